import type { TSessionInfo } from '@rentfolio/contracts';
import { CircleAlert, LogOut, Monitor } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './api';

/** Signed-in devices (docs/product.md "Account"): each with Revoke, and Sign out everywhere else. */
export function SessionsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  function signOutOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => toast.success(t('account.sessions.revokedOthers', { count: revoked })),
      onError: () => toast.error(t('account.sessions.revokeFailed')),
    });
  }

  return (
    <Card className="gap-5" role="region" aria-labelledby={titleId}>
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {t('account.sessions.title')}
        </h2>
        <CardDescription>{t('account.sessions.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        {sessions.isPending ? (
          <Spinner label={t('account.sessions.loading')} />
        ) : sessions.isError ? (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <div className="flex flex-col items-start gap-2">
              <p>{t('account.sessions.loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          </Alert>
        ) : (
          <>
            <ul className="flex flex-col divide-y rounded-lg border" data-testid="sessions-list">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {others.length > 0 ? (
              <Button
                variant="outline"
                className="w-fit"
                onClick={signOutOthers}
                disabled={revokeOthers.isPending}
              >
                <LogOut aria-hidden="true" />
                {t('account.sessions.revokeOthers')}
              </Button>
            ) : (
              <p className="text-muted-foreground text-sm">{t('account.sessions.onlyThisDevice')}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: TSessionInfo }) {
  const { t } = useTranslation();
  const revoke = useRevokeSession();
  const device = t('account.sessions.device', {
    browser: session.browser ?? t('account.sessions.unknownBrowser'),
    os: session.os ?? t('account.sessions.unknownOs'),
  });
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {session.current ? <Badge variant="brand">{t('account.sessions.thisDevice')}</Badge> : null}
          </p>
          <p className="text-muted-foreground">
            {t('account.sessions.signedIn', { date: formatDateTime(session.createdAt) })}
          </p>
          <p className="text-muted-foreground">
            {t('account.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          aria-label={t('account.sessions.revokeLabel', { device })}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => toast.success(t('account.sessions.revokedTitle')),
              onError: () => toast.error(t('account.sessions.revokeFailed')),
            })
          }
        >
          {t('account.sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
