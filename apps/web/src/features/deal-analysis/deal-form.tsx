import { DEAL_PROPERTY_TYPES, findPlausibilityWarnings } from '@rentfolio/contracts';
import type { TDealField } from '@rentfolio/finance';
import { Building2, Crown, Landmark, LoaderCircle, Wallet } from 'lucide-react';
import { type FormEvent, Fragment, type KeyboardEvent, type Ref, useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlausibilityNotice, toFigure } from '@/components/plausibility-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField, NumberInput } from '@/components/ui/form-field';
import { Input, type InputProps } from '@/components/ui/input';
import { MoneyController } from '@/components/ui/money-controller';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { hasFieldHint } from '@/i18n/field-texts';
import { isFieldOf, PROPERTY_FIELDS } from '@/lib/property-fields';
import {
  type DealFieldName,
  type DealFormValues,
  type DealTab,
  hasRequiredDealFields,
  inputsOfTab,
  REQUIRED_DEAL_FIELDS,
  TAB_FIELDS,
} from './deal-form-model';
import { LoanSummary } from './loan-summary';
import type { DealFormMethods } from './use-deal-analysis';

/** The inputs that take a whole row on a wide form: the expenses, whose hint is long. */
const WIDE_INPUTS: readonly TDealField[] = ['operatingExpenses'];

const TAB_ICONS: Record<DealTab, typeof Building2> = {
  property: Building2,
  financials: Wallet,
  loan: Landmark,
};

/** What the form shows of the values as typed; a new answer re-renders it (useWatch compares it with the last). */
function summarizeDealValues(values: DealFormValues) {
  return {
    canAnalyze: hasRequiredDealFields(values),
    loanFields: {
      purchasePrice: values.purchasePrice,
      downPayment: values.downPayment,
      interestRate: values.interestRate,
      loanTerm: values.loanTerm,
    },
    warnings: findPlausibilityWarnings({
      purchasePrice: toFigure(values.purchasePrice),
      monthlyRent: toFigure(values.monthlyRent),
    }),
  };
}

