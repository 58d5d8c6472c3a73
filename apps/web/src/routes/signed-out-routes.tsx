import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import type { AuthMode } from '@/features/auth/auth-panel';
import { AuthShell } from '@/features/auth/auth-shell';
import { requestToaster } from '@/lib/toaster-demand';
import { LandingPage } from './landing-page';

// The panels (and the form validation they bring) load when a visitor opens one, not with the landing page.
// Each waits for the panels' texts in the active language as well (i18n/panel-strings.ts).
const withPanelTexts = async <T,>(module: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([module, import('@/i18n/panel-strings').then((m) => m.panelTextsReady)]);
  return loaded;
};
const loadAuthPanel = () => withPanelTexts(import('@/features/auth/auth-panel'));
const AuthPanel = lazy(() => loadAuthPanel().then((module) => ({ default: module.AuthPanel })));
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const AdminPinPanel = lazy(() =>
  withPanelTexts(import('@/features/auth/admin-pin-panel')).then((module) => ({
    default: module.AdminPinPanel,
  })),
);

/** The addresses of the signed-out screens: Back in the browser moves between them (docs/product.md "Navigation"). */
export const SIGNED_OUT_PATHS = { signIn: '/sign-in', signUp: '/sign-up', admin: '/admin-access' } as const;
const MODE_PATHS: Record<AuthMode, string> = {
  signin: SIGNED_OUT_PATHS.signIn,
  register: SIGNED_OUT_PATHS.signUp,
};

function PanelSpinner() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}

/** Rendered with a panel once its code has loaded: focus goes to the panel's heading, as after a page load. */
function FocusHeading() {
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      document.querySelector<HTMLElement>('main h1')?.focus();
  }, []);
  return null;
}

/** A panel screen: its heading takes the focus, and the toasts it may show are loaded. */
function PanelScreen({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    requestToaster();
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <AuthShell onBack={() => navigate('/')}>
      <Suspense fallback={<PanelSpinner />}>
        {children}
        <FocusHeading />
      </Suspense>
    </AuthShell>
  );
}

/**
 * What a signed-out visitor sees: the landing page at /, the sign-in and registration panel at /sign-in and /sign-up,
 * the admin PIN panel at /admin-access, and the 404 page anywhere else.
 */
export function SignedOutRoutes() {
  const [, navigate] = useLocation();

  // Once the landing page is up, the sign-in panel's code is fetched in the background, so that Log In opens at once.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadAuthPanel(), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  const authRoute = (mode: AuthMode) => (
    <PanelScreen>
      <AuthPanel mode={mode} onModeChange={(next) => navigate(MODE_PATHS[next])} />
    </PanelScreen>
  );

  return (
    <Switch>
      <Route path="/">
        <LandingPage
          onLogIn={() => navigate(SIGNED_OUT_PATHS.signIn)}
          onGetStarted={() => navigate(SIGNED_OUT_PATHS.signUp)}
          onAdminAccess={() => navigate(SIGNED_OUT_PATHS.admin)}
        />
      </Route>
      <Route path={SIGNED_OUT_PATHS.signIn}>{authRoute('signin')}</Route>
      <Route path={SIGNED_OUT_PATHS.signUp}>{authRoute('register')}</Route>
      <Route path={SIGNED_OUT_PATHS.admin}>
        <PanelScreen>
          <AdminPinPanel />
        </PanelScreen>
      </Route>
      <Route>
        <AuthShell onBack={() => navigate('/')}>
          <Suspense fallback={<PanelSpinner />}>
            <NotFoundPage />
          </Suspense>
        </AuthShell>
      </Route>
    </Switch>
  );
}
