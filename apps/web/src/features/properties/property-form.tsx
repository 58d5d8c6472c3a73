import { findPlausibilityWarnings } from '@rentfolio/contracts';
import type { TDealField } from '@rentfolio/finance';
import { Building2, ClipboardCheck, Landmark, LoaderCircle, Wallet } from 'lucide-react';
import { type FormEvent, Fragment, type ReactNode, useId } from 'react';
import { Controller, type UseFormRegisterReturn, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PlausibilityNotice, toFigure } from '@/components/plausibility-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, NumberInput } from '@/components/ui/form-field';
import { Input, type InputProps } from '@/components/ui/input';
import { MoneyController } from '@/components/ui/money-controller';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { LiveRentCheck } from '@/features/rent-check';
import { hasFieldHint } from '@/i18n/field-texts';
import { isFieldOf, PROPERTY_FIELDS } from '@/lib/property-fields';
import {
  computePropertyPreview,
  PROPERTY_DEAL_FIELDS,
  PROPERTY_FORM_TYPES,
  type PropertyFieldName,
  type PropertyFormValues,
  type PropertyTextField,
  REQUIRED_PROPERTY_FIELDS,
} from './property-form-model';
import { PropertyPreview } from './property-preview';
import { PropertyValueEstimate } from './property-value-estimate';
import type { PropertyFormMethods } from './use-property-form';

/** The inputs that take a whole row on a wide form: the expenses, whose hint is long. */
const WIDE_INPUTS: readonly TDealField[] = ['operatingExpenses'];

/** The deal inputs of a section: the form's sections are the registry's groups. */
function inputsOfGroup(group: 'financials' | 'loan'): readonly TDealField[] {
  return PROPERTY_DEAL_FIELDS.filter((name) => PROPERTY_FIELDS.groupOf(name) === group);
}

/**
 * What the form shows of the values as typed: the live preview and the plausibility notices. A new answer re-renders
 * the form (useWatch compares it with the last), so a keystroke in the address leaves the figures alone.
 */
function summarizePropertyValues(values: PropertyFormValues) {
  const preview = computePropertyPreview(values);
  const warnings = findPlausibilityWarnings({
    purchasePrice: toFigure(values.purchasePrice),
    monthlyRent: toFigure(values.monthlyRent),
    roi: preview.status === 'ready' ? preview.figures.roi : null,
  });
  return { preview, warnings };
}

export type PropertyFormProps = {
  /** The form's accessible name: the screen's title. */
  label: string;
  /** The form's state (usePropertyForm): values, messages, and the checks on submit. */
  form: PropertyFormMethods;
  /** Called on every submit; the screen decides what happens (it checks the form through `form`). */
  onSubmit: () => void;
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  cancelLabel: string;
  /** More actions beside Save (the edit screen's Delete). */
  extraActions?: ReactNode;
  /** The stored property being edited: its value estimate shows beside Current Value (not on the add form). */
  propertyId?: number | undefined;
};

/**
 * The property form of /add-property and /properties/:id/edit: four sections (Property, Income and expenses, Loan,
 * Status), the live preview of the figures beside them on a wide screen and under them on a phone, and the actions.
 */
