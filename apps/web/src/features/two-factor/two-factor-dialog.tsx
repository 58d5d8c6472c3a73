import { type TTwoFactorSetupResponse, TWO_FACTOR_CODE_LENGTH } from '@rentfolio/contracts';
import { CircleAlert, Download, Info, KeyRound, LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
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
import { Input, type InputProps } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { getServerMessage, getValidationDetails } from '@/lib/api-errors';
import {
  useRefreshStatus,
  useReplaceBackupCodes,
  useTwoFactorDisable,
  useTwoFactorSetup,
  useTwoFactorStatus,
  useTwoFactorVerify,
} from './api';
import { CopyButton } from './copy-button';
import { useTwoFactorMessage } from './messages';

type TwoFactorDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; isEnabled: boolean };

/**
 * The two-factor modal (docs/product.md "Two-factor sign-in"): set-up, then verify (a code and the password), then the
 * backup codes, when it is off; when it is on, new backup codes in place of the old ones, or turning it off (each with
 * the password and a current code). On success the status is read again in place.
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

/** Ids of a field's hint and error, and the attributes that tie them to its control. */
type FieldAria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A label, its control, a hint and an error (announced as it appears), tied together for assistive technology. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null | undefined;
  children: (aria: FieldAria) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The account's password, as every two-factor change asks for it. */
