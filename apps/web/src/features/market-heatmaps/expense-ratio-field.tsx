import { DEFAULT_EXPENSE_RATIO_PCT } from '@rentfolio/contracts';
import { Calculator } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/lib/format';

export type ExpenseRatioFieldProps = {
  /** The text as typed. */
  text: string;
  /** The ratio the estimate uses (the last valid one). */
  value: number;
  isInvalid: boolean;
  onChange: (text: string) => void;
};

/**
 * The cap rate is only ever an estimate here (no open source publishes one by ZIP): gross yield × (1 − expense
 * ratio), the ratio editable from 0 to 90%. A ratio out of range is refused beside the field, and the estimate keeps
 * the last valid one.
 */
export function ExpenseRatioField({ text, value, isInvalid, onChange }: ExpenseRatioFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-ratio`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Calculator className="size-4 text-muted-foreground" aria-hidden="true" />
        <h2 id={`${id}-title`} className="font-semibold">
          {t('heatmap.capRate.title')}
        </h2>
        <span className="rounded-full border px-2 py-0.5 text-muted-foreground text-xs">
          {t('heatmap.capRate.estimate')}
        </span>
      </div>
      <p className="text-muted-foreground">{t('heatmap.capRate.formula')}</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t('heatmap.capRate.expenseRatio')}</Label>
        <div className="w-32">
          <NumberInput
            id={inputId}
            suffix="%"
            min={0}
            max={90}
            step={1}
            value={text}
            aria-invalid={isInvalid || undefined}
            aria-describedby={`${id}-hint${isInvalid ? ` ${id}-error` : ''}`}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('heatmap.capRate.expenseRatioHint', { value: DEFAULT_EXPENSE_RATIO_PCT })}
        </p>
        {isInvalid ? (
          <p id={`${id}-error`} role="alert" className="font-medium text-destructive text-xs">
            {t('heatmap.capRate.invalid', { value: formatNumber(value) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
