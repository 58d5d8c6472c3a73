import type { TAchievementProgress } from '@rentfolio/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionError, SectionLoading } from '@/components/section-states';

export type ProgressQuery = UseQueryResult<TAchievementProgress | null>;

/** The Streaks and Level Ups tabs' data: loading, an error with a retry, or `children` with the progress. */
export function WithProgress({
  progress,
  children,
}: {
  progress: ProgressQuery;
  children: (data: TAchievementProgress) => ReactNode;
}) {
  const { t } = useTranslation();
  if (progress.isPending) return <SectionLoading label={t('achievements.progress.loading')} />;
  if (progress.isError || !progress.data)
    return (
      <SectionError message={t('achievements.progress.loadFailed')} onRetry={() => void progress.refetch()} />
    );
  return <>{children(progress.data)}</>;
}
