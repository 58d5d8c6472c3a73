import '@/i18n/panel-strings';
import { MESSAGES, ZLoginRequest, ZRegisterRequest } from '@rentfolio/contracts';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { TwoFactorStep } from './two-factor-step';
import { needsSecondStep, useLogin, useRegister } from './use-auth';

export type AuthMode = 'signin' | 'register';

export type AuthPanelProps = {
  /** The mode the panel opens in; the user can switch afterwards. */
  initialMode?: AuthMode;
  /** With onModeChange, the mode is controlled by the caller (the page's address, so Back switches it too). */
  mode?: AuthMode;
  onModeChange?: (mode: AuthMode) => void;
  /** The visitor opened a signed-in page: signing in opens it, and the panel says so. */
  isReturning?: boolean;
};

type FieldName = 'usernameOrEmail' | 'password' | 'username' | 'email' | 'name';
type Fields = Record<FieldName, string>;

const EMPTY_FIELDS: Fields = { usernameOrEmail: '', password: '', username: '', email: '', name: '' };

/** Statuses whose server message is meant for the user (docs/product.md "Messages"); anything else gets the generic sentence. */
const LOGIN_MESSAGE_STATUSES = new Set([400, 401, 429]);
const REGISTER_MESSAGE_STATUSES = new Set([400, 409, 429]);

type ValidationFailure = { message: string; fields: FieldName[] };

/**
 * The message to show for a failed schema check. "Fill in the fields" wins over the other rules (docs/product.md "Input rules"), so an empty
 * required field is reported before, say, a malformed e-mail address in another field.
 */
function getValidationFailure(error: z.ZodError, priorityMessage: string): ValidationFailure {
  const issues = error.issues;
  const shown = issues.find((issue) => issue.message === priorityMessage) ?? issues[0];
  const message = shown?.message ?? priorityMessage;
  const fields = issues
    .filter((issue) => issue.message === message)
    .map((issue) => issue.path[0])
    .filter((field): field is FieldName => typeof field === 'string' && field in EMPTY_FIELDS);
  return { message, fields };
}

function getFailureMessage(error: unknown, statuses: Set<number>, fallback: string): string {
  if (isApiError(error) && statuses.has(error.status)) return getServerMessage(error) ?? fallback;
  return fallback;
}

