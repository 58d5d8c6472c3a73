import { QueryClientProvider } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute } from 'wouter';
import { Button } from '@/components/ui/button';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { AuthShell, getCachedUser, useAuth, useSignOutWhenSessionEnds } from '@/features/auth';
import { useAppliedSettings } from '@/features/settings';
import { queryClient } from '@/lib/query-client';
import { requestToaster, useToasterWanted } from '@/lib/toaster-demand';
import { CONFIRM_EMAIL_PATH } from '@/routes/signed-out-paths';
import { SignedOutRoutes } from '@/routes/signed-out-routes';

/**
 * The signed-in app: loaded once the auth check says someone is signed in, or at once when the browser remembers a
 * user, so that its download overlaps the check.
 */
const loadSignedInApp = () =>
  import('./signed-in-app').then(async (module) => {
    await module.appTextsReady;
    return module;
  });
const SignedInApp = lazy(() => loadSignedInApp().then((module) => ({ default: module.SignedInApp })));
if (getCachedUser()) void loadSignedInApp();
/** The page behind a confirmation e-mail's link, with the panels' texts in the active language. */
const ConfirmEmailScreen = lazy(() =>
  Promise.all([
    import('@/routes/confirm-email-screen'),
    import('@/i18n/panel-strings').then((module) => module.panelTextsReady),
  ]).then(([module]) => ({ default: module.ConfirmEmailScreen })),
);
const AppToaster = lazy(() =>
  import('@/components/app-toaster').then((module) => ({ default: module.AppToaster })),
);

export function App() {
  const { darkMode } = useAppliedSettings();
  const isToasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <Root />
      {isToasterWanted ? (
        <Suspense fallback={null}>
          <AppToaster darkMode={darkMode} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

/**
 * Spinner while the auth status loads, the landing page when signed out, the app when signed in (docs/product.md
 * "Screens"); the link of a confirmation e-mail works either way, so its page comes before the split.
 */
function Root() {
  const { t } = useTranslation();
  const { user, isLoading, isError, refetch } = useAuth();
  const [isConfirmEmail] = useRoute(CONFIRM_EMAIL_PATH);
  const [, navigate] = useLocation();
  useSignOutWhenSessionEnds();
  useEffect(() => {
    if (user) requestToaster();
  }, [user]);

  if (isLoading) return <FullPageSpinner />;
  if (isConfirmEmail) {
    return (
      <AuthShell onBack={() => navigate('/')}>
        <Suspense fallback={<Spinner className="mx-auto my-16 [&_svg]:size-8" />}>
          <ConfirmEmailScreen isSignedIn={user !== null} />
        </Suspense>
      </AuthShell>
    );
  }
  if (isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
        <h1 className="font-semibold text-2xl tracking-tight">{t('errors.loadFailedTitle')}</h1>
        <p className="max-w-sm text-muted-foreground">{t('errors.loadFailedText')}</p>
        <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
      </main>
    );
  }
  if (!user) return <SignedOutRoutes />;

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SignedInApp user={user} />
    </Suspense>
  );
}
