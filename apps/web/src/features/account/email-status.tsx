import type { TUser } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { translateReportMessage } from '@/features/reports';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { cn } from '@/lib/utils';
import { useCancelEmailChange, useRefreshUser, useSendConfirmationLink } from './api';

// The e-mail address's confirmation on the Profile tab (docs/product.md "E-mail"): Rentfolio mails an address only
// once the signed link sent to it was opened, and a new address waits for its own link while the confirmed one stays.

type TAnswer = { isError: boolean; text: string };

/**
 * A sending answer in the user's language: REPORT_MESSAGES and "… is on its way to …" (the send answers like a
 * report), else the contracts' other tables (EMAIL_CONFIRMATION_MESSAGES: "already confirmed", say).
 */
function translateSendAnswer(message: string, t: TFunction): string {
  const translated = translateReportMessage(message, t);
  return translated !== message ? translated : translateMessage(message);
}

/** The server's words for a failed call (a 4xx says why), else `fallback`. */
function failureText(error: unknown, fallback: string, t: TFunction): string {
  const message = getServerMessage(error);
  return message && isApiError(error) && error.status < 500 ? translateSendAnswer(message, t) : fallback;
}

/** POST /api/user/email/confirmation with its answer kept to show; a 400 means the status shown is out of date. */
function useLinkSender() {
  const { t } = useTranslation();
  const send = useSendConfirmationLink();
  const refreshUser = useRefreshUser();
  const [answer, setAnswer] = useState<TAnswer | null>(null);

  function handleSend() {
    setAnswer(null);
    send.mutate(undefined, {
      onSuccess: (result) =>
        setAnswer({
          isError: !result.success,
          text: result.message ? translateSendAnswer(result.message, t) : t('account.emailStatus.linkFailed'),
        }),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) void refreshUser();
        setAnswer({ isError: true, text: failureText(error, t('account.emailStatus.linkFailed'), t) });
      },
    });
  }

  return { handleSend, isPending: send.isPending, answer };
}

/** The answer to a send, in a live region that is always there, so that a screen reader reads each new answer. */
function SendAnswer({ answer, testId }: { answer: TAnswer | null; testId: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className={cn(
        'break-words text-xs',
        answer?.isError ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {answer?.text ?? ''}
    </p>
  );
}

export type EmailStatusProps = {
  user: TUser;
  /** The id of the status badge, which the e-mail field is described by. */
  badgeId: string;
};

/** Beside the e-mail field: Confirmed, or Not confirmed with Send confirmation link and the server's answer. */
export function EmailStatus({ user, badgeId }: EmailStatusProps) {
  const { t } = useTranslation();
  const sender = useLinkSender();
  const isConfirmed = user.emailConfirmed;
  const Icon = isConfirmed ? CircleCheck : CircleAlert;
  return (
    <div className="flex flex-col gap-1.5" data-testid="email-status">
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          id={badgeId}
          data-testid="email-status-badge"
          className={cn(
            'border-transparent',
            isConfirmed
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
          )}
        >
          <Icon aria-hidden="true" />
          {isConfirmed ? t('account.emailStatus.confirmed') : t('account.emailStatus.notConfirmed')}
        </Badge>
        {isConfirmed ? null : (
          <Button variant="outline" size="sm" onClick={sender.handleSend} disabled={sender.isPending}>
            {sender.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {sender.isPending ? t('account.emailStatus.sending') : t('account.emailStatus.sendLink')}
          </Button>
        )}
      </div>
      {isConfirmed ? null : (
        <p className="text-muted-foreground text-xs">{t('account.emailStatus.notConfirmedHint')}</p>
      )}
      <SendAnswer answer={sender.answer} testId="email-status-answer" />
    </div>
  );
}

/**
 * A new address waiting for its link: the sentence that the confirmed one stays in use, Send the link again and Cancel
 * the change. Cancelling removes the notice, so the focus goes to the e-mail field rather than to nowhere.
 */
export function PendingEmailNotice({ user, pendingEmail }: { user: TUser; pendingEmail: string }) {
  const { t } = useTranslation();
  const sender = useLinkSender();
  const cancel = useCancelEmailChange();
  const refreshUser = useRefreshUser();

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: (saved) => {
        document.getElementById('profile-email')?.focus();
        toast.success(t('account.emailStatus.cancelledTitle'), {
          description: t('account.emailStatus.cancelledText', { email: saved.email }),
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400) void refreshUser();
        toast.error(failureText(error, t('account.emailStatus.cancelFailed'), t));
      },
    });
  }

  const isBusy = sender.isPending || cancel.isPending;
  return (
    <Alert variant="info" data-testid="pending-email-notice">
      <Clock aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="break-words text-foreground">
          {t('account.emailStatus.pending', { pending: pendingEmail, email: user.email })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={sender.handleSend} disabled={isBusy}>
            {sender.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {sender.isPending ? t('account.emailStatus.sending') : t('account.emailStatus.sendAgain')}
          </Button>
          <Button variant="outline" size="sm" onClick={handleCancel} disabled={isBusy}>
            {cancel.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Undo2 aria-hidden="true" />
            )}
            {cancel.isPending ? t('account.emailStatus.cancelling') : t('account.emailStatus.cancelChange')}
          </Button>
        </div>
        <SendAnswer answer={sender.answer} testId="pending-email-answer" />
      </div>
    </Alert>
  );
}
