import { EMAIL_MESSAGES } from '@rentfolio/contracts';
import { LoaderCircle, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { translateReportMessage } from '@/features/reports';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { emailMessageKey } from './analytics-model';
import { useSendPortfolioUpdate } from './api';

/**
 * Email Report: asks the server to e-mail the portfolio update. Sent: 'Email Sent!' with the server's message; not
 * sent (no mail service): 'Email Service Setup Required' with the server's reason, as an error; a failed call: an error.
 */
export function EmailReportButton() {
  const { t } = useTranslation();
  const send = useSendPortfolioUpdate();

  function handleClick() {
    send.mutate(undefined, {
      onSuccess: (answer) => {
        const key = emailMessageKey(answer.message, EMAIL_MESSAGES);
        // The server's other sentences ("Your portfolio update is on its way to …") in the user's language too.
        const message = key
          ? t(`analytics.email.messages.${key}`)
          : translateReportMessage(answer.message, t);
        if (answer.success) toast.success(t('analytics.email.sentTitle'), { description: message });
        else toast.error(t('analytics.email.setupTitle'), { description: message });
      },
      onError: (error) => {
        // Over the hourly e-mail limit (429) the server says so; any other failure is the product's error.
        const limited = isApiError(error) && error.status === 429 ? getServerMessage(error) : null;
        toast.error(t('analytics.email.failedTitle'), {
          description: limited ? translateReportMessage(limited, t) : t('analytics.email.failedText'),
        });
      },
    });
  }

  return (
    <Button onClick={handleClick} disabled={send.isPending}>
      {send.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <Mail aria-hidden="true" />
      )}
      {send.isPending ? t('analytics.email.sending') : t('analytics.email.button')}
    </Button>
  );
}
