import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { GoalProgressPanel } from '@/features/goals';
import { usePortfolioGoals } from '@/lib/api/goals';

/**
 * The Goals tab (docs/product.md "Achievements"): the goals feature's progress cards once the user has saved goals,
 * else 'No Goals Set' with the way to set them (the suggested defaults are not the user's goals).
 */
export function GoalsTab() {
  const { t } = useTranslation();
  const goals = usePortfolioGoals();
  if (goals.isPending) return <SectionLoading label={t('achievements.goals.loading')} />;
  if (goals.isError || !goals.data)
    return <SectionError message={t('achievements.goals.loadFailed')} onRetry={() => void goals.refetch()} />;
  if (!goals.data.isDefault) return <GoalProgressPanel />;
  return (
    <Card className="items-center gap-3 px-6 py-10 text-center" data-testid="no-goals">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground"
      >
        <Target className="size-6" />
      </span>
      <h2 className="font-semibold text-lg">{t('achievements.goals.noGoalsTitle')}</h2>
      <p className="max-w-md text-muted-foreground text-sm">{t('achievements.goals.noGoalsText')}</p>
      <Button asChild className="mt-2">
        <Link href="/portfolio-settings">{t('achievements.goals.setGoals')}</Link>
      </Button>
    </Card>
  );
}
