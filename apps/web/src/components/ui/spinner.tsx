import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export type SpinnerProps = {
  /** What is loading, for screen readers; 'Loading...' when omitted. */
  label?: string;
  className?: string;
};

/** A spinning icon inside a polite live region, so that a screen reader announces what is loading. */
export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: Pick<SpinnerProps, 'label'>) {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </main>
  );
}
