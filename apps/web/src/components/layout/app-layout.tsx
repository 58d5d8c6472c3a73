import type { TUser } from '@rentfolio/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BottomBar } from './bottom-bar';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

export type AppLayoutProps = {
  user: TUser;
  /** The sidebar's summary under the links (the Portfolio Value box). */
  sidebarSummary?: ReactNode;
  /** Sign-out controls: the sidebar's (wide screens) and the top bar's (phones). */
  sidebarLogOut?: ReactNode;
  topBarLogOut?: ReactNode;
  children: ReactNode;
};

/**
 * The signed-in frame: sidebar from 768 px, top bar and bottom bar below that (MOBILE_BREAKPOINT_PX). What it shows
 * of the features (the portfolio summary, sign-out) comes in through slots, so that components never import features.
 */
export function AppLayout({ user, sidebarSummary, sidebarLogOut, topBarLogOut, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [location] = useLocation();

  // A new screen starts at its top, as a page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location]);

  return (
    <div className="min-h-dvh bg-muted/40 print:min-h-0 print:bg-white">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-background px-3 py-2 font-medium text-sm shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:outline-none focus:ring-[3px] focus:ring-ring"
      >
        {t('nav.skipToContent')}
      </a>
      {/* Printed, a screen is its content alone (a printable Schedule E, say): no navigation around it. */}
      <div className="print:hidden">
        <Sidebar user={user} summary={sidebarSummary} logOut={sidebarLogOut} />
      </div>
      <div className="flex min-h-dvh flex-col md:pl-64 print:min-h-0 print:pl-0">
        <TopBar logOut={topBarLogOut} />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-28 sm:px-6 md:pt-10 md:pb-12 lg:px-10 print:p-0"
        >
          <div className="mx-auto w-full max-w-5xl">{children}</div>
        </main>
      </div>
      <div className="print:hidden">
        <BottomBar />
      </div>
    </div>
  );
}
