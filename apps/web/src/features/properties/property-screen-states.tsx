import { ArrowLeft, CircleAlert, LoaderCircle, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

export type PropertyLoadingProps = { label?: string };

/** The loading state of a property screen: 'Loading...' while its data arrives. */
export function PropertyLoading({ label }: PropertyLoadingProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p>{label ?? t('properties.loading')}</p>
    </div>
  );
}

/** A property id that does not exist or is another user's (the API answers 404 for both). */
export function PropertyNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center justify-center gap-5 py-16 text-center sm:py-24">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground ring-1 ring-primary/15"
      >
        <SearchX className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('properties.notFound.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('properties.notFound.text')}</p>
      </div>
      <Button asChild variant="outline">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          {t('properties.notFound.backToDashboard')}
        </Link>
      </Button>
    </div>
  );
}

export type PropertyLoadFailedProps = { onRetry: () => void };

/** Any other failure to load: say so, and offer to try again. */
export function PropertyLoadFailed({ onRetry }: PropertyLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="max-w-sm text-muted-foreground">{t('properties.edit.loadFailed')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
