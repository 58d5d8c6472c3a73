import type { TSavedAnalysis } from '@rentfolio/contracts';
import { Bookmark, CircleAlert, FolderOpen, HousePlus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCurrency, formatDate, formatPercentValue } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useDeleteAnalysis, useSavedAnalyses } from './use-deal-analysis';

/** The name a saved analysis goes by: its address (with the city when there is one), else 'Untitled deal'. */
export function useSavedAnalysisName() {
  const { t } = useTranslation();
  return (saved: Pick<TSavedAnalysis, 'address' | 'city' | 'state'>) => {
    const address = saved.address?.trim();
    return address || t('savedAnalyses.untitled');
  };
}

export type SavedAnalysesProps = {
  onOpen: (saved: TSavedAnalysis) => void;
  /** The one on screen, marked in the list. */
  openId: number | null;
};

/** GET /api/analyses as a list: open one into the form, or delete it after a confirmation. */
export function SavedAnalyses({ onOpen, openId }: SavedAnalysesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saved = useSavedAnalyses();
  const deleteAnalysis = useDeleteAnalysis();
  const getName = useSavedAnalysisName();
  const [pendingDelete, setPendingDelete] = useState<TSavedAnalysis | null>(null);
  const wasDeleted = useRef(false);

  function handleConfirmDelete() {
    if (!pendingDelete) return;
    const name = getName(pendingDelete);
    deleteAnalysis.mutate(pendingDelete.id, {
      onSuccess: () => {
        wasDeleted.current = true;
        setPendingDelete(null);
        toast.success(t('dealToasts.deletedTitle'), { description: name });
      },
      onError: () => {
        setPendingDelete(null);
        toast.error(t('dealToasts.deleteFailedTitle'), { description: t('dealToasts.deleteFailedText') });
      },
    });
  }

  let content: ReactNode;
  if (saved.isPending) {
    content = (
      <div className="flex justify-center py-8">
        <Spinner label={t('savedAnalyses.loading')} />
      </div>
    );
  } else if (saved.isError) {
    content = (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <div className="flex flex-col items-start gap-2">
          <p>{t('savedAnalyses.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void saved.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </Alert>
    );
  } else if (!saved.data || saved.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <Bookmark className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('savedAnalyses.emptyTitle')}</p>
        <p className="max-w-sm text-muted-foreground text-sm">{t('savedAnalyses.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="flex flex-col divide-y rounded-lg border">
        {saved.data.map((item) => {
          const name = getName(item);
          const place = [item.city, item.state].filter(Boolean).join(', ');
          const isOpen = item.id === openId;
          return (
            <li
              key={item.id}
              aria-current={isOpen ? 'true' : undefined}
              className={cn(
                'flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between',
                isOpen && 'bg-accent/50',
              )}
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="truncate font-medium">{name}</p>
                <p className="text-muted-foreground text-xs">
                  {place ? `${place} · ` : ''}
                  {t('savedAnalyses.savedOn', { date: formatDate(item.createdAt) })}
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                  <div className="flex gap-1">
                    <dt className="text-muted-foreground">{t('savedAnalyses.capRate')}</dt>
                    <dd className="font-medium tabular-nums">
                      {item.capRate === null
                        ? t('dealResults.notAvailable')
                        : formatPercentValue(item.capRate)}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted-foreground">{t('savedAnalyses.cashFlow')}</dt>
                    <dd className={cn('font-medium tabular-nums', item.cashFlow < 0 && 'text-destructive')}>
                      {formatCurrency(item.cashFlow)}
                      {t('dealResults.perMonth')}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted-foreground">{t('savedAnalyses.score')}</dt>
                    <dd className="font-medium tabular-nums">{item.score}/100</dd>
                  </div>
                </dl>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onOpen(item)}
                  aria-label={t('savedAnalyses.openLabel', { name })}
                >
                  <FolderOpen aria-hidden="true" />
                  {t('savedAnalyses.open')}
                </Button>
                {/* The seam to the portfolio: the analysis becomes a new property (/add-property prefills from it). */}
                <Button asChild variant="outline" size="sm">
                  <Link
                    href={`/add-property?fromAnalysis=${item.id}`}
                    aria-label={t('properties.fromAnalysis.addToPortfolioLabel', { name })}
                  >
                    <HousePlus aria-hidden="true" />
                    {t('properties.fromAnalysis.addToPortfolio')}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  onClick={() => setPendingDelete(item)}
                  aria-label={t('savedAnalyses.deleteLabel', { name })}
                >
                  <Trash2 aria-hidden="true" />
                  {t('savedAnalyses.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-lg leading-tight">
          {t('savedAnalyses.title')}
        </h2>
        <CardDescription>{t('savedAnalyses.text')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{content}</CardContent>

      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        onCloseAutoFocus={(event) => {
          // The row and its Delete button are gone: the list's heading takes the focus instead of the page.
          if (wasDeleted.current) {
            wasDeleted.current = false;
            event.preventDefault();
            headingRef.current?.focus();
          }
        }}
        title={t('savedAnalyses.confirmTitle')}
        description={t('savedAnalyses.confirmText', { name: pendingDelete ? getName(pendingDelete) : '' })}
        cancelLabel={t('savedAnalyses.cancel')}
        confirmLabel={t('savedAnalyses.confirm')}
        pendingLabel={t('savedAnalyses.deleting')}
        isPending={deleteAnalysis.isPending}
        onConfirm={handleConfirmDelete}
      />
    </Card>
  );
}
