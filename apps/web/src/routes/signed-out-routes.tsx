import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import type { AuthMode } from '@/features/auth';
import { AuthShell, loadAdminPinPanel } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { requestToaster } from '@/lib/toaster-demand';
import { LandingPage } from './landing-page';
import { SIGNED_OUT_PATHS } from './signed-out-paths';

// The panels (and the form validation they bring) load when a visitor opens one, not with the landing page.
// Each waits for the panels' texts in the active language as well (i18n/panel-strings.ts).
const withPanelTexts = async <T,>(module: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([module, import('@/i18n/panel-strings').then((m) => m.panelTextsReady)]);
  return loaded;
};
const loadSignInScreen = () => withPanelTexts(import('./sign-in-screen'));
const SignInScreen = lazy(() => loadSignInScreen().then((module) => ({ default: module.SignInScreen })));
// Any other address: the sign-in panel for a signed-in screen's, the 404 page for the rest. The panel's code is
// fetched beside it, so that a link to an app page shows the panel after one round of downloads.
const SignedOutFallback = lazy(() => {
  void loadSignInScreen();
  return import('./signed-out-fallback').then((module) => ({ default: module.SignedOutFallback }));
});
const AdminPinPanel = lazy(() =>
  withPanelTexts(loadAdminPinPanel()).then((module) => ({
    default: module.AdminPinPanel,
  })),
);

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

type ScreenName = (t: TFunction) => string;

/**
 * The tab's title for a signed-out screen ("Rentfolio" alone without a name). Rendered beside a lazy panel, it runs
 * once the panel and its texts have arrived, so that its name is never a bare key.
 */
function ScreenTitle({ name }: { name?: ScreenName }) {
  const { t } = useTranslation();
  useDocumentTitle(name ? name(t) : null);
  return null;
}

/** A panel screen: its heading takes the focus, its name the tab's title, and the toasts it may show are loaded. */
function PanelScreen({ name, children }: { name: ScreenName; children: ReactNode }) {
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
        <ScreenTitle name={name} />
      </Suspense>
    </AuthShell>
  );
}

/**
 * What a signed-out visitor sees: the landing page at /, the sign-in and registration panel at /sign-in and /sign-up,
 * the admin PIN panel at /admin-access, the sign-in panel for the address of a signed-in screen, and the 404 page
 * anywhere else.
 */
export function SignedOutRoutes() {
  const [, navigate] = useLocation();

  // Once the landing page is up, the sign-in panel's code is fetched in the background, so that Log In opens at once.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadSignInScreen(), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  const authRoute = (mode: AuthMode) => (
    <PanelScreen name={(t) => (mode === 'signin' ? t('auth.signInTitle') : t('auth.createTitle'))}>
      <SignInScreen mode={mode} />
    </PanelScreen>
  );

  return (
    <Switch>
      <Route path="/">
        <ScreenTitle />
        <LandingPage
          onLogIn={() => navigate(SIGNED_OUT_PATHS.signIn)}
          onGetStarted={() => navigate(SIGNED_OUT_PATHS.signUp)}
          onAdminAccess={() => navigate(SIGNED_OUT_PATHS.admin)}
        />
      </Route>
      <Route path={SIGNED_OUT_PATHS.signIn}>{authRoute('signin')}</Route>
      <Route path={SIGNED_OUT_PATHS.signUp}>{authRoute('register')}</Route>
      <Route path={SIGNED_OUT_PATHS.admin}>
        <PanelScreen name={(t) => t('admin.title')}>
          <AdminPinPanel />
        </PanelScreen>
      </Route>
      <Route>
        <AuthShell onBack={() => navigate('/')}>
          <Suspense fallback={<PanelSpinner />}>
            <SignedOutFallback />
          </Suspense>
        </AuthShell>
      </Route>
    </Switch>
  );
}
