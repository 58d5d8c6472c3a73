import type { TNotification, TNotificationType } from '@rentfolio/contracts';
import {
  Bell,
  Building2,
  CalendarClock,
  CheckCheck,
  CircleAlert,
  FileUp,
  Home,
  Trophy,
  X,
} from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type ComponentType, type SVGProps, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useNotificationAction, useNotifications } from '@/lib/api/notifications';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatRelativeTime } from './dates';
import { getNotificationText, sortNewestFirst } from './notification-text';

const TYPE_ICONS: Record<TNotificationType, ComponentType<SVGProps<SVGSVGElement>>> = {
  property_added: Home,
  properties_added: Building2,
  import_finished: FileUp,
  goal_reached: Trophy,
  achievement_earned: Trophy,
  lease_ending: CalendarClock,
  rent_late: CircleAlert,
};

/**
 * The bell and its panel (docs/product.md "Screens" (Dashboard), docs/product.md "States and behaviour" (Notification panel)). The indicator is the server's `hasUnseen`;
 * opening the panel tells the server it was seen (the indicator clears), while each notification stays unread until
 * Mark all read. Both are stored per user, so they survive a reload. Escape and the close button close the panel and
 * give the focus back to the bell.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const notifications = useNotifications();
  const seen = useNotificationAction();
  const readAll = useNotificationAction();
  const list = notifications.data;
  const hasUnseen = list?.hasUnseen ?? false;
  const unreadCount = list?.unreadCount ?? 0;

  // While the panel is open, whatever it shows has been seen; this also covers a notification that arrives with a
  // refetch while it is open. A failed call leaves the indicator on, and is tried again on the next opening.
  useEffect(() => {
    if (isOpen && hasUnseen && !seen.isPending) seen.mutate('seen');
  }, [isOpen, hasUnseen, seen.isPending, seen.mutate]);

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (open && !hasUnseen && !notifications.isPending) void notifications.refetch();
  }

  function handleMarkAllRead() {
    readAll.mutate('read-all', {
      onError: () => toast.error(t('dashboard.notifications.markAllReadFailed')),
    });
  }

  const items = list ? sortNewestFirst(list.items) : [];

  return (
    <Popover open={isOpen} onOpenChange={handleOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="relative size-10 shrink-0"
          aria-label={
            hasUnseen
              ? t('dashboard.notifications.bellUnseen', { count: unreadCount })
              : unreadCount > 0
                ? t('dashboard.notifications.bellUnread', { count: unreadCount })
                : t('dashboard.notifications.bell')
          }
          data-testid="notifications-bell"
          data-unseen={hasUnseen ? 'true' : 'false'}
        >
          <Bell className="size-5" aria-hidden="true" />
          {hasUnseen ? (
            <span
              data-testid="notifications-indicator"
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-background"
            />
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        className="flex w-96 flex-col p-0"
        data-testid="notifications-panel"
      >
        <div className="flex items-start justify-between gap-3 border-b px-4 py-3">
          <div className="flex min-w-0 flex-col">
            <h2 id={titleId} className="font-semibold">
              {t('dashboard.notifications.title')}
            </h2>
            {list ? (
              <p className="text-muted-foreground text-xs" data-testid="notifications-unread-count">
                {unreadCount > 0
                  ? t('dashboard.notifications.unreadCount', { count: unreadCount })
                  : t('dashboard.notifications.allRead')}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={handleMarkAllRead}
              disabled={!list || unreadCount === 0 || readAll.isPending}
            >
              <CheckCheck aria-hidden="true" />
              {readAll.isPending
                ? t('dashboard.notifications.markingAllRead')
                : t('dashboard.notifications.markAllRead')}
            </Button>
            <PopoverPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('dashboard.notifications.close')}
              >
                <X aria-hidden="true" />
              </Button>
            </PopoverPrimitive.Close>
          </div>
        </div>

        {notifications.isPending ? (
          <SectionLoading label={t('dashboard.notifications.loading')} />
        ) : notifications.isError || !list ? (
          <SectionError
            className="m-3"
            message={t('dashboard.notifications.loadFailed')}
            onRetry={() => void notifications.refetch()}
          />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-6 py-8 text-center">
            <Bell className="mb-1 size-6 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium text-sm">{t('dashboard.notifications.empty')}</p>
            <p className="text-muted-foreground text-xs">{t('dashboard.notifications.emptyText')}</p>
          </div>
        ) : (
          <ul
            // Nothing inside takes the focus, so the list does: a keyboard can then scroll a long one.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            aria-label={t('dashboard.notifications.listLabel')}
            className="max-h-[min(24rem,55dvh)] divide-y overflow-y-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
            data-testid="notifications-list"
          >
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} onFollowLink={() => setIsOpen(false)} />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

type NotificationItemProps = {
  notification: TNotification;
  /** Called when the notification's link (its property, or the achievements) is followed: the panel closes. */
  onFollowLink: () => void;
};

/** Where a notification's detail leads: a property's page, or the achievements; null for none. */
function notificationHref(notification: TNotification): string | null {
  if (notification.type === 'property_added' && notification.data.propertyId !== undefined)
    return `/properties/${notification.data.propertyId}`;
  if (notification.type === 'achievement_earned') return '/achievements';
  if (notification.type === 'lease_ending' || notification.type === 'rent_late') return '/rent-roll';
  return null;
}

function NotificationItem({ notification, onFollowLink }: NotificationItemProps) {
  const { t } = useTranslation();
  const text = getNotificationText(notification, t);
  const Icon = TYPE_ICONS[notification.type];
  const isUnread = !notification.isRead;
  const href = notificationHref(notification);

  return (
    <li
      data-testid="notification-item"
      data-unread={isUnread ? 'true' : 'false'}
      className={cn('flex gap-3 px-4 py-3', isUnread && 'bg-accent/60')}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex items-center gap-2 font-medium text-sm">
          {isUnread ? (
            <>
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
              <span className="sr-only">{t('dashboard.notifications.unread')}: </span>
            </>
          ) : null}
          <span className="min-w-0 break-words">{text.title}</span>
        </p>
        {text.detail ? (
          <p className="break-words text-muted-foreground text-xs" data-testid="notification-detail">
            {href === null ? (
              text.detail
            ) : (
              // A notification about one property opens its page; one about an achievement, the achievements.
              <Link
                href={href}
                onClick={onFollowLink}
                className="rounded-sm text-foreground underline underline-offset-2 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                {text.detail}
              </Link>
            )}
          </p>
        ) : null}
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="text-muted-foreground text-xs"
        >
          {formatRelativeTime(notification.createdAt, t('dashboard.notifications.justNow'))}
        </time>
      </div>
    </li>
  );
}
