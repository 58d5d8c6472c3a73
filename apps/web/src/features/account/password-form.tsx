import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@rentfolio/contracts';
import { Check, Circle, Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/i18n/translate-message';
import { getValidationDetails } from '@/lib/api-errors';
import { cn } from '@/lib/utils';
import { useChangePassword } from './api';
import { checkPasswordRules } from './password-rules';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS = { currentPassword: 'current', newPassword: 'new', confirmPassword: 'confirm' } as const;

/**
 * Change Password (docs/product.md "Account"): the product's checks in its order (mismatch, then length) with its
 * toasts; the server checks the current password, refuses common ones, and signs every other device out.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isVisible, setIsVisible] = useState(false);
  const change = useChangePassword();
  const { control, register, formState, setError, clearErrors, reset, handleSubmit } =
    useForm<PasswordValues>({
      defaultValues: EMPTY,
    });
  const newPassword = useWatch({ control, name: 'newPassword' });

  function fail(field: keyof PasswordValues, message: string, title: string) {
    setError(field, { type: 'validate', message });
    document.getElementById(`password-${field}`)?.focus();
    toast.error(title, { description: message });
  }

  const onSubmit = (values: PasswordValues) => {
    clearErrors();
    if (values.currentPassword === '') {
      fail(
        'currentPassword',
        translateMessage(ACCOUNT_MESSAGES.currentPasswordMissing),
        t('account.password.failedTitle'),
      );
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      fail('confirmPassword', t('account.password.mismatchText'), t('account.password.mismatchTitle'));
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      fail('newPassword', t('account.password.tooShortText'), t('account.password.tooShortTitle'));
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast.success(t('account.password.updatedTitle'), { description: t('account.password.updatedText') });
      },
      onError: (failure) => {
        const details = getValidationDetails(failure) ?? {};
        for (const field of FIELDS) {
          const message = details[field];
          if (message) setError(field, { type: 'server', message: translateMessage(message) });
        }
        const first = FIELDS.find((field) => details[field]);
        if (first) document.getElementById(`password-${first}`)?.focus();
        toast.error(t('account.password.failedTitle'), { description: t('account.password.failedText') });
      },
    });
  };

  const type = isVisible ? 'text' : 'password';
  const rules = checkPasswordRules(newPassword);

  return (
    <Card className="gap-5">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {t('account.password.title')}
        </h2>
        <CardDescription>{t('account.password.text')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form
          noValidate
          aria-labelledby={titleId}
          aria-busy={change.isPending}
          className="flex flex-col gap-5"
          onSubmit={handleSubmit(onSubmit)}
        >
          <div className="grid gap-4 md:grid-cols-3">
            {FIELDS.map((field) => (
              <FormField
                key={field}
                id={`password-${field}`}
                name={field}
                label={t(`account.password.${LABELS[field]}`)}
                error={formState.errors[field]?.message}
                isRequired
              >
                {(aria) => (
                  <Input
                    {...aria}
                    type={type}
                    autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                    maxLength={1024}
                    {...register(field)}
                  />
                )}
              </FormField>
            ))}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-fit"
            aria-pressed={isVisible}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {isVisible ? t('account.password.hide') : t('account.password.show')}
          </Button>

          <div
            className="flex flex-col gap-2 rounded-lg bg-muted p-4 text-sm"
            data-testid="password-requirements"
          >
            <h3 className="font-medium">{t('account.password.requirementsTitle')}</h3>
            <ul className="flex flex-col gap-1.5">
              {rules.map((rule) => (
                <li key={rule.key} className={cn('flex items-center gap-2', rule.met && 'text-primary')}>
                  {rule.met ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : (
                    <Circle className="size-4" aria-hidden="true" />
                  )}
                  {t(`account.password.${rule.key}`)}
                  <span className="sr-only">{`(${rule.met ? t('account.password.met') : t('account.password.notMet')})`}</span>
                </li>
              ))}
              <li className="flex items-center gap-2">
                <Circle className="size-4" aria-hidden="true" />
                {t('account.password.ruleCommon')}
              </li>
            </ul>
            <p className="text-muted-foreground">{t('account.password.ruleTip')}</p>
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link href="/">{t('account.password.cancel')}</Link>
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {change.isPending ? t('account.password.submitting') : t('account.password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
