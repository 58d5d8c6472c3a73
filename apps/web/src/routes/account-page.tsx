import { formatPlanLabel } from '@rentfolio/contracts';
import { ArrowLeft, BadgeCheck, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/current-user';
import { GoalsWithProgress } from '@/features/goals/goals-with-progress';

/**
 * /account, Account Settings (docs/product.md "Screens"): Back to Dashboard, the plan name, and the Investment Goals tab with the
 * goals form and the real Current Progress panel. The Profile and Security tabs come with the account work.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="ghost" size="sm" asChild className="-ml-2 text-muted-foreground">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              {t('goals.backToDashboard')}
            </Link>
          </Button>
          <Badge variant="brand" data-testid="account-plan">
            <BadgeCheck aria-hidden="true" />
            <span className="sr-only">{`${t('goals.account.planLabel')}: `}</span>
            {formatPlanLabel(user.plan)}
          </Badge>
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('goals.account.title')}</h1>
          <p className="text-lg text-muted-foreground">{t('goals.account.text')}</p>
        </div>
      </div>

      <Tabs defaultValue="goals">
        <TabsList aria-label={t('goals.account.tabsLabel')} className="sm:w-fit">
          <TabsTrigger value="goals" className="px-4">
            <Target aria-hidden="true" />
            {t('goals.account.goalsTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="goals">
          <GoalsWithProgress />
        </TabsContent>
      </Tabs>
    </div>
  );
}
