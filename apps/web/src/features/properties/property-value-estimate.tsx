import { Info } from 'lucide-react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SourceAttribution } from '@/components/source-attribution';
import {
  EstimateIsCurrent,
  EstimatePending,
  UseEstimateButton,
  usePropertyEstimate,
  ValueEstimateText,
} from '@/features/property-page';
import { cn } from '@/lib/utils';
import { getPropertyFieldId, type PropertyFormMethods } from './use-property-form';

export type PropertyValueEstimateProps = {
  /** The stored property: its estimate is the server's, from the saved purchase date and price. */
  propertyId: number;
  form: PropertyFormMethods;
  className?: string;
};

/**
 * The edit form's value estimate, beside Current Value: "Use this estimate" puts it in the field (the user still
 * saves the form), then the focus goes to the field. When the purchase date or price is edited, a note says that the
 * estimate is still that of the saved ones.
 */
export function PropertyValueEstimate({ propertyId, form, className }: PropertyValueEstimateProps) {
  const { t } = useTranslation();
  const state = usePropertyEstimate(propertyId);
  const { control, setValue } = form;
  const currentValue = useWatch({ control, name: 'currentValue' });
  const { dirtyFields } = useFormState({ control, name: ['purchaseDate', 'purchasePrice', 'currentValue'] });
  const isBasisEdited = Boolean(dirtyFields.purchaseDate || dirtyFields.purchasePrice);

  const panelClass = cn('flex flex-col gap-2 rounded-lg border bg-muted/40 p-3', className);
  if (state.status !== 'ready') {
    return (
      <div className={panelClass} data-testid="form-value-estimate">
        <EstimatePending state={state} />
      </div>
    );
  }

  const { estimate } = state;
  const { estimatedValue } = estimate;
  const estimateText = estimatedValue === null ? null : String(estimatedValue);

  function handleUse() {
    if (estimateText === null) return;
    setValue('currentValue', estimateText, { shouldDirty: true, shouldValidate: true });
    // The button gives way to a note once the field holds the estimate: the focus goes to the field it filled.
    requestAnimationFrame(() => document.getElementById(getPropertyFieldId('currentValue'))?.focus());
  }

  return (
    <div className={panelClass} data-testid="form-value-estimate">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <ValueEstimateText estimate={estimate} />
        {estimateText === null ? null : currentValue === estimateText ? (
          <EstimateIsCurrent
            className="sm:max-w-56 sm:text-right"
            text={dirtyFields.currentValue ? t('propertyPage.value.inForm') : undefined}
          />
        ) : (
          <UseEstimateButton onUse={handleUse} className="self-start sm:self-auto" />
        )}
      </div>
      {isBasisEdited ? (
        <p
          className="flex items-start gap-1.5 text-muted-foreground text-xs"
          data-testid="estimate-basis-note"
        >
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('propertyPage.value.basedOnSaved')}
        </p>
      ) : null}
      {estimatedValue === null ? null : <SourceAttribution wording="propertyPage" sources={['zillow']} />}
    </div>
  );
}
