import type { TUpdateNoteType } from '@rentfolio/contracts';
import { Bell, Bug, CheckCheck, type LucideIcon, ShieldCheck, Sparkles, Wrench } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCalendarDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useMarkUpdatesRead, useUpdates } from './api';
import { type LocalizedUpdateNote, localizeUpdateNote } from './update-notes';

/** Each kind of note's icon and colours (text at least 4.5:1 on its tint, in light and dark mode). */
const TYPE_STYLES: Record<TUpdateNoteType, { icon: LucideIcon; className: string }> = {
  feature: {
    icon: Sparkles,
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  },
  'bug-fix': { icon: Bug, className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300' },
  improvement: { icon: Wrench, className: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300' },
  security: {
    icon: ShieldCheck,
    className: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
  },
};

/**
 * The Updates & Changes panel (docs/product.md "Screens" (Dashboard), "States and behaviour" (Updates panel)):
 * Rentfolio's 8 newest release notes in the user's language, each with its kind, date, title and description, and
 * a marker on those shipped since the user last marked them read. The bell's dot shows while any is new; Mark all
 * read clears them in place, stored on the server, so it holds after a reload.
 */
export function UpdatesPanel() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const updates = useUpdates();
  const markAllRead = useMarkUpdatesRead();
  const list = updates.data;
  const unreadCount = list?.unreadCount ?? 0;
  const notes = list ? list.items.map((item) => localizeUpdateNote(item, i18n.language)) : [];

  function handleMarkAllRead() {
    markAllRead.mutate(undefined, {
      onError: () => toast.error(t('reports.updates.markAllReadFailed')),
    });
  }

  return (
    <Card aria-labelledby={titleId} role="region" className="h-full gap-4" data-testid="updates-panel">
      <CardHeader className="px-5 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span
              role="img"
              aria-label={
                unreadCount > 0
                  ? t('reports.updates.bell', { count: unreadCount })
                  : t('reports.updates.bellNone')
              }
              data-testid="updates-bell"
              data-unread={unreadCount > 0 ? 'true' : 'false'}
              className="relative inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground"
            >
              <Bell className="size-4" aria-hidden="true" />
              {unreadCount > 0 ? (
                <span
                  data-testid="updates-dot"
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 size-2.5 rounded-full bg-red-600 ring-2 ring-card"
                />
              ) : null}
            </span>
            <CardTitle id={titleId} className="text-lg">
              {t('reports.updates.title')}
            </CardTitle>
            {list ? (
              <span
                aria-live="polite"
                data-testid="updates-unread-count"
                className={cn(
                  'rounded-full px-2 py-0.5 font-medium text-xs',
                  unreadCount > 0
                    ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300'
                    : 'bg-muted text-muted-foreground',
                )}
              >
                {unreadCount > 0
                  ? t('reports.updates.newCount', { count: unreadCount })
                  : t('reports.updates.allRead')}
              </span>
            ) : null}
          </div>
          <Button
            variant="outline"
            size="sm"
            className="ms-auto"
            onClick={handleMarkAllRead}
            disabled={!list || unreadCount === 0 || markAllRead.isPending}
          >
            <CheckCheck aria-hidden="true" />
            {markAllRead.isPending ? t('reports.updates.markingAllRead') : t('reports.updates.markAllRead')}
          </Button>
        </div>
        <CardDescription>{t('reports.updates.text')}</CardDescription>
      </CardHeader>

      <CardContent className="px-5 sm:px-6">
        {updates.isPending ? (
          <SectionLoading label={t('reports.updates.loading')} />
        ) : updates.isError || !list ? (
          <SectionError
            message={t('reports.updates.loadFailed')}
            retryLabel={t('reports.updates.retry')}
            onRetry={() => void updates.refetch()}
          />
        ) : notes.length === 0 ? (
          <div className="flex flex-col items-center gap-1 py-6 text-center" data-testid="updates-empty">
            <Bell className="mb-1 size-6 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">{t('reports.updates.empty')}</p>
            <p className="text-muted-foreground text-sm">{t('reports.updates.emptyText')}</p>
          </div>
        ) : (
          <ul
            // Nothing inside takes the focus, so the list does: a keyboard can then scroll it.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            aria-label={t('reports.updates.listLabel')}
            data-testid="updates-list"
            className="-mx-2 max-h-[24rem] divide-y overflow-y-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {notes.map((note) => (
              <UpdateItem key={note.id} note={note} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function UpdateItem({ note }: { note: LocalizedUpdateNote }) {
  const { t } = useTranslation();
  const style = TYPE_STYLES[note.type];
  const Icon = style.icon;
  return (
    <li
      data-testid="update-item"
      data-new={note.isNew ? 'true' : 'false'}
      data-type={note.type}
      className={cn('flex flex-col gap-1 px-2 py-3', note.isNew && 'bg-accent/50')}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span
          data-testid="update-type"
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium',
            style.className,
          )}
        >
          <Icon className="size-3" aria-hidden="true" />
          {t(`reports.updates.types.${note.type}`)}
        </span>
        <time dateTime={note.date} className="text-muted-foreground" data-testid="update-date">
          {formatCalendarDate(note.date)}
        </time>
        {note.isNew ? (
          <span
            data-testid="update-new"
            className="ms-auto inline-flex items-center gap-1 font-semibold text-red-700 dark:text-red-300"
          >
            <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
            {t('reports.updates.isNew')}
          </span>
        ) : null}
      </div>
      <h3
        className="break-words font-semibold text-sm leading-snug"
        lang={note.lang}
        data-testid="update-title"
      >
        {note.title}
      </h3>
      <p
        className="break-words text-muted-foreground text-sm"
        lang={note.lang}
        data-testid="update-description"
      >
        {note.description}
      </p>
    </li>
  );
}
