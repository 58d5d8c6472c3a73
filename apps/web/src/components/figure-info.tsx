import type { TFigureExplanation } from '@rentfolio/finance';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { translateFormula, translateNote, translateTermLabel } from '@/lib/explanation-text';
import { formatExplanationValue } from '@/lib/figure-format';
import { cn } from '@/lib/utils';

export type FigureInfoProps = {
  /** The figure's label as shown beside the button, for the button's name. */
  label: string;
  explanation: TFigureExplanation | undefined;
  className?: string;
};

/**
 * The small info button beside a figure: a popover with the formula and the numbers that went in, from the finance
 * engine's explanation of the same inputs. Escape or a click outside closes it and the focus returns to the button.
 */
export function FigureInfo({ label, explanation, className }: FigureInfoProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!explanation) return null;

  return (
    <Popover>
      <PopoverTrigger
        aria-label={t('explain.infoLabel', { figure: label })}
        className={cn(
          'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring data-[state=open]:bg-accent data-[state=open]:text-accent-foreground',
          className,
        )}
      >
        <Info className="size-3.5" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} className="flex flex-col gap-3 text-sm">
        <p id={titleId} className="font-semibold">
          {t(`figures.${explanation.key}`)}
        </p>
        <div className="flex flex-col gap-1">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
            {t('explain.formula')}
          </p>
          <p className="rounded-md bg-muted px-2.5 py-2 text-[0.8125rem] leading-relaxed">
            {translateFormula(explanation.formula)}
          </p>
        </div>
        {explanation.terms.length > 0 ? (
          <div className="flex flex-col gap-1">
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
              {t('explain.inputs')}
            </p>
            <dl className="flex flex-col gap-1">
              {explanation.terms.map((term) => (
                <div key={term.key} className="flex items-baseline justify-between gap-3">
                  <dt className="text-muted-foreground">{translateTermLabel(term.key, term.label)}</dt>
                  <dd className="shrink-0 font-medium tabular-nums">
                    {formatExplanationValue(term.value, term.unit)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <dl className="flex items-baseline justify-between gap-3 border-t pt-2">
          <dt className="font-medium">{t('explain.result')}</dt>
          <dd className="font-semibold tabular-nums">
            {formatExplanationValue(explanation.result, explanation.unit)}
          </dd>
        </dl>
        {explanation.note ? (
          <p className="text-muted-foreground text-xs">{translateNote(explanation.note)}</p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
