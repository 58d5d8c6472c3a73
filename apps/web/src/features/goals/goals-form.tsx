import type { TPortfolioGoals } from '@rentfolio/contracts';
import { CircleAlert, Info, LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField, NumberInput } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Spinner } from '@/components/ui/spinner';
import { usePortfolioGoals, useSaveGoals } from '@/features/portfolio/api';
import { getValidationDetails } from '@/lib/api';
import {
  GOAL_FIELD_NAMES,
  type GoalFieldErrors,
  type GoalFieldName,
  type GoalFormValues,
  isPastDate,
  pickGoalFieldErrors,
  toGoalFormValues,
  validateGoalForm,
} from './goals-form-model';

/**
 * The Investment Goals form (docs/product.md "Screens" (Account Settings), /portfolio-settings): the five targets, started from the
 * saved goals or the suggested defaults, saved with Save Goals.
 */
export function GoalsForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const goals = usePortfolioGoals();

  let content: ReactNode;
  if (goals.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('goals.form.loading')} />
      </div>
    );
  } else if (goals.isError || !goals.data) {
    content = (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <div className="flex flex-col items-start gap-2">
          <p>{t('goals.form.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void goals.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </Alert>
    );
  } else {
    content = <GoalsFormFields goals={goals.data} titleId={titleId} />;
  }

  return (
    <Card className="gap-5" data-testid="goals-form">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {t('goals.form.title')}
        </h2>
        <CardDescription>{t('goals.form.text')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{content}</CardContent>
    </Card>
  );
}

type GoalsFormFieldsProps = { goals: TPortfolioGoals; titleId: string };

function GoalsFormFields({ goals, titleId }: GoalsFormFieldsProps) {
  const { t } = useTranslation();
  const saveGoals = useSaveGoals();
  const [values, setValues] = useState<GoalFormValues>(() => toGoalFormValues(goals));
  const [errors, setErrors] = useState<GoalFieldErrors>({});
  const [fieldToFocus, setFieldToFocus] = useState<GoalFieldName | null>(null);

  useEffect(() => {
    if (!fieldToFocus) return;
    document.getElementById(fieldToFocus)?.focus();
    setFieldToFocus(null);
  }, [fieldToFocus]);

  function handleChange(name: GoalFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function showFieldErrors(fieldErrors: GoalFieldErrors) {
    setErrors(fieldErrors);
    const first = GOAL_FIELD_NAMES.find((name) => fieldErrors[name]);
    if (first) setFieldToFocus(first);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saveGoals.isPending) return;
    const validation = validateGoalForm(values);
    if (!validation.success) {
      showFieldErrors(validation.fieldErrors);
      return;
    }
    setErrors({});
    saveGoals.mutate(validation.data, {
      onSuccess: () => {
        toast.success(t('goals.toasts.updatedTitle'), { description: t('goals.toasts.updatedText') });
      },
      onError: (failure) => {
        const details = getValidationDetails(failure);
        if (details) showFieldErrors(pickGoalFieldErrors(details));
        toast.error(t('goals.toasts.failedTitle'), { description: t('goals.toasts.failedText') });
      },
    });
  }

  const hasErrors = GOAL_FIELD_NAMES.some((name) => errors[name]);

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      aria-busy={saveGoals.isPending}
      onSubmit={handleSubmit}
      className="flex flex-col gap-5"
    >
      {goals.isDefault ? (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <p>{t('goals.form.suggested')}</p>
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="targetValue"
          label={t('goals.form.targetValue')}
          hint={t('goals.form.targetValueHint')}
          error={errors.targetValue}
          isRequired
        >
          {(aria) => (
            <MoneyInput
              {...aria}
              value={values.targetValue}
              onValueChange={(value) => handleChange('targetValue', value)}
            />
          )}
        </FormField>
        <FormField
          id="targetCashFlow"
          label={t('goals.form.targetCashFlow')}
          hint={t('goals.form.targetCashFlowHint')}
          error={errors.targetCashFlow}
          isRequired
        >
          {(aria) => (
            <MoneyInput
              {...aria}
              value={values.targetCashFlow}
              onValueChange={(value) => handleChange('targetCashFlow', value)}
            />
          )}
        </FormField>
        <FormField
          id="targetROI"
          label={t('goals.form.targetROI')}
          hint={t('goals.form.targetROIHint')}
          error={errors.targetROI}
          isRequired
        >
          {(aria) => (
            <NumberInput
              {...aria}
              value={values.targetROI}
              onChange={(event) => handleChange('targetROI', event.target.value)}
              step="0.1"
              min={0}
              max={1000}
              suffix="%"
            />
          )}
        </FormField>
        <FormField
          id="targetProperties"
          label={t('goals.form.targetProperties')}
          error={errors.targetProperties}
          isRequired
        >
          {(aria) => (
            <NumberInput
              {...aria}
              inputMode="numeric"
              value={values.targetProperties}
              onChange={(event) => handleChange('targetProperties', event.target.value)}
              step="1"
              min={0}
            />
          )}
        </FormField>
        <FormField
          id="targetDate"
          label={t('goals.form.targetDate')}
          hint={isPastDate(values.targetDate) ? t('goals.form.pastDateHint') : undefined}
          error={errors.targetDate}
          isRequired
        >
          {(aria) => (
            <Input
              {...aria}
              type="date"
              value={values.targetDate}
              onChange={(event) => handleChange('targetDate', event.target.value)}
              className="tabular-nums dark:[color-scheme:dark]"
            />
          )}
        </FormField>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {hasErrors ? (
          <p className="font-medium text-destructive text-sm sm:mr-auto">{t('goals.form.fixErrors')}</p>
        ) : null}
        <Button type="submit" disabled={saveGoals.isPending} className="w-full sm:w-auto">
          {saveGoals.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {saveGoals.isPending ? t('goals.form.saving') : t('goals.form.save')}
        </Button>
      </div>
    </form>
  );
}