export type DealFormProps = {
  /** The form's state (useDealForm): values, messages, and the submit that checks them. */
  form: DealFormMethods;
  activeTab: DealTab;
  onTabChange: (tab: DealTab) => void;
  /** Called on every submit, by the button or by Enter in a field; the page decides what happens. */
  onSubmit: () => void;
  isAnalyzing: boolean;
  /** A plan's monthly limit is reached: the button offers the upgrade instead (docs/product.md "Input rules"). */
  isAtLimit: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The deal form (docs/product.md "Screens", "Data"): three tabs, the investment notes and the Analyze Investment Deal button. */
export function DealForm({
  form,
  activeTab,
  onTabChange,
  onSubmit,
  isAnalyzing,
  isAtLimit,
  headingRef,
}: DealFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const requiredNoteId = useId();
  const { control, register, clearErrors, getFieldState } = form;
  const { errors } = useFormState({ control });
  const { canAnalyze, loanFields, warnings } = useWatch({ control, compute: summarizeDealValues });
  const isButtonDisabled = isAnalyzing || (!isAtLimit && !canAnalyze);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  // A disabled submit button blocks the browser's Enter-to-submit, but Enter must still say what is missing.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    if (isButtonDisabled && !isAnalyzing) {
      event.preventDefault();
      onSubmit();
    }
  }

  // The form checks on submit only: an edited field loses its message until then, and its tab its error mark.
  const clearOnEdit = (name: DealFieldName) => ({
    onChange: () => {
      if (getFieldState(name).error) clearErrors(name);
    },
  });

  function getFieldProps(name: DealFieldName, label: string = t(`fields.${name}.label`)) {
    return {
      id: name,
      name,
      label,
      error: errors[name]?.message,
      isRequired: isFieldOf(REQUIRED_DEAL_FIELDS, name),
    };
  }

  function renderText(name: DealFieldName, inputProps: InputProps = {}) {
    return (
      <FormField {...getFieldProps(name)}>
        {(aria) => <Input {...aria} type="text" {...register(name, clearOnEdit(name))} {...inputProps} />}
      </FormField>
    );
  }

  function renderNumber(name: DealFieldName, options: { step: string; min?: number; max?: number }) {
    return (
      <FormField {...getFieldProps(name)}>
        {(aria) => <NumberInput {...aria} {...register(name, clearOnEdit(name))} {...options} />}
      </FormField>
    );
  }

  /** A deal input, by its unit in the registry: an amount in the money control, the rest with their range. */
  function renderInput(name: TDealField) {
    const input = PROPERTY_FIELDS.controlOf(name);
    const field = (
      <FormField {...getFieldProps(name)} hint={hasFieldHint(name) ? t(`fields.${name}.hint`) : undefined}>
        {(aria) =>
          input.kind === 'money' ? (
            <MoneyController {...aria} control={control} name={name} rules={clearOnEdit(name)} />
          ) : (
            <NumberInput
              {...aria}
              {...register(name, clearOnEdit(name))}
              step={input.step}
              min={input.min}
              max={input.max}
              suffix={input.suffix}
            />
          )
        }
      </FormField>
    );
    return isFieldOf(WIDE_INPUTS, name) ? (
      <div key={name} className="sm:col-span-2">
        {field}
      </div>
    ) : (
      <Fragment key={name}>{field}</Fragment>
    );
  }

  return (
    <Card className="gap-5">
      <CardHeader className="px-4 sm:px-6">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold text-lg leading-tight">
          {t('dealForm.title')}
        </h2>
        <CardDescription>{t('dealForm.text')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form
          noValidate
          aria-labelledby={titleId}
          aria-busy={isAnalyzing}
          onSubmit={handleSubmit}
          onKeyDown={handleKeyDown}
          className="flex flex-col gap-5"
        >
          <Tabs value={activeTab} onValueChange={(tab) => onTabChange(tab as DealTab)}>
            <TabsList aria-label={t('dealForm.tabsLabel')}>
              {(Object.keys(TAB_FIELDS) as DealTab[]).map((tab) => {
                const Icon = TAB_ICONS[tab];
                const hasErrors = TAB_FIELDS[tab].some((field) => errors[field]);
                return (
                  <TabsTrigger key={tab} value={tab} className="px-2 sm:px-3">
                    <Icon className="hidden sm:block" aria-hidden="true" />
                    {t(`dealForm.tabs.${tab}`)}
                    {hasErrors ? (
                      <>
                        <span aria-hidden="true" className="size-1.5 rounded-full bg-destructive" />
                        <span className="sr-only">{` ${t('dealForm.tabHasErrors')}`}</span>
                      </>
                    ) : null}
                  </TabsTrigger>
                );
              })}
            </TabsList>

            <TabsContent value="property" forceMount hidden={activeTab !== 'property'}>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="sm:col-span-2">
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
                  {renderText('state', {
                    placeholder: t('fields.state.placeholder'),
                    autoComplete: 'address-level1',
                    maxLength: 2,
                    className: 'uppercase placeholder:normal-case',
                  })}
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
                      <option value="">{t('fields.propertyType.placeholder')}</option>
                      {DEAL_PROPERTY_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`dealForm.propertyTypes.${type}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                {renderNumber('squareFeet', { step: '1', min: 0 })}
                <div className="grid grid-cols-2 gap-4 sm:col-span-2">
                  {renderNumber('bedrooms', { step: '1', min: 0 })}
                  {renderNumber('bathrooms', { step: '0.5', min: 0 })}
                </div>
              </div>
            </TabsContent>

            <TabsContent value="financials" forceMount hidden={activeTab !== 'financials'}>
              <div className="grid gap-4 sm:grid-cols-2">{inputsOfTab('financials').map(renderInput)}</div>
            </TabsContent>

            <TabsContent value="loan" forceMount hidden={activeTab !== 'loan'}>
              <div className="grid gap-4 sm:grid-cols-2">
                {inputsOfTab('loan').map(renderInput)}
                <div className="sm:col-span-2">
                  <LoanSummary fields={loanFields} />
                </div>
              </div>
            </TabsContent>
          </Tabs>

          <FormField {...getFieldProps('notes', t('dealForm.fields.notes.label'))}>
            {(aria) => (
              <Textarea
                {...aria}
                {...register('notes', clearOnEdit('notes'))}
                placeholder={t('dealForm.fields.notes.placeholder')}
                maxLength={5000}
                rows={3}
              />
            )}
          </FormField>

          <PlausibilityNotice warnings={warnings} />

          <div className="flex flex-col gap-2">
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={isButtonDisabled}
              aria-describedby={!isAtLimit && !canAnalyze ? requiredNoteId : undefined}
            >
              {isAnalyzing ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : isAtLimit ? (
                <Crown aria-hidden="true" />
              ) : null}
              {isAnalyzing
                ? t('dealForm.analyzing')
                : isAtLimit
                  ? t('dealForm.upgrade')
                  : t('dealForm.analyze')}
            </Button>
            {!isAtLimit && !canAnalyze ? (
              <p id={requiredNoteId} className="text-center text-muted-foreground text-xs">
                {t('dealForm.requiredNote')}
              </p>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
