import { ArrowLeft, BadgeCheck, Shield, Target, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProfileTab, SecurityTab } from '@/features/account';
import { useCurrentUser } from '@/features/auth';
import { GoalsWithProgress } from '@/features/goals';
import { translatePlanLabel } from '@/lib/plan-label';

const TABS = ['profile', 'security', 'goals'] as const;
type TAccountTab = (typeof TABS)[number];

/**
 * /account, Account Settings (docs/product.md "Screens", "Account"): Back to Dashboard, the plan name, and the Profile,
 * Security and Investment Goals tabs. The tab is in the address (?tab=security), so a link can open it and Back returns.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: TAccountTab = TABS.find((name) => name === requested) ?? 'profile';

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
            {translatePlanLabel(t, user.plan)}
          </Badge>
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('goals.account.title')}</h1>
          <p className="text-lg text-muted-foreground">{t('goals.account.text')}</p>
        </div>
      </div>

      <Tabs
        value={tab}
        onValueChange={(next) =>
          navigate(next === 'profile' ? location : `${location}?tab=${next}`, { replace: true })
        }
      >
        <TabsList aria-label={t('goals.account.tabsLabel')} className="sm:w-fit">
          <TabsTrigger value="profile" className="px-4">
            <UserRound aria-hidden="true" />
            {t('account.tabs.profile')}
          </TabsTrigger>
          <TabsTrigger value="security" className="px-4">
            <Shield aria-hidden="true" />
            {t('account.tabs.security')}
          </TabsTrigger>
          <TabsTrigger value="goals" className="px-4">
            <Target aria-hidden="true" />
            {t('goals.account.goalsTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab user={user} />
        </TabsContent>
        <TabsContent value="goals">
          <GoalsWithProgress />
        </TabsContent>
      </Tabs>
    </div>
  );
}
