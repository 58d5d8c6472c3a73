import { type TTwoFactorSetupResponse, TWO_FACTOR_CODE_LENGTH } from '@rentfolio/contracts';
import { CircleAlert, Download, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
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
import { translateMessage } from '@/i18n/translate-message';
import { getServerMessage, isApiError } from '@/lib/api';
import { useRefreshStatus, useTwoFactorDisable, useTwoFactorSetup, useTwoFactorVerify } from './api';
import { CopyButton } from './copy-button';

type TwoFactorDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; isEnabled: boolean };

/**
 * The two-factor modal (docs/product.md "Two-factor sign-in"): set-up, then verify, then the backup codes, when it is
 * off; turning it off (password and a current code) when it is on. On success the modal closes and the status is
 * read again in place.
 */
export function TwoFactorDialog({ open, onOpenChange, isEnabled }: TwoFactorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <DialogBody isEnabled={isEnabled} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/**
 * What the modal does is fixed when it opens: the status read again after a change (it is off once turned off) must
 * not swap the step on screen for a new set-up before the modal has closed.
 */
function DialogBody({ isEnabled, onDone }: { isEnabled: boolean; onDone: () => void }) {
  const [isManaging] = useState(isEnabled);
  return isManaging ? <ManageTwoFactor onDone={onDone} /> : <SetUpTwoFactor onDone={onDone} />;
}

function SetUpTwoFactor({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const refresh = useRefreshStatus();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const { mutate: startSetup } = setup;

  // The secret is made when the dialog opens; nothing is on until a code from it is verified.
  useEffect(() => {
    startSetup(undefined, {
      onError: () =>
        toast.error(t('twoFactor.setupFailedTitle'), { description: t('twoFactor.setupFailedText') }),
    });
  }, [startSetup, t]);

  if (backupCodes) {
    return (
      <BackupCodes
        codes={backupCodes}
        onSaved={() => {
          void refresh();
          onDone();
        }}
      />
    );
  }

  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>{t('twoFactor.setupTitle')}</DialogTitle>
        <DialogDescription>{t('twoFactor.setupText')}</DialogDescription>
      </DialogHeader>
      {setup.isPending || setup.isIdle ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('twoFactor.preparing')} />
        </div>
      ) : setup.isError ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <div className="flex flex-col items-start gap-2">
            <p>{t('twoFactor.setupFailedText')}</p>
            <Button variant="outline" size="sm" onClick={() => startSetup()}>
              {t('twoFactor.retry')}
            </Button>
          </div>
        </Alert>
      ) : (
        <VerifyStep setup={setup.data} onVerified={setBackupCodes} onCancel={onDone} />
      )}
    </DialogContent>
  );
}

/** The secret as an app shows it: groups of four, easier to type and to compare. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

type VerifyStepProps = {
  setup: TTwoFactorSetupResponse;
  onVerified: (backupCodes: string[]) => void;
  onCancel: () => void;
};

function VerifyStep({ setup, onVerified, onCancel }: VerifyStepProps) {
  const { t } = useTranslation();
  const verify = useTwoFactorVerify();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  // The server's SVG is shown as an image, never inserted as markup: an <img> runs no script.
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCode)}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.length !== TWO_FACTOR_CODE_LENGTH || verify.isPending) return;
    setError(null);
    verify.mutate(code, {
      onSuccess: ({ backupCodes }) => {
        toast.success(t('twoFactor.enabledTitle'), { description: t('twoFactor.enabledText') });
        onVerified(backupCodes);
      },
      onError: (failure) => {
        const isWrongCode = isApiError(failure) && failure.body?.code === 'INVALID_CODE';
        const serverMessage = getServerMessage(failure);
        setError(
          isWrongCode || !serverMessage ? t('twoFactor.verifyFailedText') : translateMessage(serverMessage),
        );
        toast.error(t('twoFactor.verifyFailedTitle'), { description: t('twoFactor.verifyFailedText') });
        setCode('');
        inputRef.current?.focus();
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={verify.isPending}>
      <img
        src={qrSource}
        alt={t('twoFactor.qrAlt')}
        className="mx-auto size-48 rounded-lg bg-white p-2"
        data-testid="two-factor-qr"
      />
      <div className="flex flex-col gap-2 rounded-lg bg-muted p-3">
        <p className="font-medium text-sm">{t('twoFactor.manualTitle')}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex flex-col gap-0.5">
            <span className="sr-only">{t('twoFactor.secretLabel')}</span>
            <code className="break-all font-mono text-sm" data-testid="two-factor-secret">
              {groupSecret(setup.secret)}
            </code>
          </p>
          <CopyButton text={setup.secret} label={t('twoFactor.copy')} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="two-factor-setup-code">{t('twoFactor.codeLabel')}</Label>
        <CodeInput
          ref={inputRef}
          id="two-factor-setup-code"
          name="code"
          value={code}
          onValueChange={setCode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className="text-muted-foreground text-xs">
          {t('twoFactor.codeHint')}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="font-medium text-destructive text-xs">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
        <Button type="submit" disabled={code.length !== TWO_FACTOR_CODE_LENGTH || verify.isPending}>
          {verify.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Shown once: the codes are stored hashed. Only 'I've Saved My Codes' closes it, so they are not lost by a stray click. */
function BackupCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const text = codes.join('\n');

  function download() {
    const file = new Blob([`${t('twoFactor.downloadFileHeading')}\n\n${text}\n`], { type: 'text/plain' });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rentfolio-backup-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <DialogContent
      className="max-w-md"
      showCloseButton={false}
      onEscapeKeyDown={(event) => event.preventDefault()}
      onInteractOutside={(event) => event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>{t('twoFactor.backupTitle')}</DialogTitle>
        <DialogDescription>{t('twoFactor.backupText')}</DialogDescription>
      </DialogHeader>
      <ul
        id={listId}
        aria-label={t('twoFactor.backupListLabel')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label={t('twoFactor.copyAll')} />
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t('twoFactor.download')}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onSaved}>
          {t('twoFactor.saved')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function ManageTwoFactor({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useTwoFactorDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disable.isPending) return;
    setError(null);
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          toast.success(t('twoFactor.disabledTitle'), { description: t('twoFactor.disabledText') });
          onDone();
        },
        onError: (failure) => {
          const serverMessage = getServerMessage(failure);
          setError(
            isApiError(failure) && failure.status < 500 && serverMessage
              ? translateMessage(serverMessage)
              : t('twoFactor.disableFailed'),
          );
          setCode('');
        },
      },
    );
  }

  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>{t('twoFactor.manageTitle')}</DialogTitle>
        <DialogDescription>{t('twoFactor.manageText')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={disable.isPending}>
        <div className="flex flex-col gap-1">
          <h3 className="font-medium text-sm">{t('twoFactor.disableTitle')}</h3>
          <p className="text-muted-foreground text-sm">{t('twoFactor.disableText')}</p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="two-factor-disable-password">{t('twoFactor.password')}</Label>
          <Input
            id="two-factor-disable-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...aria}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="two-factor-disable-code">{t('twoFactor.code')}</Label>
          <CodeInput id="two-factor-disable-code" value={code} onValueChange={setCode} {...aria} />
        </div>
        {error ? (
          <Alert variant="destructive" role="alert" id={errorId}>
            <CircleAlert aria-hidden="true" />
            <p>{error}</p>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('twoFactor.close')}
          </Button>
          <Button
            type="submit"
            variant="destructive"
            disabled={password === '' || code.length !== TWO_FACTOR_CODE_LENGTH || disable.isPending}
          >
            {disable.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {disable.isPending ? t('twoFactor.disabling') : t('twoFactor.disable')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
