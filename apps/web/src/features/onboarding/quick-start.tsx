import { isPropertyType } from '@rentfolio/contracts';
import { Building, Building2, House, type LucideIcon, Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { getDraftNumber, QUICK_START_SAMPLES, type QuickStartSample } from './onboarding-model';

const SAMPLE_ICONS: Record<QuickStartSample['key'], LucideIcon> = {
  denver: House,
  austin: Building2,
  phoenix: Building,
};

export type QuickStartProps = { onPick: (sample: QuickStartSample) => void };

/** The three quick-start samples (docs/product.md "Screens" (Onboarding) step 2): each fills the form, nothing more. */
export function QuickStart({ onPick }: QuickStartProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Card className="gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader className="px-4 sm:px-6">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-tight">
          <Zap className="size-4.5 text-primary" aria-hidden="true" />
          {t('onboarding.entry.quickStartTitle')}
        </h3>
        <CardDescription id={textId}>{t('onboarding.entry.quickStartText')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:grid-cols-3 sm:px-6">
        {QUICK_START_SAMPLES.map((sample) => {
          const Icon = SAMPLE_ICONS[sample.key];
          const { draft } = sample;
          return (
            <button
              key={sample.key}
              type="button"
              onClick={() => onPick(sample)}
              aria-describedby={textId}
              className="flex cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-left transition-colors outline-none hover:border-primary/50 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium text-sm">{t(`onboarding.samples.${sample.key}`)}</span>
                <span className="text-muted-foreground text-xs">
                  {`${draft.city}, ${draft.state} · ${isPropertyType(draft.propertyType) ? t(`dealForm.propertyTypes.${draft.propertyType}`) : draft.propertyType}`}
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {`${formatCurrency(getDraftNumber(draft.purchasePrice), { isWhole: true })} · ${t(
                    'onboarding.list.perMonth',
                    { amount: formatCurrency(getDraftNumber(draft.monthlyRent), { isWhole: true }) },
                  )}`}
                </span>
              </span>
            </button>
          );
        })}
      </CardContent>
    </Card>
  );
}
