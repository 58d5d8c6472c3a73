import '@/i18n/panel-strings';
import {
  EMAIL_CONFIRMATION_MESSAGES,
  type TConfirmEmailResponse,
  ZConfirmEmailRequest,
} from '@rentfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, MailCheck, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { translateMessage } from '@/i18n/translate-message';
import { apiRequest, isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { cn } from '@/lib/utils';
import { AUTH_USER_QUERY_KEY } from './use-auth';

/**
 * POST /api/auth/confirm-email: the link's token confirms its address, with or without a session. The signed-in
 * user is read again afterwards, so that the app shows the address confirmed (or the new one in use).
 */
function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<TConfirmEmailResponse>('POST', '/api/auth/confirm-email', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
  });
}

export type ConfirmEmailPanelProps = {
  /** The `token` of the link, or null when the address has none. */
  token: string | null;
  /** Where Continue leads, and its label: the Account page when signed in, the sign-in panel otherwise. */
  continueTo: { href: string; label: string };
};

/**
 * The page behind the link of a confirmation e-mail (docs/product.md "E-mail"): it sends the token once on opening
 * (React's development double effects included), shows that it is checking, then the confirmed address or the
 * server's reason in the user's language (used or replaced, expired, the new address taken meanwhile). A link that
 * cannot be a token is refused here without a call; a network failure offers Try again.
 */
export function ConfirmEmailPanel({ token, continueTo }: ConfirmEmailPanelProps) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  const sentToken = useRef<string | null>(null);
  const isWellFormed = token !== null && token !== '' && ZConfirmEmailRequest.safeParse({ token }).success;

  useEffect(() => {
    if (!isWellFormed || token === null || sentToken.current === token) return;
    sentToken.current = token;
    confirm.mutate(token);
  }, [isWellFormed, token, confirm.mutate]);

  const isChecking = isWellFormed && (confirm.isIdle || confirm.isPending);
  const failure = !isWellFormed
    ? translateMessage(EMAIL_CONFIRMATION_MESSAGES.linkInvalid)
    : confirm.isError
      ? refusalText(confirm.error)
      : null;
  const canRetry = confirm.isError && failure === null;
  const isFailed = !isWellFormed || confirm.isError;

  const title = isChecking
    ? t('confirmEmail.checkingTitle')
    : isFailed
      ? t('confirmEmail.failedTitle')
      : t('confirmEmail.confirmedTitle');
  const Icon = isChecking ? LoaderCircle : isFailed ? CircleAlert : MailCheck;

  return (
    <Card className="gap-5 shadow-lg shadow-primary/5" data-testid="confirm-email-panel">
      <CardHeader className="items-center gap-2 text-center">
        <span
          aria-hidden="true"
          className={cn(
            'mb-1 inline-flex size-11 items-center justify-center rounded-full',
            isFailed ? 'bg-destructive/10 text-destructive' : 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className={cn('size-5', isChecking && 'animate-spin')} />
        </span>
        <h1 tabIndex={-1} className="font-semibold text-2xl tracking-tight outline-none">
          {title}
        </h1>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div role="status" className="flex flex-col gap-3" data-testid="confirm-email-result">
          {isChecking ? (
            <p className="text-center text-muted-foreground">{t('confirmEmail.checkingText')}</p>
          ) : null}
          {confirm.isSuccess ? (
            <div className="flex flex-col gap-1 text-center">
              <p>{translateMessage(confirm.data.message)}</p>
              <p className="break-words font-semibold" data-testid="confirmed-address">
                {confirm.data.email}
              </p>
              <p className="text-muted-foreground text-sm">{t('confirmEmail.confirmedAddress')}</p>
            </div>
          ) : null}
          {isFailed ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <span className="min-w-0 break-words">{failure ?? t('confirmEmail.networkFailed')}</span>
            </Alert>
          ) : null}
        </div>
        {canRetry && token !== null ? (
          <Button variant="outline" size="lg" className="w-full" onClick={() => confirm.mutate(token)}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        ) : null}
        {isChecking ? null : (
          <Button asChild size="lg" className="w-full">
            <Link href={continueTo.href}>{continueTo.label}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The server's reason for a refusal (400: used, replaced or expired; 409: the address taken), else null. */
function refusalText(error: unknown): string | null {
  const message = getServerMessage(error);
  return message && isApiError(error) && (error.status === 400 || error.status === 409)
    ? translateMessage(message)
    : null;
}
