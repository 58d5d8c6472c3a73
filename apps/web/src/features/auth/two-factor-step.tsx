import { TWO_FACTOR_CODE_LENGTH } from '@rentfolio/contracts';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CodeInput } from '@/components/ui/code-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { useTwoFactorChallenge } from './use-auth';

export type TwoFactorStepProps = {
  /** Back to the password form: the challenge has ended, or the user chose to start again. */
  onRestart: (message?: string) => void;
};

/**
 * The second step of a sign-in with two-factor sign-in on: the authenticator's 6-digit code, or one backup code. A
 * wrong code can be tried again (five tries in five minutes); an expired or exhausted sign-in goes back to the
 * password form with the reason.
 */
export function TwoFactorStep({ onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const challenge = useTwoFactorChallenge();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();
  const hintId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const canSubmit = useBackup ? backupCode.trim().length > 0 : code.length === TWO_FACTOR_CODE_LENGTH;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || challenge.isPending) return;
    setError(null);
    challenge.mutate(useBackup ? { backupCode } : { code }, {
      onSuccess: () => {
        toast.success(t('auth.welcomeBackTitle'), { description: t('auth.welcomeBackText') });
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.body?.code === 'CHALLENGE_EXPIRED') {
          onRestart(t('auth.twoFactor.expired'));
          return;
        }
        const message =
          isApiError(failure) && failure.body?.code === 'INVALID_CODE'
            ? t('auth.twoFactor.invalidCode')
            : isApiError(failure) && (failure.status === 429 || failure.status === 400)
              ? translateMessage(getServerMessage(failure) ?? t('auth.twoFactor.failed'))
              : t('auth.twoFactor.failed');
        setError(message);
        setCode('');
        setBackupCode('');
        inputRef.current?.focus();
      },
    });
  }

  function toggleBackup() {
    setUseBackup((current) => !current);
    setError(null);
    setCode('');
    setBackupCode('');
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <>
      <CardHeader className="gap-2 text-center">
        <h1 ref={headingRef} tabIndex={-1} className="font-semibold text-2xl tracking-tight outline-none">
          {t('auth.twoFactor.title')}
        </h1>
        <CardDescription id={hintId}>
          {useBackup ? t('auth.twoFactor.backupText') : t('auth.twoFactor.text')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
          aria-busy={challenge.isPending}
        >
          {useBackup ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor="backupCode">{t('auth.twoFactor.backupCodeLabel')}</Label>
              <Input
                ref={inputRef}
                id="backupCode"
                name="backupCode"
                value={backupCode}
                onChange={(event) => setBackupCode(event.target.value.slice(0, 20))}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={t('auth.twoFactor.backupCodePlaceholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                readOnly={challenge.isPending}
              />
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <Label htmlFor="twoFactorCode">{t('auth.twoFactor.codeLabel')}</Label>
              <CodeInput
                ref={inputRef}
                id="twoFactorCode"
                name="code"
                value={code}
                onValueChange={setCode}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                readOnly={challenge.isPending}
              />
            </div>
          )}
          {error ? (
            <Alert variant="destructive" role="alert" id={errorId}>
              <CircleAlert aria-hidden="true" />
              <span>{error}</span>
            </Alert>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit || challenge.isPending}>
            {challenge.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {challenge.isPending ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
          </Button>
        </form>
        <div className="mt-6 flex flex-col items-center gap-2 text-sm">
          <Button variant="link" className="h-auto p-0" onClick={toggleBackup} disabled={challenge.isPending}>
            {useBackup ? t('auth.twoFactor.useAuthenticator') : t('auth.twoFactor.useBackupCode')}
          </Button>
          <Button
            variant="link"
            className="h-auto p-0 text-muted-foreground"
            onClick={() => onRestart()}
            disabled={challenge.isPending}
          >
            {t('auth.twoFactor.backToSignIn')}
          </Button>
        </div>
      </CardContent>
    </>
  );
}
