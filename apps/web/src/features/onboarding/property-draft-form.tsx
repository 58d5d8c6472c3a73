import { findPlausibilityWarnings } from '@rentfolio/contracts';
import type { TFunction } from 'i18next';
import { Plus, Save, X } from 'lucide-react';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { type UseFormReturn, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlausibilityNotice, toFigure } from '@/components/plausibility-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField, NumberInput } from '@/components/ui/form-field';
import { Input, type InputProps } from '@/components/ui/input';
import { MoneyController } from '@/components/ui/money-controller';
import { NativeSelect } from '@/components/ui/native-select';
import { utcIsoDate } from '@/lib/dates';
import { toFormResolver } from '@/lib/form-resolver';
import { formatCurrency } from '@/lib/format';
import { isFieldOf } from '@/lib/property-fields';
import {
  computeDraftLoanAmount,
  type DraftFieldName,
  type DraftMessages,
  EMPTY_DRAFT,
  ONBOARDING_PROPERTY_TYPES,
  type PropertyDraft,
  REQUIRED_DRAFT_FIELDS,
  validateDraftForm,
} from './onboarding-model';

/** A field on its own row on phones, half a row from 640 px. */
const WIDE = 'col-span-2 sm:col-span-1';

/** The id of a draft field's control (also what a field to focus is found by). */
export function getDraftFieldId(name: DraftFieldName): string {
  return `onboarding-${name}`;
}

/**
 * A draft field's label: onboarding words a few fields its own way ("Monthly Expenses", taxes and insurance "per
 * year"), the others read the shared field texts.
 */
export function getDraftFieldLabel(t: TFunction, name: DraftFieldName): string {
  switch (name) {
    case 'address':
    case 'operatingExpenses':
    case 'propertyTaxes':
    case 'insurance':
      return t(`onboarding.fields.${name}.label`);
    default:
      return t(`fields.${name}.label`);
  }
}

/** The draft form in react-hook-form: the text as typed in, the draft as it joins the list out. */
export type DraftFormMethods = UseFormReturn<PropertyDraft, unknown, PropertyDraft>;

/**
 * The state of the onboarding property form, started empty. The resolver is the model's Add Property check
 * (validateDraftForm), with the field labels' messages. It checks on submit only: an edited field loses its message
 * until the next submit (PropertyDraftForm clears it).
 */
export function useDraftForm(): DraftFormMethods {
  const { t } = useTranslation();
  const messages: DraftMessages = {
    notNumber: (field) => t('onboarding.errors.notNumber', { field: getDraftFieldLabel(t, field) }),
    required: (field) => t(`onboarding.errors.${field}Required`),
  };
  return useForm<PropertyDraft, unknown, PropertyDraft>({
    defaultValues: EMPTY_DRAFT,
    resolver: toFormResolver((draft: PropertyDraft) => validateDraftForm(draft, messages)),
    reValidateMode: 'onSubmit',
    // The wizard moves the focus, by the field's id, after the render that shows the messages.
    shouldFocusError: false,
  });
}

/** What the form shows of the draft as typed; a new answer re-renders it (useWatch compares it with the last). */
function summarizeDraft(draft: PropertyDraft) {
  return {
    loanAmount: computeDraftLoanAmount(draft),
    warnings: findPlausibilityWarnings({
      purchasePrice: toFigure(draft.purchasePrice),
      monthlyRent: toFigure(draft.monthlyRent),
    }),
  };
}