function PasswordInput({
  inputRef,
  onValueChange,
  ...props
}: Omit<InputProps, 'type' | 'onChange' | 'ref'> & {
  inputRef?: RefObject<HTMLInputElement | null>;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Input
      ref={inputRef}
      name="password"
      autoComplete="current-password"
      maxLength={1024}
      {...props}
      type="password"
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

type VerifyStepProps = {
  setup: TTwoFactorSetupResponse;
  onVerified: (backupCodes: string[]) => void;
  onCancel: () => void;
};

function VerifyStep({ setup, onVerified, onCancel }: VerifyStepProps) {
  const { t } = useTranslation();
  const verify = useTwoFactorVerify();
  const translate = useTwoFactorMessage();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The server's SVG is shown as an image, never inserted as markup: an <img> runs no script.
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCode)}`;
  const isComplete = code.length === TWO_FACTOR_CODE_LENGTH && password !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || verify.isPending) return;
    setError(null);
    setPasswordError(null);
    verify.mutate(
      { code, password },
      {
        onSuccess: ({ backupCodes }) => {
          toast.success(t('twoFactor.enabledTitle'), { description: t('twoFactor.enabledText') });
          onVerified(backupCodes);
        },
        onError: (failure) => {
          // The password is checked first: the code was not used, and stays for the next try.
          const wrongPassword = getValidationDetails(failure)?.password;
          if (wrongPassword) {
            const message = translate(wrongPassword);
            setPasswordError(message);
            toast.error(t('twoFactor.verifyFailedTitle'), { description: message });
            passwordRef.current?.focus();
            passwordRef.current?.select();
            return;
          }
          const isWrongCode = isApiError(failure) && failure.body?.code === 'INVALID_CODE';
          const serverMessage = getServerMessage(failure);
          setError(
            isWrongCode || !serverMessage ? t('twoFactor.verifyFailedText') : translate(serverMessage),
          );
          toast.error(t('twoFactor.verifyFailedTitle'), { description: t('twoFactor.verifyFailedText') });
          setCode('');
          inputRef.current?.focus();
        },
      },
    );
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
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="two-factor-setup-code"
          label={t('twoFactor.codeLabel')}
          hint={t('twoFactor.codeHint')}
          error={error}
        >
          {(aria) => <CodeInput ref={inputRef} {...aria} name="code" value={code} onValueChange={setCode} />}
        </Field>
        <Field
          id="two-factor-setup-password"
          label={t('twoFactor.password')}
          hint={t('twoFactor.setupPasswordHint')}
          error={passwordError}
        >
          {(aria) => (
            <PasswordInput
              inputRef={passwordRef}
              {...aria}
              value={password}
              onValueChange={(value) => {
                setPassword(value);
                setPasswordError(null);
              }}
            />
          )}
        </Field>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
        <Button type="submit" disabled={!isComplete || verify.isPending}>
          {verify.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Escape and a click outside leave the modal open (it must not close while the codes are on screen, or on the way). */
const keepOpen = (event: { preventDefault: () => void }) => event.preventDefault();

/** The set-up's backup codes: a modal of their own that only 'I've Saved My Codes' closes. */
function BackupCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <DialogContent
      className="max-w-md"
      showCloseButton={false}
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
    >
      <BackupCodesView codes={codes} onSaved={onSaved} />
    </DialogContent>
  );
}

/**
 * Shown once, after the set-up and after replacing the codes: they are stored hashed. Only 'I've Saved My Codes' moves
 * on, so they are not lost by a stray click. `notice` says what became of the codes they replace.
 */
function BackupCodesView({
  codes,
  notice,
  onSaved,
}: {
  codes: string[];
  notice?: string;
  onSaved: () => void;
}) {
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
    <>
      <DialogHeader>
        <DialogTitle>{t('twoFactor.backupTitle')}</DialogTitle>
        <DialogDescription>{t('twoFactor.backupText')}</DialogDescription>
      </DialogHeader>
      {notice ? (
        <Alert variant="info" role="status" data-testid="backup-codes-notice">
          <Info aria-hidden="true" />
          <p>{notice}</p>
        </Alert>
      ) : null}
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
        <CopyButton data-autofocus text={text} label={t('twoFactor.copyAll')} />
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
    </>
  );
}

type ManageView = { kind: 'overview' } | { kind: 'replace' } | { kind: 'codes'; codes: string[] };

/**
 * Two-factor sign-in is on: the number of backup codes left and new ones in their place, and turning it off. One
 * modal whose content changes with the view; it cannot be closed while new codes are being made or are on screen,
 * since they are shown only once.
 */
function ManageTwoFactor({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const replace = useReplaceBackupCodes();
  const [view, setView] = useState<ManageView>({ kind: 'overview' });
  const isLocked = view.kind === 'codes' || replace.isPending;
  const contentRef = useRef<HTMLDivElement>(null);
  const shownView = useRef(view.kind);
  // Radix focuses the first control as the modal opens. A view that replaces another in place starts on its own first
  // control (marked data-autofocus) too: the one that had the focus is gone.
  useEffect(() => {
    if (shownView.current === view.kind) return;
    shownView.current = view.kind;
    contentRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view.kind]);
  return (
    <DialogContent
      ref={contentRef}
      className="max-w-md"
      showCloseButton={!isLocked}
      onEscapeKeyDown={isLocked ? keepOpen : undefined}
      onInteractOutside={isLocked ? keepOpen : undefined}
    >
      {view.kind === 'codes' ? (
        <BackupCodesView codes={view.codes} notice={t('twoFactor.oldCodesGone')} onSaved={onDone} />
      ) : view.kind === 'replace' ? (
        <ReplaceBackupCodes
          replace={replace}
          onBack={() => setView({ kind: 'overview' })}
          onReplaced={(codes) => setView({ kind: 'codes', codes })}
        />
      ) : (
        <ManageOverview onReplace={() => setView({ kind: 'replace' })} onDone={onDone} />
      )}
    </DialogContent>
  );
}

function ManageOverview({ onReplace, onDone }: { onReplace: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const titleId = useId();
  const remaining = status.data?.enabled ? status.data.backupCodesRemaining : null;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('twoFactor.manageTitle')}</DialogTitle>
        <DialogDescription>{t('twoFactor.manageText')}</DialogDescription>
      </DialogHeader>
      <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border p-3">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="font-medium text-sm">
            {t('twoFactor.backupCodesTitle')}
          </h3>
          {remaining === null ? null : (
            <p className="font-medium text-sm" data-testid="two-factor-backup-remaining">
              {t('twoFactor.backupRemaining', { count: remaining })}
            </p>
          )}
          <p className="text-muted-foreground text-sm">{t('twoFactor.replaceText')}</p>
        </div>
        <Button
          data-autofocus
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={onReplace}
        >
          <KeyRound aria-hidden="true" />
          {t('twoFactor.replaceOpen')}
        </Button>
      </section>
      <TurnOffForm onDone={onDone} />
    </>
  );
}

type ReplaceErrors = { password?: string; code?: string; form?: string };

function ReplaceBackupCodes({
  replace,
  onBack,
  onReplaced,
}: {
  replace: ReturnType<typeof useReplaceBackupCodes>;
  onBack: () => void;
  onReplaced: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const translate = useTwoFactorMessage();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<ReplaceErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const isComplete = password !== '' && code.length === TWO_FACTOR_CODE_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || replace.isPending) return;
    setErrors({});
    replace.mutate(
      { password, code },
      {
        // The codes' view says that the old ones no longer work (no toast: it would cover the codes on a phone).
        onSuccess: ({ backupCodes }) => onReplaced(backupCodes),
        onError: (failure) => {
          const details = getValidationDetails(failure);
          if (details?.password) {
            // The password is checked first: the code was not used, and stays for the next try.
            setErrors({ password: translate(details.password) });
            passwordRef.current?.focus();
            passwordRef.current?.select();
            return;
          }
          if (details?.code) {
            setErrors({ code: translate(details.code) });
            setCode('');
            codeRef.current?.focus();
            return;
          }
          // Too many tries, two-factor sign-in turned off meanwhile, or no answer: said above the buttons.
          const serverMessage = getServerMessage(failure);
          setErrors({
            form:
              isApiError(failure) && failure.status < 500 && serverMessage
                ? translate(serverMessage)
                : t('twoFactor.replaceFailed'),
          });
          codeRef.current?.focus();
        },
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('twoFactor.replaceTitle')}</DialogTitle>
        <DialogDescription>{t('twoFactor.replaceDialogText')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={replace.isPending}>
        <Field id="two-factor-replace-password" label={t('twoFactor.password')} error={errors.password}>
          {(aria) => (
            <PasswordInput
              inputRef={passwordRef}
              data-autofocus
              {...aria}
              value={password}
              onValueChange={(value) => {
                setPassword(value);
                setErrors(({ password: _, ...others }) => others);
              }}
            />
          )}
        </Field>
        <Field id="two-factor-replace-code" label={t('twoFactor.code')} error={errors.code}>
          {(aria) => (
            <CodeInput
              ref={codeRef}
              {...aria}
              name="code"
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setErrors(({ code: _, ...others }) => others);
              }}
            />
          )}
        </Field>
        {errors.form ? (
          <Alert variant="destructive" role="alert" id={formErrorId}>
            <CircleAlert aria-hidden="true" />
            <p>{errors.form}</p>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onBack} disabled={replace.isPending}>
            {t('twoFactor.back')}
          </Button>
          <Button type="submit" disabled={!isComplete || replace.isPending}>
            {replace.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {replace.isPending ? t('twoFactor.replacing') : t('twoFactor.replace')}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useTwoFactorDisable();
  const translate = useTwoFactorMessage();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
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
              ? translate(serverMessage)
              : t('twoFactor.disableFailed'),
          );
          setCode('');
        },
      },
    );
  }

  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby={titleId}
      aria-busy={disable.isPending}
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-medium text-sm">
          {t('twoFactor.disableTitle')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('twoFactor.disableText')}</p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="two-factor-disable-password">{t('twoFactor.password')}</Label>
        <PasswordInput
          id="two-factor-disable-password"
          value={password}
          onValueChange={setPassword}
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
  );
}
