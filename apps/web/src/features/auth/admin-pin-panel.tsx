import '@/i18n/panel-strings';
import { ADMIN_PIN_LENGTH, ZAdminLoginRequest } from '@rentfolio/contracts';
import { CircleAlert, Info, LoaderCircle, ShieldCheck } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePublicConfig } from '@/features/config';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getServerMessage } from '@/lib/api-errors';
import { useAdminLogin } from './use-auth';

/** Statuses whose server message is shown as it is: admin access turned off (403) and too many tries (429). */
const SERVER_MESSAGE_STATUSES = new Set([403, 429]);

/**
 * The admin PIN panel, reached through the landing page's hidden dot. The PIN is checked by the server only
 * (docs/product.md "Roles and plans"): nothing here knows it.
 */
export function AdminPinPanel() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const adminLogin = useAdminLogin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  // Until the config answers the panel stays usable: the server refuses with 403 anyway when admin access is off.
  const isDisabled = config.data?.adminEnabled === false;
  const canSubmit = !isDisabled && !adminLogin.isPending && pin.length === ADMIN_PIN_LENGTH;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setPin(event.target.value.slice(0, ADMIN_PIN_LENGTH));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZAdminLoginRequest.safeParse({ pin });
    if (!canSubmit || !parsed.success) return;
    setError(null);
    adminLogin.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('admin.granted'));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 401) {
          setError(t('admin.invalidPin'));
          setPin('');
          inputRef.current?.focus();
          return;
        }
        const serverMessage =
          isApiError(failure) && SERVER_MESSAGE_STATUSES.has(failure.status)
            ? getServerMessage(failure)
            : null;
        setError(serverMessage ? translateMessage(serverMessage) : t('admin.failed'));
      },
    });
  }

  return (
    <Card className="gap-5 shadow-lg shadow-primary/5">
      <CardHeader className="items-center gap-2 text-center">
        <span
          aria-hidden="true"
          className="mb-1 inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <ShieldCheck className="size-5" />
        </span>
        <h1 tabIndex={-1} className="font-semibold text-2xl tracking-tight">
          {t('admin.title')}
        </h1>
        <CardDescription>{t('admin.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isDisabled ? (
          <Alert variant="info">
            <Info aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <p className="font-medium">{t('admin.disabled')}</p>
              <p>{t('admin.disabledHint')}</p>
            </div>
          </Alert>
        ) : null}
        <form
          noValidate
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
          aria-busy={adminLogin.isPending}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="admin-pin">{t('admin.pinLabel')}</Label>
            <Input
              ref={inputRef}
              id="admin-pin"
              name="pin"
              type="password"
              inputMode="text"
              autoComplete="off"
              maxLength={ADMIN_PIN_LENGTH}
              value={pin}
              onChange={handleChange}
              disabled={isDisabled}
              readOnly={adminLogin.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="h-12 text-center font-mono text-2xl tracking-[0.6em] md:text-2xl"
            />
            <p id={hintId} className="text-muted-foreground text-xs">
              {t('admin.pinHint')}
            </p>
          </div>

          {error ? (
            <Alert variant="destructive" role="alert" id={errorId}>
              <CircleAlert aria-hidden="true" />
              <span>{error}</span>
            </Alert>
          ) : null}

          <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
            {adminLogin.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {adminLogin.isPending ? t('admin.submitting') : t('admin.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