/** The sign-in and create-account panel (docs/product.md "States and behaviour", "Input rules", "Messages"). */
export function AuthPanel({
  initialMode = 'signin',
  mode: controlledMode,
  onModeChange,
  isReturning = false,
}: AuthPanelProps) {
  const { t } = useTranslation();
  const [ownMode, setOwnMode] = useState<AuthMode>(controlledMode ?? initialMode);
  const mode = controlledMode ?? ownMode;
  const setMode = (next: AuthMode) => (onModeChange ? onModeChange(next) : setOwnMode(next));
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [invalidFields, setInvalidFields] = useState<FieldName[]>([]);
  /** The password was right and the account has two-factor sign-in on: the code comes next. */
  const [isSecondStep, setIsSecondStep] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focusPasswordNext = useRef(false);
  const errorId = useId();
  const nameHintId = useId();
  const login = useLogin();
  const register = useRegister();

  const isSignIn = mode === 'signin';
  const isBusy = login.isPending || register.isPending;

  useEffect(() => {
    if (mode === 'signin' && focusPasswordNext.current) {
      focusPasswordNext.current = false;
      passwordRef.current?.focus();
    }
  }, [mode]);

  function showError(message: string, fieldNames: FieldName[] = []) {
    setError(message);
    setInvalidFields(fieldNames);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.name as FieldName;
    setFields((current) => ({ ...current, [name]: event.target.value }));
  }

  function handleToggleMode() {
    setMode(isSignIn ? 'register' : 'signin');
    setFields(EMPTY_FIELDS);
    setError(null);
    setInvalidFields([]);
    login.reset();
    register.reset();
  }

  function handleSignIn() {
    const parsed = ZLoginRequest.safeParse({
      usernameOrEmail: fields.usernameOrEmail,
      password: fields.password,
    });
    if (!parsed.success) {
      const failure = getValidationFailure(parsed.error, MESSAGES.fillAllFields);
      showError(translateMessage(failure.message), failure.fields);
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        if (needsSecondStep(result)) {
          setIsSecondStep(true);
          return;
        }
        toast.success(t('auth.welcomeBackTitle'), { description: t('auth.welcomeBackText') });
      },
      onError: (failure) => {
        showError(getFailureMessage(failure, LOGIN_MESSAGE_STATUSES, t('auth.loginFailed')));
      },
    });
  }

  function handleRegister() {
    const parsed = ZRegisterRequest.safeParse({
      username: fields.username,
      email: fields.email,
      password: fields.password,
      name: fields.name.trim() === '' ? undefined : fields.name,
    });
    if (!parsed.success) {
      const failure = getValidationFailure(parsed.error, MESSAGES.fillAllRequired);
      showError(translateMessage(failure.message), failure.fields);
      return;
    }
    register.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('auth.accountCreatedTitle'), { description: t('auth.accountCreatedText') });
        focusPasswordNext.current = true;
        setMode('signin');
        setFields({ ...EMPTY_FIELDS, usernameOrEmail: parsed.data.username });
        setError(null);
        setInvalidFields([]);
      },
      onError: (failure) => {
        showError(getFailureMessage(failure, REGISTER_MESSAGE_STATUSES, t('auth.registrationFailed')));
      },
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setError(null);
    setInvalidFields([]);
    if (isSignIn) handleSignIn();
    else handleRegister();
  }

  function getFieldProps(name: FieldName) {
    const isInvalid = invalidFields.includes(name);
    return {
      id: name,
      name,
      value: fields[name],
      onChange: handleChange,
      readOnly: isBusy,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': isInvalid && error ? errorId : undefined,
    };
  }

  function handleRestart(message?: string) {
    setIsSecondStep(false);
    setFields((current) => ({ ...current, password: '' }));
    login.reset();
    if (message) showError(message);
  }

  if (isSecondStep) {
    return (
      <Card className="gap-5 shadow-lg shadow-primary/5">
        <TwoFactorStep onRestart={handleRestart} />
      </Card>
    );
  }

  return (
    <Card className="gap-5 shadow-lg shadow-primary/5">
      <CardHeader className="gap-2 text-center">
        <h1 tabIndex={-1} className="font-semibold text-2xl tracking-tight">
          {isSignIn ? t('auth.signInTitle') : t('auth.createTitle')}
        </h1>
        <CardDescription>
          {isSignIn
            ? isReturning
              ? t('auth.signInToContinueText')
              : t('auth.signInText')
            : t('auth.createText')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-busy={isBusy}>
          {isSignIn ? (
            <>
              <div className="flex flex-col gap-2">
                <Label htmlFor="usernameOrEmail">{t('auth.usernameOrEmail')}</Label>
                <Input
                  {...getFieldProps('usernameOrEmail')}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t('auth.usernameOrEmailPlaceholder')}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="password">{t('auth.password')}</Label>
                <Input
                  {...getFieldProps('password')}
                  ref={passwordRef}
                  type="password"
                  autoComplete="current-password"
                  placeholder={t('auth.passwordPlaceholder')}
                />
              </div>
            </>
          ) : (
            <>
              <div className="flex flex-col gap-2">
                <Label htmlFor="username">{t('auth.username')}</Label>
                <Input
                  {...getFieldProps('username')}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t('auth.usernamePlaceholder')}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="email">{t('auth.email')}</Label>
                <Input
                  {...getFieldProps('email')}
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t('auth.emailPlaceholder')}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="password">{t('auth.password')}</Label>
                <Input
                  {...getFieldProps('password')}
                  type="password"
                  autoComplete="new-password"
                  placeholder={t('auth.newPasswordPlaceholder')}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="name">
                  {t('auth.fullName')}
                  <span className="font-normal text-muted-foreground">{t('auth.optional')}</span>
                </Label>
                <Input
                  {...getFieldProps('name')}
                  type="text"
                  autoComplete="name"
                  placeholder={t('auth.fullNamePlaceholder')}
                  aria-describedby={
                    invalidFields.includes('name') && error ? `${nameHintId} ${errorId}` : nameHintId
                  }
                />
                <p id={nameHintId} className="text-muted-foreground text-xs">
                  {t('auth.fullNameHint')}
                </p>
              </div>
            </>
          )}

          {error ? (
            <Alert variant="destructive" role="alert" id={errorId}>
              <CircleAlert aria-hidden="true" />
              <span>{error}</span>
            </Alert>
          ) : null}

          <Button type="submit" size="lg" className="mt-1 w-full" disabled={isBusy}>
            {isBusy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {isSignIn
              ? login.isPending
                ? t('auth.signingIn')
                : t('auth.signIn')
              : register.isPending
                ? t('auth.creatingAccount')
                : t('auth.createAccount')}
          </Button>
        </form>

        <p className="mt-6 text-center text-muted-foreground text-sm">
          {isSignIn ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
          <Button
            variant="link"
            className="h-auto p-0 font-semibold text-accent-foreground"
            onClick={handleToggleMode}
            disabled={isBusy}
          >
            {isSignIn ? t('auth.createAccount') : t('auth.signIn')}
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}