export type PropertyDraftFormProps = {
  /** The form's state (useDraftForm): the draft as typed, its messages, and the submit that checks it. */
  form: DraftFormMethods;
  onSubmit: () => void;
  /** The 1-based number of the listed property being edited, or null when adding a new one. */
  editingNumber: number | null;
  onCancelEdit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The onboarding property form (docs/product.md "Data" (Onboarding property draft)): Add Property puts it on the list. */
export function PropertyDraftForm({
  form,
  onSubmit,
  editingNumber,
  onCancelEdit,
  headingRef,
}: PropertyDraftFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const requiredNoteId = useId();
  const today = utcIsoDate();
  const { control, register, clearErrors, getFieldState } = form;
  const { errors } = useFormState({ control });
  const { loanAmount, warnings } = useWatch({ control, compute: summarizeDraft });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  // The form checks on Add Property only: an edited field loses its message until then.
  const clearOnEdit = (name: DraftFieldName) => ({
    onChange: () => {
      if (getFieldState(name).error) clearErrors(name);
    },
  });

  function fieldProps(name: DraftFieldName) {
    return {
      id: getDraftFieldId(name),
      name,
      label: getDraftFieldLabel(t, name),
      error: errors[name]?.message,
      isRequired: isFieldOf(REQUIRED_DRAFT_FIELDS, name),
    };
  }

  function renderText(name: DraftFieldName, inputProps: InputProps = {}, className: string = WIDE) {
    return (
      <FormField {...fieldProps(name)} className={className}>
        {(aria) => <Input {...aria} type="text" {...register(name, clearOnEdit(name))} {...inputProps} />}
      </FormField>
    );
  }

  function renderMoney(name: DraftFieldName, className: string = WIDE, hint?: string) {
    return (
      <FormField {...fieldProps(name)} className={className} hint={hint}>
        {(aria) => <MoneyController {...aria} control={control} name={name} rules={clearOnEdit(name)} />}
      </FormField>
    );
  }

  function renderNumber(
    name: DraftFieldName,
    options: { step: string; max?: number; suffix?: string },
    className: string = WIDE,
  ) {
    return (
      <FormField {...fieldProps(name)} className={className}>
        {(aria) => (
          <NumberInput
            {...aria}
            {...register(name, clearOnEdit(name))}
            {...options}
            min={0}
            inputMode={options.step === '1' ? 'numeric' : 'decimal'}
          />
        )}
      </FormField>
    );
  }

  const isEditing = editingNumber !== null;

  return (
    <Card className="gap-5" data-testid="onboarding-property-form">
      <CardHeader className="px-4 sm:px-6">
        <h3
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-lg leading-tight outline-none"
        >
          {isEditing
            ? t('onboarding.entry.editingTitle', { number: editingNumber })
            : t('onboarding.entry.formTitle')}
        </h3>
        <CardDescription id={requiredNoteId}>{t('onboarding.entry.requiredNote')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form
          noValidate
          aria-labelledby={titleId}
          aria-describedby={requiredNoteId}
          onSubmit={handleSubmit}
          className="flex flex-col gap-6"
        >
          <FieldGroup legend={t('onboarding.entry.location')}>
            {renderText(
              'address',
              {
                placeholder: t('onboarding.fields.address.placeholder'),
                autoComplete: 'street-address',
                maxLength: 200,
              },
              'col-span-2',
            )}
            {renderText('city', {
              placeholder: t('fields.city.placeholder'),
              autoComplete: 'address-level2',
              maxLength: 100,
            })}
            <div className="col-span-2 grid grid-cols-2 gap-4 sm:col-span-1">
              {renderText(
                'state',
                {
                  placeholder: t('fields.state.placeholder'),
                  autoComplete: 'address-level1',
                  maxLength: 2,
                  className: 'uppercase placeholder:normal-case',
                },
                'col-span-1',
              )}
              {renderText(
                'zipCode',
                {
                  placeholder: t('fields.zipCode.placeholder'),
                  autoComplete: 'postal-code',
                  inputMode: 'numeric',
                  maxLength: 10,
                },
                'col-span-1',
              )}
            </div>
          </FieldGroup>

          <FieldGroup legend={t('onboarding.entry.details')}>
            <FormField {...fieldProps('propertyType')} className={WIDE}>
              {(aria) => (
                <NativeSelect {...aria} {...register('propertyType', clearOnEdit('propertyType'))}>
                  {ONBOARDING_PROPERTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`dealForm.propertyTypes.${type}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {renderNumber('squareFeet', { step: '1' })}
            {renderNumber('bedrooms', { step: '1', max: 100 }, 'col-span-1')}
            {renderNumber('bathrooms', { step: '0.5', max: 100 }, 'col-span-1')}
          </FieldGroup>

          <FieldGroup legend={t('onboarding.entry.financials')}>
            {renderMoney('purchasePrice')}
            <FormField {...fieldProps('purchaseDate')} className={WIDE}>
              {(aria) => (
                <Input
                  {...aria}
                  type="date"
                  max={today}
                  {...register('purchaseDate', clearOnEdit('purchaseDate'))}
                  className="tabular-nums dark:[color-scheme:dark]"
                />
              )}
            </FormField>
            {renderMoney('monthlyRent')}
            {renderMoney('operatingExpenses', WIDE, t('onboarding.fields.operatingExpenses.hint'))}
          </FieldGroup>

          <FieldGroup legend={t('onboarding.entry.expensesTitle')} hint={t('onboarding.entry.expensesHint')}>
            {renderMoney('propertyTaxes', 'col-span-1')}
            {renderMoney('insurance', 'col-span-1')}
          </FieldGroup>

          <FieldGroup legend={t('onboarding.entry.financing')} hint={t('onboarding.entry.financingHint')}>
            {renderNumber('downPayment', { step: '0.1', max: 100, suffix: '%' }, 'col-span-1')}
            {renderNumber('interestRate', { step: '0.01', max: 30, suffix: '%' }, 'col-span-1')}
            <p className="col-span-2 text-muted-foreground text-sm tabular-nums" aria-live="polite">
              {loanAmount === undefined
                ? null
                : t('onboarding.entry.loanAmount', {
                    amount: formatCurrency(loanAmount, { isWhole: true }),
                  })}
            </p>
          </FieldGroup>

          <p className="rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
            {t('onboarding.entry.assumptions')}
          </p>

          <PlausibilityNotice warnings={warnings} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {isEditing ? (
              <Button variant="outline" onClick={onCancelEdit}>
                <X aria-hidden="true" />
                {t('onboarding.entry.cancelEdit')}
              </Button>
            ) : null}
            <Button type="submit" className="sm:min-w-40">
              {isEditing ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {isEditing ? t('onboarding.entry.updateProperty') : t('onboarding.entry.addProperty')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type FieldGroupProps = { legend: string; hint?: string; children: ReactNode };

function FieldGroup({ legend, hint, children }: FieldGroupProps) {
  const hintId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-3 font-medium text-muted-foreground text-xs uppercase tracking-wider">
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-2 text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-4">{children}</div>
    </fieldset>
  );
}
