import { findPlausibilityWarnings, PROPERTY_TYPE_LABELS } from '@rentfolio/contracts';
import { Plus, Save, X } from 'lucide-react';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlausibilityNotice, toFigure } from '@/components/plausibility-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField, MoneyField, NumberField, TextField } from '@/components/ui/form-field';
import { Input, type InputProps } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCurrency } from '@/lib/format';
import {
  computeLoanAmount,
  type DraftFieldErrors,
  type DraftFieldName,
  getUtcToday,
  ONBOARDING_PROPERTY_TYPES,
  type PropertyDraft,
  REQUIRED_DRAFT_FIELDS,
} from './onboarding-model';

/** A field on its own row on phones, half a row from 640 px. */
const WIDE = 'col-span-2 sm:col-span-1';

/** The id of a draft field's control (also what a field to focus is found by). */
export function getDraftFieldId(name: DraftFieldName): string {
  return `onboarding-${name}`;
}

export type PropertyDraftFormProps = {
  values: PropertyDraft;
  errors: DraftFieldErrors;
  onFieldChange: (name: DraftFieldName, value: string) => void;
  onSubmit: () => void;
  /** The 1-based number of the listed property being edited, or null when adding a new one. */
  editingNumber: number | null;
  onCancelEdit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The onboarding property form (docs/product.md "Data" (Onboarding property draft)): Add Property puts it on the list. */
export function PropertyDraftForm({
  values,
  errors,
  onFieldChange,
  onSubmit,
  editingNumber,
  onCancelEdit,
  headingRef,
}: PropertyDraftFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const requiredNoteId = useId();
  const today = getUtcToday();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function fieldProps(name: DraftFieldName) {
    return {
      id: getDraftFieldId(name),
      name,
      label: t(`onboarding.fields.${name}`),
      error: errors[name],
      isRequired: (REQUIRED_DRAFT_FIELDS as readonly string[]).includes(name),
    };
  }

  const bind = (name: DraftFieldName, className: string) => ({
    ...fieldProps(name),
    className,
    value: values[name],
    onValueChange: (value: string) => onFieldChange(name, value),
  });

  function renderText(name: DraftFieldName, inputProps: InputProps = {}, className: string = WIDE) {
    return <TextField {...bind(name, className)} inputProps={inputProps} />;
  }

  function renderMoney(name: DraftFieldName, className: string = WIDE, hint?: string) {
    return <MoneyField {...bind(name, className)} hint={hint} />;
  }

  function renderNumber(
    name: DraftFieldName,
    options: { step: string; max?: number; suffix?: string },
    className: string = WIDE,
  ) {
    return (
      <NumberField
        {...bind(name, className)}
        inputProps={{ ...options, min: 0, inputMode: options.step === '1' ? 'numeric' : 'decimal' }}
      />
    );
  }

  const isEditing = editingNumber !== null;
  const loanAmount = computeLoanAmount(values);

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
                placeholder: t('onboarding.fields.addressPlaceholder'),
                autoComplete: 'street-address',
                maxLength: 200,
              },
              'col-span-2',
            )}
            {renderText('city', {
              placeholder: t('onboarding.fields.cityPlaceholder'),
              autoComplete: 'address-level2',
              maxLength: 100,
            })}
            <div className="col-span-2 grid grid-cols-2 gap-4 sm:col-span-1">
              {renderText(
                'state',
                {
                  placeholder: t('onboarding.fields.statePlaceholder'),
                  autoComplete: 'address-level1',
                  maxLength: 2,
                  className: 'uppercase placeholder:normal-case',
                },
                'col-span-1',
              )}
              {renderText(
                'zipCode',
                {
                  placeholder: t('onboarding.fields.zipCodePlaceholder'),
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
                <NativeSelect
                  {...aria}
                  value={values.propertyType}
                  onChange={(event) => onFieldChange('propertyType', event.target.value)}
                >
                  {ONBOARDING_PROPERTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PROPERTY_TYPE_LABELS[type]}
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
                  value={values.purchaseDate}
                  onChange={(event) => onFieldChange('purchaseDate', event.target.value)}
                  className="tabular-nums dark:[color-scheme:dark]"
                />
              )}
            </FormField>
            {renderMoney('monthlyRent')}
            {renderMoney('monthlyExpenses', WIDE, t('onboarding.fields.monthlyExpensesHint'))}
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
                : t('onboarding.fields.loanAmount', {
                    amount: formatCurrency(loanAmount, { isWhole: true }),
                  })}
            </p>
          </FieldGroup>

          <p className="rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
            {t('onboarding.entry.assumptions')}
          </p>

          <PlausibilityNotice
            warnings={findPlausibilityWarnings({
              purchasePrice: toFigure(values.purchasePrice),
              monthlyRent: toFigure(values.monthlyRent),
            })}
          />
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
