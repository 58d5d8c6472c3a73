import type { TReportResponse, TReportStatus } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import {
  CircleCheck,
  CircleX,
  Clock,
  ExternalLink,
  FlaskConical,
  LoaderCircle,
  Mail,
  MailWarning,
  Send,
  TriangleAlert,
  UserRound,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { SectionError, SectionLoading } from '@/components/section-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { PREVIEW_URLS, useReportStatus, useSendMonthlyReport, useSendTestReport } from './api';
import { translateReportMessage } from './report-messages';

type TLastReport = NonNullable<TReportStatus['lastReport']>;

/** Each delivery state's icon and colours (text at least 4.5:1 on its tint, in light and dark mode). */
const STATUS_STYLES: Record<TLastReport['status'], { icon: typeof Clock; className: string }> = {
  queued: { icon: Clock, className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300' },
  sending: { icon: LoaderCircle, className: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300' },
  sent: {
    icon: CircleCheck,
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  },
  failed: { icon: CircleX, className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300' },
};

/** The 429 of the hourly limit carries a sentence for the user; any other failure is a plain error. */
function rateLimitMessage(error: unknown): string | null {
  return isApiError(error) && error.status === 429 ? getServerMessage(error) : null;
}

/**
 * The Monthly Portfolio Reports card (docs/product.md "Screens" (Dashboard), "E-mail"): what the report holds,
 * whether the monthly e-mail is on (changed in Settings), the last report and its delivery, followed while it is
 * queued or sending; Send Now, the two previews (each in a new tab) and Send Test Report, with the product's toasts
 * (docs/product.md "Messages" (Monthly report)). Without a mail service the card says so, and the buttons stay:
 * a send then answers why nothing was sent. With one, while the user's address is unconfirmed (mail goes to confirmed
 * addresses only), the card says so and leads to the Account page instead of offering sends that would be refused.
 */
export function MonthlyReportsCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const titleId = useId();
  const newTabId = useId();
  const status = useReportStatus();
  const sendMonthly = useSendMonthlyReport();
  const sendTest = useSendTestReport();
  /** The server's last word on why a send did not happen, shown in the set-up note. */
  const [refusal, setRefusal] = useState<string | null>(null);

  function messageOf(answer: TReportResponse): string {
    return answer.message ? translateReportMessage(answer.message, t) : '';
  }

  function handleSendNow() {
    sendMonthly.mutate(undefined, {
      onSuccess: (answer) => {
        const message = messageOf(answer);
        if (answer.success) {
          toast.success(t('reports.monthly.sentTitle'), {
            description: message || t('reports.monthly.sentText'),
          });
          return;
        }
        if (message) setRefusal(message);
        toast.error(t('reports.monthly.failedTitle'), {
          description: message || t('reports.monthly.failedText'),
        });
      },
      onError: (error) => {
        const limited = rateLimitMessage(error);
        if (limited)
          toast.error(t('reports.monthly.failedTitle'), { description: translateReportMessage(limited, t) });
        else toast.error(t('reports.monthly.errorTitle'), { description: t('reports.monthly.errorText') });
      },
    });
  }

  function handleSendTest() {
    sendTest.mutate(undefined, {
      onSuccess: (answer) => {
        const message = messageOf(answer);
        if (answer.success) {
          toast.success(t('reports.monthly.testSentTitle'), message ? { description: message } : undefined);
          return;
        }
        if (message) setRefusal(message);
        toast.error(t('reports.monthly.testFailed'), message ? { description: message } : undefined);
      },
      onError: (error) => {
        const limited = rateLimitMessage(error);
        toast.error(
          t('reports.monthly.testFailed'),
          limited ? { description: translateReportMessage(limited, t) } : undefined,
        );
      },
    });
  }

  const data = status.data;
  const needsConfirmation = data?.configured === true && !user.emailConfirmed;

  return (
    <Card aria-labelledby={titleId} role="region" className="h-full gap-5" data-testid="monthly-reports-card">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground"
          >
            <Mail className="size-4" />
          </span>
          {t('reports.monthly.title')}
        </CardTitle>
        <CardDescription>{t('reports.monthly.text')}</CardDescription>
      </CardHeader>

      <CardContent className="flex flex-col gap-4 px-5 sm:px-6">
        {status.isPending ? (
          <SectionLoading label={t('reports.monthly.statusLoading')} />
        ) : status.isError || !data ? (
          <SectionError
            message={t('reports.monthly.statusFailed')}
            retryLabel={t('reports.monthly.retryStatus')}
            onRetry={() => void status.refetch()}
          />
        ) : (
          <>
            {data.configured ? null : (
              <Alert variant="destructive" data-testid="reports-setup-note">
                <TriangleAlert aria-hidden="true" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="font-semibold">{t('reports.monthly.setupTitle')}</p>
                  <p className="break-words text-foreground" data-testid="reports-setup-message">
                    {refusal ?? t('reports.messages.notConfigured')}
                  </p>
                </div>
              </Alert>
            )}
            {needsConfirmation ? (
              <Alert variant="info" data-testid="reports-confirm-note">
                <MailWarning aria-hidden="true" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="font-semibold">{t('reports.monthly.notConfirmedTitle')}</p>
                  <p className="break-words text-foreground">
                    {t('reports.monthly.notConfirmedText', { email: user.email })}
                  </p>
                </div>
              </Alert>
            ) : null}
            <ReportFacts status={data} />
          </>
        )}
      </CardContent>

      <CardFooter className="mt-auto flex flex-col items-stretch gap-2 px-5 sm:px-6">
        {needsConfirmation ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href="/account">
                <UserRound aria-hidden="true" />
                {t('reports.monthly.openAccount')}
              </Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={handleSendNow} disabled={sendMonthly.isPending}>
              {sendMonthly.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {sendMonthly.isPending ? t('reports.monthly.sending') : t('reports.monthly.sendNow')}
            </Button>
            <Button variant="outline" onClick={handleSendTest} disabled={sendTest.isPending}>
              {sendTest.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <FlaskConical aria-hidden="true" />
              )}
              {sendTest.isPending ? t('reports.monthly.sendingTest') : t('reports.monthly.sendTest')}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <PreviewLink href={PREVIEW_URLS.positive} describedBy={newTabId}>
            {t('reports.monthly.preview')}
          </PreviewLink>
          <PreviewLink href={PREVIEW_URLS.negative} describedBy={newTabId}>
            {t('reports.monthly.previewNegative')}
          </PreviewLink>
        </div>
        <span id={newTabId} hidden>
          {t('reports.monthly.opensInNewTab')}
        </span>
      </CardFooter>
    </Card>
  );
}

function PreviewLink({
  href,
  describedBy,
  children,
}: {
  href: string;
  describedBy: string;
  children: string;
}) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={href} target="_blank" rel="noopener" aria-describedby={describedBy}>
        {children}
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

/** Whether the monthly e-mail is on, and the last report with its delivery. */
function ReportFacts({ status }: { status: TReportStatus }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-3 rounded-lg bg-muted/60 px-4 py-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-medium text-muted-foreground">{t('reports.monthly.emailsLabel')}</dt>
      <dd className="flex min-w-0 flex-col gap-0.5" data-testid="reports-monthly-emails">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span
            className={cn(
              'font-semibold',
              status.emailNotifications ? 'text-emerald-800 dark:text-emerald-300' : 'text-muted-foreground',
            )}
          >
            {status.emailNotifications ? t('reports.monthly.emailsOn') : t('reports.monthly.emailsOff')}
          </span>
          <Link
            href="/settings"
            className="rounded-sm text-foreground underline underline-offset-2 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {t('reports.monthly.changeInSettings')}
          </Link>
        </span>
        <span className="text-muted-foreground text-xs">
          {status.emailNotifications ? t('reports.monthly.emailsOnText') : t('reports.monthly.emailsOffText')}
        </span>
      </dd>

      <dt className="font-medium text-muted-foreground">{t('reports.monthly.lastLabel')}</dt>
      <dd className="min-w-0" aria-live="polite" data-testid="reports-last-report">
        {status.lastReport ? (
          <LastReport report={status.lastReport} />
        ) : (
          <span>{t('reports.monthly.none')}</span>
        )}
      </dd>
    </dl>
  );
}

function deliveryText(report: TLastReport, t: TFunction): string {
  if (report.status === 'queued' && report.attempts > 0)
    return t('reports.monthly.retrying', { count: report.attempts });
  if (report.status === 'failed' && report.attempts > 0)
    return t('reports.monthly.failedAfter', { count: report.attempts });
  return t(`reports.monthly.statuses.${report.status}`);
}

function LastReport({ report }: { report: TLastReport }) {
  const { t } = useTranslation();
  const when = report.status === 'sent' && report.sentAt ? report.sentAt : report.createdAt;
  const style = STATUS_STYLES[report.status];
  const Icon = style.icon;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>
        {t(`reports.monthly.kinds.${report.kind}`)}
        {' · '}
        <time dateTime={when} title={formatDateTime(when)} data-testid="reports-last-date">
          {formatDate(when)}
        </time>
      </span>
      <span
        data-testid="reports-last-status"
        data-status={report.status}
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs',
          style.className,
        )}
      >
        <Icon className={cn('size-3.5', report.status === 'sending' && 'animate-spin')} aria-hidden="true" />
        {deliveryText(report, t)}
      </span>
    </span>
  );
}
