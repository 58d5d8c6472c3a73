import { CircleAlert, HousePlus, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The loading, error and empty states of the search and comparison screens. */

export function PropertiesLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>{t('search.loadingProperties')}</p>
    </div>
  );
}

export type PropertiesLoadFailedProps = { onRetry: () => void; children?: ReactNode };

export function PropertiesLoadFailed({ onRetry, children }: PropertiesLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-semibold">{t('search.loadFailedTitle')}</p>
      <p className="max-w-sm text-muted-foreground text-sm">{t('search.loadFailedText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{t('common.retry')}</Button>
        {children}
      </div>
    </div>
  );
}

export type LoadMoreFailedProps = { onRetry: () => void; isRetrying: boolean; className?: string };

/** The end of a paged list whose next page failed: the list stops at what is loaded, and Try again goes on. */
export function LoadMoreFailed({ onRetry, isRetrying, className }: LoadMoreFailedProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-card px-4 py-3',
        className,
      )}
    >
      <p className="flex items-center gap-2 text-sm">
        <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        {t('search.loadMoreFailed')}
      </p>
      {/* Not disabled while retrying, so that the keyboard focus stays on it; a second press is ignored. */}
      <Button variant="outline" size="sm" onClick={onRetry} aria-busy={isRetrying || undefined}>
        {isRetrying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {t('common.retry')}
      </Button>
    </div>
  );
}

export type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  text: string;
  /** The action; a link to /add-property when omitted. */
  action?: ReactNode;
};

export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon ?? <HousePlus className="size-6" aria-hidden="true" />}
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="max-w-md text-muted-foreground text-sm">{text}</p>
      {action ?? (
        <Button asChild>
          <Link href="/add-property">
            <HousePlus aria-hidden="true" />
            {t('search.addProperty')}
          </Link>
        </Button>
      )}
    </div>
  );
}
