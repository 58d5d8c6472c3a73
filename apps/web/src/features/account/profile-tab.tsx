import type { TUpdateProfileRequest, TUser } from '@rentfolio/contracts';
import { BadgeCheck, LoaderCircle, Save } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { translateMessage } from '@/i18n/translate-message';
import { isApiError } from '@/lib/api';
import { getErrorDetails, getServerMessage, getValidationDetails } from '@/lib/api-errors';
import { toFormResolver } from '@/lib/form-resolver';
import { formatDate } from '@/lib/format';
import { translatePlanLabel } from '@/lib/plan-label';
import { useUpdateProfile } from './api';
import { AvatarPicker } from './avatar-picker';
import { EmailStatus, PendingEmailNotice } from './email-status';
import {
  getEmailChangeOutcome,
  isEmailChanged,
  PROFILE_FIELD_NAMES,
  type ProfileFieldName,
  type ProfileFormValues,
  toProfileFormValues,
  validateProfileForm,
} from './profile-form-model';

/**
 * The Profile tab (docs/product.md "Account"): picture, name, e-mail with its confirmation (and a new address waiting
 * for its link), member-since, the plan, Cancel and Save.
 */
export function ProfileTab({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const titleId = useId();
  const emailStatusId = useId();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, TUpdateProfileRequest>({
    values: toProfileFormValues(user),
    resetOptions: { keepDirtyValues: false },
    resolver: toFormResolver((values: ProfileFormValues) => validateProfileForm(user, values)),
    shouldFocusError: false,
  });
  const { control, register, formState, setError, clearErrors, reset, handleSubmit: submitWith } = form;
  const [name, email, picture] = useWatch({ control, name: ['name', 'email', 'profilePicture'] });
  const needsPassword = isEmailChanged(user, email);
  const isChanged = name.trim() !== user.name || needsPassword || picture !== user.profilePicture;

  function focusFirstError(fields: Partial<Record<ProfileFieldName, unknown>>) {
    const first = PROFILE_FIELD_NAMES.find((field) => fields[field]);
    if (first) document.getElementById(`profile-${first}`)?.focus();
  }

  const onValid = (body: TUpdateProfileRequest) => {
    update.mutate(body, {
      onSuccess: (saved) => {
        // A new address waiting for its link leaves the saved values as they were, so the form would keep what was
        // typed: it shows the address in use again (the notice names the waiting one).
        reset(toProfileFormValues(saved));
        const outcome = getEmailChangeOutcome(body, saved);
        if (outcome === 'pending' && saved.pendingEmail)
          toast.success(t('account.emailStatus.pendingSavedTitle'), {
            description: t('account.emailStatus.pendingSavedText', {
              pending: saved.pendingEmail,
              email: saved.email,
            }),
          });
        else
          toast.success(t('account.profile.updatedTitle'), {
            description:
              outcome === 'changed'
                ? t('account.emailStatus.changedText', { email: saved.email })
                : t('account.profile.updatedText'),
          });
      },
      onError: (failure) => {
        const details =
          getValidationDetails(failure) ??
          (isApiError(failure) && failure.status === 409 ? getErrorDetails(failure) : null);
        const fieldErrors: Partial<Record<ProfileFieldName, string>> = {};
        for (const field of PROFILE_FIELD_NAMES) {
          const message = details?.[field];
          if (message) fieldErrors[field] = translateMessage(message);
        }
        for (const [field, message] of Object.entries(fieldErrors))
          setError(field as ProfileFieldName, { type: 'server', message });
        focusFirstError(fieldErrors);
        const serverMessage = getServerMessage(failure);
        toast.error(t('account.profile.failedTitle'), {
          description:
            Object.keys(fieldErrors).length === 0 &&
            serverMessage &&
            isApiError(failure) &&
            failure.status < 500
              ? translateMessage(serverMessage)
              : t('account.profile.failedText'),
        });
      },
    });
  };

  return (
    <Card className="gap-5">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {t('account.profile.title')}
        </h2>
        <CardDescription>{t('account.profile.text')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form
          noValidate
          aria-labelledby={titleId}
          aria-busy={update.isPending}
          className="flex flex-col gap-6"
          onSubmit={submitWith(onValid, (invalid) => focusFirstError(invalid))}
        >
          <div id="profile-profilePicture" tabIndex={-1} className="outline-none">
            <Controller
              control={control}
              name="profilePicture"
              render={({ field, fieldState }) => (
                <AvatarPicker
                  name={name || user.username}
                  value={field.value}
                  error={fieldState.error?.message}
                  onChange={(dataUrl) => {
                    clearErrors('profilePicture');
                    field.onChange(dataUrl);
                  }}
                  onError={(message) => setError('profilePicture', { type: 'file', message })}
                />
              )}
            />
            {picture !== user.profilePicture && picture ? (
              <p className="mt-2 text-muted-foreground text-xs">{t('account.profile.previewNote')}</p>
            ) : null}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="profile-name"
              name="name"
              label={t('account.profile.fullName')}
              error={formState.errors.name?.message}
              isRequired
            >
              {(aria) => <Input {...aria} autoComplete="name" maxLength={100} {...register('name')} />}
            </FormField>
            <div className="flex min-w-0 flex-col gap-2">
              <FormField
                id="profile-email"
                name="email"
                label={t('account.profile.email')}
                error={formState.errors.email?.message}
                hint={needsPassword ? t('account.profile.emailChangeNote') : undefined}
                isRequired
              >
                {(aria) => (
                  <Input
                    {...aria}
                    aria-describedby={[emailStatusId, aria['aria-describedby']].filter(Boolean).join(' ')}
                    type="email"
                    autoComplete="email"
                    {...register('email')}
                  />
                )}
              </FormField>
              <EmailStatus user={user} badgeId={emailStatusId} />
            </div>
            {needsPassword ? (
              <FormField
                id="profile-currentPassword"
                name="currentPassword"
                label={t('account.profile.currentPassword')}
                error={formState.errors.currentPassword?.message}
                isRequired
              >
                {(aria) => (
                  <Input
                    {...aria}
                    type="password"
                    autoComplete="current-password"
                    {...register('currentPassword')}
                  />
                )}
              </FormField>
            ) : null}
          </div>

          {user.pendingEmail ? <PendingEmailNotice user={user} pendingEmail={user.pendingEmail} /> : null}

          <dl className="flex flex-col gap-1 text-sm">
            <dt className="text-muted-foreground">{t('account.profile.memberSince')}</dt>
            <dd className="font-medium" data-testid="member-since">
              {formatDate(user.joinDate)}
            </dd>
          </dl>

          <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-accent p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <BadgeCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="flex flex-col gap-0.5">
                <p className="font-semibold text-sm">{translatePlanLabel(t, user.plan)}</p>
                <p className="text-muted-foreground text-sm">{t('account.profile.planBanner')}</p>
              </div>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link href="/subscription">{t('account.profile.managePlan')}</Link>
            </Button>
          </div>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link href="/">{t('account.profile.cancel')}</Link>
            </Button>
            <Button type="submit" disabled={!isChanged || update.isPending}>
              {update.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
