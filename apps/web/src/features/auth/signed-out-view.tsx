import { useEffect, useRef, useState } from 'react';
import { LandingPage } from '@/routes/landing-page';
import { AdminPinPanel } from './admin-pin-panel';
import { type AuthMode, AuthPanel } from './auth-panel';
import { AuthShell } from './auth-shell';

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

  function handleBack() {
    setScreen({ name: 'landing' });
  }

  if (screen.name === 'auth') {
    return (
      <AuthShell onBack={handleBack}>
        <AuthPanel initialMode={screen.mode} />
      </AuthShell>
    );
  }
  if (screen.name === 'admin') {
    return (
      <AuthShell onBack={handleBack}>
        <AdminPinPanel />
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
