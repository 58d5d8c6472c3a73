import type { TUser } from '@rentfolio/contracts';
import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Avatar } from '@/components/ui/avatar';
import { translatePlanLabel } from '@/lib/plan-label';
import { cn } from '@/lib/utils';
import { Brand } from './brand';
import { isActiveHref, SIDEBAR_ITEMS } from './nav-items';

export type SidebarProps = {
  user: TUser;
  /** Shown under the links (the app puts the Portfolio Value box there). */
  summary?: ReactNode;
  /** The sign-out control of the user card. */
  logOut?: ReactNode;
};

/** The desktop sidebar (768 px and wider): brand, main links, the Portfolio Value box and the user card. */
export function Sidebar({ user, summary, logOut }: SidebarProps) {
  const { t } = useTranslation();
  const [location] = useLocation();

  return (
    <aside
      data-testid="sidebar"
      aria-label={t('nav.sidebar')}
      className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-sidebar-border border-r bg-sidebar text-sidebar-foreground md:flex"
    >
      <div className="flex h-16 shrink-0 items-center border-sidebar-border border-b px-5">
        <Link href="/" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
          <Brand />
        </Link>
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-3 py-4">
        <nav aria-label={t('nav.main')}>
          <ul className="flex flex-col gap-1">
            {SIDEBAR_ITEMS.map((item) => {
              const isActive = isActiveHref(location, item.href);
              const Icon = item.icon;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={isActive ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 font-medium text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
                      isActive
                        ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )}
                  >
                    <Icon className="size-4.5 shrink-0" aria-hidden="true" />
                    {t(`nav.${item.labelKey}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {summary}
      </div>

      <UserCard user={user} isSettingsActive={location === '/settings'} logOut={logOut} />
    </aside>
  );
}

type UserCardProps = { user: TUser; isSettingsActive: boolean; logOut: ReactNode };

function UserCard({ user, isSettingsActive, logOut }: UserCardProps) {
  const { t } = useTranslation();
  return (
    <div className="flex shrink-0 flex-col gap-1 border-sidebar-border border-t p-3">
      <div className="flex items-center gap-3 rounded-lg px-2 py-1.5">
        <Avatar name={user.name || user.username} src={user.profilePicture} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">{user.name || user.username}</p>
          <p className="truncate text-muted-foreground text-xs">{translatePlanLabel(t, user.plan)}</p>
        </div>
        <Link
          href="/settings"
          aria-label={t('nav.settings')}
          aria-current={isSettingsActive ? 'page' : undefined}
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-md transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring',
            isSettingsActive ? 'bg-sidebar-accent text-sidebar-accent-foreground' : 'text-muted-foreground',
          )}
        >
          <Settings className="size-4.5" aria-hidden="true" />
        </Link>
      </div>
      {logOut}
    </div>
  );
}
