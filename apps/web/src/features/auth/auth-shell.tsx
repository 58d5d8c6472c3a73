import { ArrowLeft } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/layout/brand';

export type AuthShellProps = {
  onBack: () => void;
  children: ReactNode;
};

/** The frame of the sign-in and admin panels: the brand, a link back to the landing page, the panel centred. */
export function AuthShell({ onBack, children }: AuthShellProps) {
  const { t } = useTranslation();

  function handleBack(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onBack();
  }

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/70 via-background to-background">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <a
          href="/"
          onClick={handleBack}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('common.backToHome')}
        </a>
      </header>
      <main className="flex flex-1 justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
