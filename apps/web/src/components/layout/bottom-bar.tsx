import { Ellipsis } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { BOTTOM_BAR_ITEMS, isActiveHref, MORE_MENU_ITEMS } from './nav-items';

const TAB_CLASS =
  'flex h-16 w-full flex-col items-center justify-center gap-1 font-medium text-xs outline-none transition-colors focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset';

function TabIcon({ isActive, children }: { isActive: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors',
        isActive && 'bg-sidebar-accent',
      )}
    >
      {children}
    </span>
  );
}

/**
 * The navigation under 768 px: four screens and a More menu with the others (every screen two taps away), fixed to
 * the bottom edge above the phone's home indicator.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const isMoreActive = MORE_MENU_ITEMS.some((item) => isActiveHref(location, item.href));
  return (
    <nav
      aria-label={t('nav.mobile')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_12px_rgb(0_0_0/0.04)] md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {BOTTOM_BAR_ITEMS.map((item) => {
          const isActive = isActiveHref(location, item.href);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  TAB_CLASS,
                  isActive ? 'text-accent-foreground' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <TabIcon isActive={isActive}>
                  <Icon className="size-5" aria-hidden="true" />
                </TabIcon>
                {t(`nav.${item.shortLabelKey ?? item.labelKey}`)}
              </Link>
            </li>
          );
        })}
        <li>
          <Popover open={isMoreOpen} onOpenChange={setIsMoreOpen}>
            <PopoverTrigger
              className={cn(
                TAB_CLASS,
                'cursor-pointer',
                isMoreActive ? 'text-accent-foreground' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <TabIcon isActive={isMoreActive}>
                <Ellipsis className="size-5" aria-hidden="true" />
              </TabIcon>
              {t('nav.more')}
            </PopoverTrigger>
            <PopoverContent side="top" align="end" className="w-60 p-2">
              <nav aria-label={t('nav.moreMenu')}>
                <ul className="flex flex-col gap-1">
                  {MORE_MENU_ITEMS.map((item) => {
                    const isActive = isActiveHref(location, item.href);
                    const Icon = item.icon;
                    return (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          onClick={() => setIsMoreOpen(false)}
                          aria-current={isActive ? 'page' : undefined}
                          className={cn(
                            'flex items-center gap-3 rounded-md px-3 py-2.5 font-medium text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
                            isActive ? 'bg-sidebar-accent text-sidebar-accent-foreground' : 'hover:bg-muted',
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
            </PopoverContent>
          </Popover>
        </li>
      </ul>
    </nav>
  );
}
