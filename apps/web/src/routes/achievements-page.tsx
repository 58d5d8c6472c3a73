import { Flame, Star, Target, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  AchievementList,
  CheckAchievementsButton,
  GoalsTab,
  LevelTab,
  StreaksTab,
  SummaryCards,
  useAchievementProgress,
  useAchievements,
} from '@/features/achievements';

const TABS = [
  { id: 'milestones', icon: Trophy },
  { id: 'goals', icon: Target },
  { id: 'streaks', icon: Flame },
  { id: 'levels', icon: Star },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * /achievements (docs/product.md "Achievements"): the summary cards, 'Check for New Achievements', and four tabs: the
 * achievement list with its filter row, goal progress, and the streaks and level computed from real activity
 * (docs/product.md "Real figures"), which replace the original's static demo cards.
 */
export function AchievementsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('milestones');
  const achievements = useAchievements();
  // Read from the start, so that the Streaks and Level Ups tabs open with their figures.
  const progress = useAchievementProgress();
  const list = achievements.isError ? null : (achievements.data ?? null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('achievements.title')}</h1>
          <p className="text-lg text-muted-foreground">{t('achievements.subtitle')}</p>
        </div>
        <CheckAchievementsButton />
      </div>

      <SummaryCards achievements={list} isPending={achievements.isPending} />

      <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)}>
        <TabsList aria-label={t('achievements.tabs.label')} className="h-auto min-h-10">
          {TABS.map(({ id, icon: Icon }) => (
            <TabsTrigger key={id} value={id} className="px-2 sm:px-3">
              <Icon aria-hidden="true" className="hidden sm:block" />
              {t(`achievements.tabs.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="milestones">
          {achievements.isPending ? (
            <SectionLoading label={t('achievements.loading')} className="rounded-xl border bg-card" />
          ) : !list ? (
            <SectionError
              message={t('achievements.fetchFailed')}
              onRetry={() => void achievements.refetch()}
            />
          ) : (
            <AchievementList achievements={list} />
          )}
        </TabsContent>
        <TabsContent value="goals">
          <GoalsTab />
        </TabsContent>
        <TabsContent value="streaks">
          <StreaksTab progress={progress} achievements={list} />
        </TabsContent>
        <TabsContent value="levels">
          <LevelTab progress={progress} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
