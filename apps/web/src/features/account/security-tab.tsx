import type { TUser } from '@rentfolio/contracts';
import { CircleAlert, Download, LoaderCircle, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TwoFactorDialog, useTwoFactorStatus } from '@/features/two-factor';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { DATA_EXPORT_URL, useDeleteAccount } from './api';
import { PasswordForm } from './password-form';
import { SessionsCard } from './sessions-card';

/** The Security tab (docs/product.md "Account"): password, two-factor sign-in, devices, the data, deleting it all. */
export function SecurityTab({ user }: { user: TUser }) {
  return (
    <div className="flex flex-col gap-6">
      <PasswordForm />
      <TwoFactorCard />
      <SessionsCard />
      <DataCard />
      {user.role === 'admin' ? null : <DeleteAccountCard isTwoFactorOn={user.twoFactorEnabled} />}
    </div>
  );
}

function SectionCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card className="gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {title}
        </h2>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** Two-factor status with Enable or Manage, opening the two-factor modal; shared with /settings. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [isOpen, setIsOpen] = useState(false);
  const isEnabled = status.data?.enabled === true;
  return (
    <SectionCard title={t('account.twoFactor.title')} text={t('account.twoFactor.text')}>
      {status.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : status.isError ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <div className="flex flex-col items-start gap-2">
            <p>{t('errors.screenLoadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-0.5">
            <p className="flex items-center gap-2 font-medium text-sm" data-testid="two-factor-status">
              {isEnabled ? (
                <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
              ) : (
                <ShieldOff className="size-5 text-muted-foreground" aria-hidden="true" />
              )}
              {isEnabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}
            </p>
            {isEnabled ? (
              <p className="text-muted-foreground text-sm">
                {t('account.twoFactor.backupRemaining', { count: status.data.backupCodesRemaining })}
              </p>
            ) : null}
          </div>
          <Button variant={isEnabled ? 'outline' : 'default'} size="sm" onClick={() => setIsOpen(true)}>
            {isEnabled ? t('account.twoFactor.manage') : t('account.twoFactor.enable')}
          </Button>
        </div>
      )}
      <TwoFactorDialog open={isOpen} onOpenChange={setIsOpen} isEnabled={isEnabled} />
    </SectionCard>
  );
}

function DataCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('account.data.title')} text={t('account.data.text')}>
      <Button asChild variant="outline" className="w-fit">
        <a href={DATA_EXPORT_URL} download>
          <Download aria-hidden="true" />
          {t('account.data.download')}
        </a>
      </Button>
    </SectionCard>
  );
}

function DeleteAccountCard({ isTwoFactorOn }: { isTwoFactorOn: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SectionCard title={t('account.deletion.title')} text={t('account.deletion.text')}>
      <Button variant="destructive" className="w-fit" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('account.deletion.open')}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        {isOpen ? (
          <DeleteAccountDialog isTwoFactorOn={isTwoFactorOn} onCancel={() => setIsOpen(false)} />
        ) : null}
      </Dialog>
    </SectionCard>
  );
}

/** A six-digit entry is an authenticator code; anything else is taken as a backup code. */
function secondFactor(text: string): { code?: string; backupCode?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  return /^\d{6}$/.test(trimmed) ? { code: trimmed } : { backupCode: trimmed };
}

function DeleteAccountDialog({ isTwoFactorOn, onCancel }: { isTwoFactorOn: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteAccount();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deletion.isPending) return;
    setError(null);
    deletion.mutate(
      { password, ...secondFactor(factor) },
      {
        onSuccess: () => {
          // Signed out now: the landing page, not this address (which a signed-out visitor cannot see).
          navigate('/', { replace: true });
          toast.success(t('account.deletion.deletedTitle'), {
            description: t('account.deletion.deletedText'),
          });
        },
        onError: (failure) => {
          const serverMessage = getServerMessage(failure);
          setError(
            isApiError(failure) && failure.status < 500 && serverMessage
              ? translateMessage(serverMessage)
              : t('account.deletion.failed'),
          );
        },
      },
    );
  }

  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>{t('account.deletion.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('account.deletion.dialogText')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={deletion.isPending}>
        <div className="flex flex-col gap-2">
          <Label htmlFor="delete-password">{t('account.deletion.password')}</Label>
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...aria}
          />
        </div>
        {isTwoFactorOn ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="delete-code">{t('account.deletion.code')}</Label>
            <Input
              id="delete-code"
              value={factor}
              onChange={(event) => setFactor(event.target.value.slice(0, 20))}
              autoComplete="one-time-code"
              spellCheck={false}
              aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
            />
            <p id={hintId} className="text-muted-foreground text-xs">
              {t('account.deletion.codeHint')}
            </p>
          </div>
        ) : null}
        {error ? (
          <Alert variant="destructive" role="alert" id={errorId}>
            <CircleAlert aria-hidden="true" />
            <p>{error}</p>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('account.deletion.cancel')}
          </Button>
          <Button
            type="submit"
            variant="destructive"
            disabled={password === '' || (isTwoFactorOn && factor.trim() === '') || deletion.isPending}
          >
            {deletion.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {deletion.isPending ? t('account.deletion.deleting') : t('account.deletion.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
