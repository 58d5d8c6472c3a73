import type { TPortfolioGoals, TPortfolioGoalsRequest } from '@rentfolio/contracts';
import { CircleAlert, Info, LoaderCircle, Save } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField, NumberInput } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyController } from '@/components/ui/money-controller';
import { Spinner } from '@/components/ui/spinner';
import { usePortfolioGoals, useSaveGoals } from '@/lib/api/goals';
import { getValidationDetails } from '@/lib/api-errors';
import { toFormResolver } from '@/lib/form-resolver';
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
  // react-hook-form keeps the text as typed; the resolver checks it with the API's schema and submits its output.
  const form = useForm<GoalFormValues, unknown, TPortfolioGoalsRequest>({
    defaultValues: toGoalFormValues(goals),
    resolver: toFormResolver((values: GoalFormValues) => validateGoalForm(values)),
    // The first field in error takes the focus, by its id, money fields included (focusFirstError).
    shouldFocusError: false,
  });
  const { control, register, formState, setError, handleSubmit: submitWith } = form;
  const errors: GoalFieldErrors = Object.fromEntries(
    GOAL_FIELD_NAMES.map((name) => [name, formState.errors[name]?.message]),
  );
  const targetDate = useWatch({ control, name: 'targetDate' });

  function showServerErrors(fieldErrors: GoalFieldErrors) {
    for (const name of GOAL_FIELD_NAMES) {
      const message = fieldErrors[name];
      if (message) setError(name, { type: 'server', message });
    }
    focusFirstError(fieldErrors);
  }

  function focusFirstError(fieldErrors: Partial<Record<GoalFieldName, unknown>>) {
    const first = GOAL_FIELD_NAMES.find((name) => fieldErrors[name]);
    if (first) document.getElementById(first)?.focus();
  }

  const onValid = (data: TPortfolioGoalsRequest) => {
    if (saveGoals.isPending) return;
    saveGoals.mutate(data, {
      onSuccess: () => {
        toast.success(t('goals.toasts.updatedTitle'), { description: t('goals.toasts.updatedText') });
      },
      onError: (failure) => {
        const details = getValidationDetails(failure);
        if (details) showServerErrors(pickGoalFieldErrors(details));
        toast.error(t('goals.toasts.failedTitle'), { description: t('goals.toasts.failedText') });
      },
    });
  };
  const handleSubmit = submitWith(onValid, (invalid) => focusFirstError(invalid));

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
          {(aria) => <MoneyController {...aria} control={control} name="targetValue" />}
        </FormField>
        <FormField
          id="targetCashFlow"
          label={t('goals.form.targetCashFlow')}
          hint={t('goals.form.targetCashFlowHint')}
          error={errors.targetCashFlow}
          isRequired
        >
          {(aria) => <MoneyController {...aria} control={control} name="targetCashFlow" />}
        </FormField>
        <FormField
          id="targetROI"
          label={t('goals.form.targetROI')}
          hint={t('goals.form.targetROIHint')}
          error={errors.targetROI}
          isRequired
        >
          {(aria) => (
            <NumberInput {...aria} {...register('targetROI')} step="0.1" min={0} max={1000} suffix="%" />
          )}
        </FormField>
        <FormField
          id="targetProperties"
          label={t('goals.form.targetProperties')}
          error={errors.targetProperties}
          isRequired
        >
          {(aria) => (
            <NumberInput {...aria} inputMode="numeric" {...register('targetProperties')} step="1" min={0} />
          )}
        </FormField>
        <FormField
          id="targetDate"
          label={t('goals.form.targetDate')}
          hint={isPastDate(targetDate) ? t('goals.form.pastDateHint') : undefined}
          error={errors.targetDate}
          isRequired
        >
          {(aria) => (
            <Input
              {...aria}
              type="date"
              {...register('targetDate')}
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
