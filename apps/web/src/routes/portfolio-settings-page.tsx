import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { GoalsWithProgress } from '@/features/goals';

/** /portfolio-settings, "Portfolio settings (goals)": the goals form beside the real Current Progress panel. */
export function PortfolioSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        <Button variant="ghost" size="sm" asChild className="-ml-2 text-muted-foreground">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            {t('goals.backToDashboard')}
          </Link>
        </Button>
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('goals.settings.title')}</h1>
          <p className="text-lg text-muted-foreground">{t('goals.settings.text')}</p>
        </div>
      </div>
      <GoalsWithProgress />
    </div>
  );
}
