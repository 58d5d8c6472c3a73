import { QueryClientProvider } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { Route, Switch } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { CurrentUserProvider } from '@/features/auth/current-user';
import { SignedOutView } from '@/features/auth/signed-out-view';
import { useAuth } from '@/features/auth/use-auth';
import { queryClient } from '@/lib/query-client';
import { CheckoutPage } from '@/routes/checkout-page';
import { NotFoundPage } from '@/routes/not-found-page';
import { SubscriptionPage } from '@/routes/subscription-page';

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <Root />
      <Toaster
        position="top-center"
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </QueryClientProvider>
  );
}

/** Spinner while the auth status loads, the landing page when signed out, the app when signed in (spec §2). */
function Root() {
  const { t } = useTranslation();
  const { user, isLoading, isError, refetch } = useAuth();

  if (isLoading) return <FullPageSpinner />;
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
  if (!user) return <SignedOutView />;

  return (
    <CurrentUserProvider user={user}>
      <AppLayout user={user}>
        <Switch>
          <Route path="/checkout" component={CheckoutPage} />
          <Route path="/subscription" component={SubscriptionPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </AppLayout>
    </CurrentUserProvider>
  );
}
