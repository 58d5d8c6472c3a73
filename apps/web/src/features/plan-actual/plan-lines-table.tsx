import type { TPlanActual, TPlanLine, TPlanLineName, TPlanLines } from '@rentfolio/contracts';
import type { TFigureExplanation } from '@rentfolio/finance';
import { useTranslation } from 'react-i18next';
import { FigureInfo } from '@/components/figure-info';
import { Badge } from '@/components/ui/badge';
import { formatCurrency, formatPercent, formatRatio } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The lines in the table's order, with their unit and which way is better. */
const LINES: readonly {
  name: TPlanLineName;
  unit: 'money' | 'ratio' | 'percent';
  isHigherBetter: boolean;
}[] = [
  { name: 'income', unit: 'money', isHigherBetter: true },
  { name: 'operatingExpenses', unit: 'money', isHigherBetter: false },
  { name: 'noi', unit: 'money', isHigherBetter: true },
  { name: 'debtService', unit: 'money', isHigherBetter: false },
  { name: 'capitalImprovements', unit: 'money', isHigherBetter: false },
  { name: 'cashFlow', unit: 'money', isHigherBetter: true },
  { name: 'dscr', unit: 'ratio', isHigherBetter: true },
  { name: 'cashOnCash', unit: 'percent', isHigherBetter: true },
  { name: 'capRateOnCost', unit: 'percent', isHigherBetter: true },
];

const MINUS = '\u2212';
const signOf = (value: number) => (value > 0 ? '+' : value < 0 ? MINUS : '');

function formatValue(value: number | null, unit: 'money' | 'ratio' | 'percent'): string {
  if (value === null) return '—';
  if (unit === 'money') return formatCurrency(value);
  if (unit === 'ratio') return formatRatio(value);
  return formatPercent(value);
}

/** A line's difference: its sign, its size in the line's unit, and its percentage of the plan. */
function useDifferenceText() {
  const { t } = useTranslation();
  return (line: TPlanLine, unit: 'money' | 'ratio' | 'percent') => {
    if (line.difference === null) return { amount: '—', percent: null };
    const size = Math.abs(line.difference);
    const amount =
      unit === 'money'
        ? formatCurrency(size)
        : unit === 'ratio'
          ? formatRatio(size)
          : t('planActual.points', { value: formatRatio(size) });
    const percent =
      line.differencePercent === null
        ? null
        : `(${signOf(line.differencePercent)}${formatPercent(Math.abs(line.differencePercent))})`;
    return { amount: `${signOf(line.difference)}${amount}`, percent };
  };
}

const isGoodWay = (line: TPlanLine, isHigherBetter: boolean) =>
  line.difference !== null && (isHigherBetter ? line.difference > 0 : line.difference < 0);

function OffBadge({ isGood }: { isGood: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      className={cn(
        isGood
          ? 'border-emerald-600 text-emerald-700 dark:border-emerald-400 dark:text-emerald-300'
          : 'border-destructive text-destructive dark:border-red-400 dark:text-red-300',
      )}
    >
      {t('planActual.table.off')}
    </Badge>
  );
}

const offTone = (line: TPlanLine, isGood: boolean) =>
  line.isOff && (isGood ? 'text-emerald-700 dark:text-emerald-300' : 'text-destructive dark:text-red-300');

/**
 * The plan, the actual figure and the difference of each line (docs/product.md "Plan against actual"). A line off the
 * plan by more than the threshold is marked, green when it is off the good way and red when the bad way. A table from
 * 640 px; on a phone, each line is a short list of its three figures, so nothing scrolls sideways.
 */
export function PlanLinesTable({
  lines,
  explanations,
  name,
}: {
  lines: TPlanLines;
  /** Each actual line's formula and figures: the info button beside the actual figure, as on the deal screen. */
  explanations: TPlanActual['portfolio']['explanations'];
  name: string;
}) {
  const { t } = useTranslation();
  const differenceText = useDifferenceText();
  // The server writes them with finance's explainActualLines, so their keys are finance's.
  const info = (lineName: TPlanLineName) => (
    <FigureInfo
      label={`${t(`planActual.lines.${lineName}`)}, ${t('planActual.table.actual')}`}
      explanation={explanations[lineName] as TFigureExplanation | undefined}
    />
  );
  return (
    <>
      <ul className="flex flex-col divide-y sm:hidden" aria-label={t('planActual.table.label', { name })}>
        {LINES.map(({ name: lineName, unit, isHigherBetter }) => {
          const line = lines[lineName];
          const isGood = isGoodWay(line, isHigherBetter);
          const difference = differenceText(line, unit);
          return (
            <li
              key={lineName}
              className="flex flex-col gap-1.5 py-2.5"
              data-line={lineName}
              data-off={line.isOff}
            >
              <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
                {t(`planActual.lines.${lineName}`)}
                {line.isOff ? <OffBadge isGood={isGood} /> : null}
              </p>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground text-xs">{t('planActual.table.plan')}</dt>
                  <dd className="tabular-nums">{formatValue(line.plan, unit)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-xs">{t('planActual.table.actual')}</dt>
                  <dd className="flex items-center gap-1 tabular-nums">
                    {formatValue(line.actual, unit)}
                    {info(lineName)}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-xs">{t('planActual.table.difference')}</dt>
                  <dd className={cn('tabular-nums', offTone(line, isGood))}>
                    {difference.amount}
                    {difference.percent ? <span className="block">{difference.percent}</span> : null}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <table className="hidden w-full text-sm sm:table" aria-label={t('planActual.table.label', { name })}>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('planActual.table.line')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('planActual.table.plan')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('planActual.table.actual')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {t('planActual.table.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LINES.map(({ name: lineName, unit, isHigherBetter }) => {
            const line = lines[lineName];
            const isGood = isGoodWay(line, isHigherBetter);
            const difference = differenceText(line, unit);
            return (
              <tr
                key={lineName}
                className="border-b last:border-b-0"
                data-line={lineName}
                data-off={line.isOff}
              >
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="flex flex-wrap items-center gap-2">
                    {t(`planActual.lines.${lineName}`)}
                    {line.isOff ? <OffBadge isGood={isGood} /> : null}
                  </span>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatValue(line.plan, unit)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  <span className="inline-flex items-center gap-1">
                    {formatValue(line.actual, unit)}
                    {info(lineName)}
                  </span>
                </td>
                <td className={cn('py-2 pl-3 text-right tabular-nums', offTone(line, isGood))}>
                  {difference.percent ? `${difference.amount} ${difference.percent}` : difference.amount}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
