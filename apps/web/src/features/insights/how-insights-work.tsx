import {
  INSIGHT_THRESHOLDS,
  RENT_ROLL_LIMITS,
  type TInsightRule,
  type TInsightType,
} from '@rentfolio/contracts';
import { ChevronDown, CircleHelp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber, formatPercentValue, formatRatio } from '@/lib/format';
import { cn } from '@/lib/utils';
import { INSIGHT_TYPE_STYLES } from './insight-item';

/** The rules by type, in the order the list shows them (the engine's: warnings, opportunities, performance). */
const RULE_GROUPS: {
  type: TInsightType;
  labelKey: 'warnings' | 'opportunities' | 'performance';
  rules: TInsightRule[];
}[] = [
  {
    type: 'warning',
    labelKey: 'warnings',
    rules: [
      'negativeCashFlow',
      'lowDscr',
      'vacant',
      'concentration',
      'expensesOverPlan',
      'vacancyOverPlan',
      'lowDscrActual',
      'leaseEnding',
      'rentLate',
    ],
  },
  { type: 'opportunity', labelKey: 'opportunities', rules: ['rentBelowMarket', 'equityGain'] },
  { type: 'performance', labelKey: 'performance', rules: ['bestCapRate', 'bestCashOnCash', 'goalNear'] },
];

/** Each rule's threshold, from the one list the engine uses (contracts' INSIGHT_THRESHOLDS). */
const RULE_PERCENT: Partial<Record<TInsightRule, number>> = {
  concentration: INSIGHT_THRESHOLDS.concentrationPct,
  rentBelowMarket: INSIGHT_THRESHOLDS.rentBelowMarketPct,
  equityGain: INSIGHT_THRESHOLDS.equityGainPct,
  goalNear: INSIGHT_THRESHOLDS.goalNearPct,
  expensesOverPlan: INSIGHT_THRESHOLDS.expensesOverPlanPct,
};

/** The rent roll's rules' numbers of days (contracts' RENT_ROLL_LIMITS). */
const RULE_DAYS: Partial<Record<TInsightRule, number>> = {
  leaseEnding: RENT_ROLL_LIMITS.leaseEndingDays,
  rentLate: RENT_ROLL_LIMITS.lateReminderDays,
};

function ruleValues(rule: TInsightRule): { percent: string; minDscr: string; days: number; points: string } {
  const percent = RULE_PERCENT[rule];
  return {
    points: formatNumber(INSIGHT_THRESHOLDS.vacancyOverPlanPoints, 0),
    percent: percent === undefined ? '' : formatPercentValue(percent, 0),
    minDscr: formatRatio(INSIGHT_THRESHOLDS.minDscr),
    days: RULE_DAYS[rule] ?? 0,
  };
}

/**
 * "How insights work": a disclosure listing every rule in plain words with its threshold, so that the "Explainable"
 * badge is true: nothing on the screen comes from a model.
 */
export function HowInsightsWork() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        data-testid="how-insights-work-toggle"
      >
        <CircleHelp aria-hidden="true" />
        {t('insights.how.toggle')}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', isOpen && 'rotate-180')} />
      </Button>
      <section
        id={panelId}
        hidden={!isOpen}
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground text-sm"
        data-testid="how-insights-work"
      >
        <h2 id={titleId} className="font-semibold text-base">
          {t('insights.how.title')}
        </h2>
        <p className="text-muted-foreground">{t('insights.how.intro')}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {RULE_GROUPS.map((group) => {
            const style = INSIGHT_TYPE_STYLES[group.type];
            const Icon = style.icon;
            return (
              <div key={group.type} className="flex flex-col gap-2">
                <h3 className={cn('flex items-center gap-2 font-semibold', style.text)}>
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {t(`insights.how.${group.labelKey}`)}
                </h3>
                <ul className="flex list-disc flex-col gap-1.5 pl-5 text-muted-foreground">
                  {group.rules.map((rule) => (
                    <li key={rule} data-rule={rule}>
                      {t(`insights.how.rules.${rule}`, ruleValues(rule))}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}
