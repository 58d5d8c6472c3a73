import { useTranslation } from 'react-i18next';
import { NotificationsMenu } from './notifications-menu';
import { PropertySearchBox } from './property-search-box';

/** The dashboard's header (docs/product.md "Screens"): title and subtitle, the search box and the notifications bell. */
export function DashboardHeader() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 @3xl:flex-row @3xl:items-end @3xl:justify-between">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('dashboard.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('dashboard.subtitle')}</p>
      </div>
      <div className="flex items-center gap-2">
        <PropertySearchBox className="min-w-0 flex-1 @3xl:w-72 @3xl:flex-none" />
        <NotificationsMenu />
      </div>
    </div>
  );
}