export function PropertyForm({
  label,
  form,
  onSubmit,
  isSubmitting,
  submitLabel,
  submittingLabel,
  cancelLabel,
  extraActions,
  propertyId,
}: PropertyFormProps) {
  const { t } = useTranslation();
  const { control, register, clearErrors, getFieldState } = form;
  const { errors } = useFormState({ control });
  const { preview, warnings } = useWatch({ control, compute: summarizePropertyValues });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  // The form checks on submit only: typing into a field clears its message until then.
  const clearOnEdit = (name: PropertyFieldName) => ({
    onChange: () => {
      if (getFieldState(name).error) clearErrors(name);
    },
  });

  function getFieldProps(name: PropertyTextField) {
    return {
      id: `property-${name}`,
      name,
      label: t(`fields.${name}.label`),
      error: errors[name]?.message,
      isRequired: isFieldOf(REQUIRED_PROPERTY_FIELDS, name),
    };
  }

  function renderText(name: PropertyTextField, inputProps: InputProps = {}) {
    return (
      <FormField {...getFieldProps(name)}>
        {(aria) => <Input {...aria} type="text" {...register(name, clearOnEdit(name))} {...inputProps} />}
      </FormField>
    );
  }

  function renderMoney(name: PropertyTextField, hint?: string) {
    return (
      <FormField {...getFieldProps(name)} hint={hint}>
        {(aria) => <MoneyController {...aria} control={control} name={name} rules={clearOnEdit(name)} />}
      </FormField>
    );
  }

  function renderNumber(name: PropertyTextField, options: { step: string; min?: number; max?: number }) {
    return (
      <FormField {...getFieldProps(name)}>
        {(aria) => <NumberInput {...aria} {...register(name, clearOnEdit(name))} {...options} />}
      </FormField>
    );
  }

  /** A deal input, by its unit in the registry: an amount in the money control, the rest with their range. */
  function renderInput(name: TDealField) {
    const input = PROPERTY_FIELDS.controlOf(name);
    const hint = hasFieldHint(name) ? t(`fields.${name}.hint`) : undefined;
    const field =
      input.kind === 'money' ? (
        renderMoney(name, hint)
      ) : (
        <FormField {...getFieldProps(name)} hint={hint}>
          {(aria) => (
            <NumberInput
              {...aria}
              {...register(name, clearOnEdit(name))}
              step={input.step}
              min={input.min}
              max={input.max}
              suffix={input.suffix}
            />
          )}
        </FormField>
      );
    return isFieldOf(WIDE_INPUTS, name) ? (
      <div key={name} className="@lg:col-span-2">
        {field}
      </div>
    ) : (
      <Fragment key={name}>{field}</Fragment>
    );
  }

  return (
    <form
      noValidate
      aria-label={label}
      aria-busy={isSubmitting}
      onSubmit={handleSubmit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_19rem]"
    >
      <div className="@container flex min-w-0 flex-col gap-6 lg:col-start-1">
        <FormSection
          icon={Building2}
          title={t('properties.sections.property')}
          text={t('properties.sections.propertyText')}
        >
          <div className="grid gap-4 @lg:grid-cols-2">
            <div className="@lg:col-span-2">
              {renderText('address', {
                placeholder: t('fields.address.placeholder'),
                autoComplete: 'street-address',
                maxLength: 200,
              })}
            </div>
            {renderText('city', {
              placeholder: t('fields.city.placeholder'),
              autoComplete: 'address-level2',
              maxLength: 100,
            })}
            <div className="grid grid-cols-2 gap-4">
              <FormField {...getFieldProps('state')}>
                {(aria) => (
                  // A Controller, so that the state shows upper-cased as it is typed.
                  <Controller
                    control={control}
                    name="state"
                    rules={clearOnEdit('state')}
                    render={({ field }) => (
                      <Input
                        {...aria}
                        type="text"
                        ref={field.ref}
                        value={field.value}
                        onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                        onBlur={field.onBlur}
                        placeholder={t('fields.state.placeholder')}
                        autoComplete="address-level1"
                        autoCapitalize="characters"
                        maxLength={2}
                      />
                    )}
                  />
                )}
              </FormField>
              {renderText('zipCode', {
                placeholder: t('fields.zipCode.placeholder'),
                autoComplete: 'postal-code',
                inputMode: 'numeric',
                maxLength: 10,
              })}
            </div>
            <FormField {...getFieldProps('propertyType')}>
              {(aria) => (
                <NativeSelect {...aria} {...register('propertyType', clearOnEdit('propertyType'))}>
                  {PROPERTY_FORM_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`properties.propertyTypes.${type}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {renderNumber('squareFeet', { step: '1', min: 0 })}
            <div className="grid grid-cols-2 gap-4 @lg:col-span-2">
              {renderNumber('bedrooms', { step: '1', min: 0 })}
              {renderNumber('bathrooms', { step: '0.5', min: 0 })}
            </div>
          </div>
        </FormSection>

        <FormSection
          icon={Wallet}
          title={t('properties.sections.income')}
          text={t('properties.sections.incomeText')}
        >
          <div className="grid gap-4 @lg:grid-cols-2">{inputsOfGroup('financials').map(renderInput)}</div>
          <FormRentCheck control={control} className="mt-4" />
        </FormSection>

        <FormSection
          icon={Landmark}
          title={t('properties.sections.loan')}
          text={t('properties.sections.loanText')}
        >
          <div className="grid gap-4 @lg:grid-cols-2">{inputsOfGroup('loan').map(renderInput)}</div>
        </FormSection>

        <FormSection
          icon={ClipboardCheck}
          title={t('properties.sections.status')}
          text={t('properties.sections.statusText')}
        >
          <div className="grid gap-4 @lg:grid-cols-2">
            <FormField {...getFieldProps('purchaseDate')}>
              {(aria) => (
                <Input
                  {...aria}
                  type="date"
                  {...register('purchaseDate', clearOnEdit('purchaseDate'))}
                  className="block"
                />
              )}
            </FormField>
            {renderMoney('currentValue', t('fields.currentValue.hint'))}
            {propertyId === undefined ? null : (
              <PropertyValueEstimate propertyId={propertyId} form={form} className="@lg:col-span-2" />
            )}
            <OccupiedCheckbox
              registration={register('isOccupied', clearOnEdit('isOccupied'))}
              error={errors.isOccupied?.message}
            />
            <FormField {...getFieldProps('notes')} className="@lg:col-span-2">
              {(aria) => (
                <Textarea
                  {...aria}
                  {...register('notes', clearOnEdit('notes'))}
                  placeholder={t('fields.notes.placeholder')}
                  maxLength={5000}
                  rows={3}
                />
              )}
            </FormField>
          </div>
        </FormSection>
      </div>

      <PropertyPreview
        preview={preview}
        className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      />

      <div className="lg:col-start-1">
        <PlausibilityNotice warnings={warnings} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center lg:col-start-1">
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:min-w-44">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        <Button asChild variant="outline" size="lg">
          {/* Editing, Cancel goes back to the property's page, where Edit was; adding, to the dashboard. */}
          <Link href={propertyId === undefined ? '/' : `/properties/${propertyId}`}>{cancelLabel}</Link>
        </Button>
        {extraActions ? <div className="flex flex-col sm:ml-auto">{extraActions}</div> : null}
      </div>
    </form>
  );
}

/** The rent check of the rent as typed, against HUD's and Zillow's figures for the ZIP code and bedrooms typed. */
function FormRentCheck({
  control,
  className,
}: {
  control: PropertyFormMethods['control'];
  className?: string;
}) {
  const [zipCode, bedrooms, monthlyRent] = useWatch({
    control,
    name: ['zipCode', 'bedrooms', 'monthlyRent'],
  });
  return (
    <LiveRentCheck zipCode={zipCode} bedrooms={bedrooms} monthlyRent={monthlyRent} className={className} />
  );
}

type FormSectionProps = {
  icon: typeof Building2;
  title: string;
  text: string;
  children: ReactNode;
};

/** A group of fields with its name, so that a screen reader announces the section when a field takes the focus. */
function FormSection({ icon: Icon, title, text, children }: FormSectionProps) {
  const textId = useId();
  return (
    <Card className="gap-0 py-0">
      <fieldset aria-describedby={textId} className="m-0 min-w-0 border-0 px-4 py-5 sm:px-6 sm:py-6">
        <legend className="float-left w-full p-0">
          <h2 className="flex items-center gap-2 font-semibold text-lg leading-tight">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </h2>
        </legend>
        <p id={textId} className="clear-left pt-1.5 pb-5 text-muted-foreground text-sm">
          {text}
        </p>
        {children}
      </fieldset>
    </Card>
  );
}

type OccupiedCheckboxProps = {
  /** The checkbox registered with the form (its name, its ref and its change handler). */
  registration: UseFormRegisterReturn<'isOccupied'>;
  error?: string | undefined;
};

/** isOccupied (docs/product.md "Portfolio figures", default on): a native checkbox, so that Space toggles it and forms read it. */
function OccupiedCheckbox({ registration, error }: OccupiedCheckboxProps) {
  const { t } = useTranslation();
  const id = 'property-isOccupied';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3 @lg:col-span-2">
      <input
        id={id}
        type="checkbox"
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer font-medium text-sm leading-none">
          {t('fields.isOccupied.label')}
        </label>
        <p id={hintId} className="text-muted-foreground text-xs">
          {t('fields.isOccupied.hint')}
        </p>
        {error ? (
          <p id={errorId} className="font-medium text-destructive text-xs">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
