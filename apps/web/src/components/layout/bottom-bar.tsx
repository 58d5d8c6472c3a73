import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils';
import { BOTTOM_BAR_ITEMS } from './nav-items';

/** The navigation under 768 px (spec §2): fixed to the bottom edge, above the phone's home indicator. */
export function BottomBar() {
  const { t } = useTranslation();
  const [location] = useLocation();

  return (
    <nav
      aria-label={t('nav.mobile')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_12px_rgb(0_0_0/0.04)] md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {BOTTOM_BAR_ITEMS.map((item) => {
          const isActive = location === item.href;
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 font-medium text-xs outline-none transition-colors focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset',
                  isActive ? 'text-accent-foreground' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-sidebar-accent',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {t(`nav.${item.labelKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
