import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { requestToaster } from '@/lib/toaster-demand';
import { LandingPage } from '@/routes/landing-page';
import type { AuthMode } from './auth-panel';
import { AuthShell } from './auth-shell';

// The panels (and the form validation they bring) load when a visitor opens one, not with the landing page.
const loadAuthPanel = () => import('./auth-panel');
const AuthPanel = lazy(() => loadAuthPanel().then((module) => ({ default: module.AuthPanel })));
const AdminPinPanel = lazy(() =>
  import('./admin-pin-panel').then((module) => ({ default: module.AdminPinPanel })),
);

type SignedOutScreen = { name: 'landing' } | { name: 'auth'; mode: AuthMode } | { name: 'admin' };

/**
 * What a signed-out visitor sees at any path (spec §2): the landing page, and from there the sign-in panel or the
 * admin PIN panel. These are states of one screen, not routes, so the address stays as the visitor typed it.
 */
export function SignedOutView() {
  const [screen, setScreen] = useState<SignedOutScreen>({ name: 'landing' });
  const isFirstRender = useRef(true);

  // A new screen replaces the whole page, so focus moves to its heading, as after a page load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every screen change by design.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('h1')?.focus();
  }, [screen]);

  // Once the landing page is up, the sign-in panel's code is fetched in the background, so that Log In opens at once.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadAuthPanel(), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (screen.name !== 'landing') requestToaster();
  }, [screen]);

  function handleBack() {
    setScreen({ name: 'landing' });
  }

  if (screen.name === 'auth') {
    return (
      <AuthShell onBack={handleBack}>
        <Suspense fallback={<PanelSpinner />}>
          <AuthPanel initialMode={screen.mode} />
        </Suspense>
      </AuthShell>
    );
  }
  if (screen.name === 'admin') {
    return (
      <AuthShell onBack={handleBack}>
        <Suspense fallback={<PanelSpinner />}>
          <AdminPinPanel />
        </Suspense>
      </AuthShell>
    );
  }
  return (
    <LandingPage
      onLogIn={() => setScreen({ name: 'auth', mode: 'signin' })}
      onGetStarted={() => setScreen({ name: 'auth', mode: 'register' })}
      onAdminAccess={() => setScreen({ name: 'admin' })}
    />
  );
}

function PanelSpinner() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
