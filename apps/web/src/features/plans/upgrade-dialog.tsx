import { getPlan, PLANS, type TUsage, UNLIMITED } from '@rentfolio/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCurrentUser } from '@/features/auth';
import { formatPriceCents } from '@/lib/format';
import { cn } from '@/lib/utils';
import { PRODUCT_FEATURES } from './product-features';

export type UpgradeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** This month's usage, when the caller has it: its limit is the user's real one. */
  usage?: TUsage | null;
};

/**
 * Free and Pro side by side (docs/product.md "Screens" (Upgrade dialog)), told truthfully: the Free plan lists what every account has,
 * and Pro is not offered because there is nothing left to sell. The last button leads to the free checkout page.
 */
export function UpgradeDialog({ open, onOpenChange, usage }: UpgradeDialogProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useCurrentUser();
  const plan = getPlan(user.plan);

  // The Free column tells the truth about the user's own allowance, which is unlimited on the default plan.
  const limit = usage?.dealAnalysesLimit ?? plan.dealAnalysesPerMonth;
  const hasLimit = limit !== UNLIMITED;
  const isOnFreePlan = plan.priceMonthlyCents === 0;

  function handleUpgrade() {
    onOpenChange(false);
    navigate('/checkout');
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-6">
        <DialogHeader>
          <DialogTitle>{t('plans.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('plans.dialogText')}</DialogDescription>
        </DialogHeader>

        {usage && hasLimit ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            {t('plans.usageLine', { used: usage.dealAnalysesUsed, limit })}
          </p>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <PlanColumn
            name={t('plans.free')}
            price={formatPriceCents(PLANS.free.priceMonthlyCents)}
            badge={isOnFreePlan ? <Badge variant="secondary">{t('plans.currentPlan')}</Badge> : null}
            features={[
              hasLimit ? t('plans.analysesPerMonth', { count: limit }) : t('plans.unlimitedAnalyses'),
              ...PRODUCT_FEATURES.map((key) => t(`features.${key}.title`)),
            ]}
            isHighlighted
          />
          <section
            aria-label={t('plans.pro')}
            className="flex flex-col gap-4 rounded-xl border border-dashed bg-card p-5"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold text-lg">{t('plans.pro')}</h3>
              <Badge variant="secondary">{t('plans.notOffered')}</Badge>
            </div>
            <p className="text-muted-foreground text-sm">{t('plans.notOfferedText')}</p>
          </section>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('plans.continueFree')}
          </Button>
          <Button onClick={handleUpgrade}>{t('plans.seeIncluded')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type PlanColumnProps = {
  name: string;
  price: string;
  badge: ReactNode;
  features: string[];
  isHighlighted?: boolean;
};

function PlanColumn({ name, price, badge, features, isHighlighted = false }: PlanColumnProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={name}
      className={cn(
        'flex flex-col gap-4 rounded-xl border p-5',
        isHighlighted ? 'border-primary/40 bg-accent/40 ring-1 ring-primary/20' : 'bg-card',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-lg">{name}</h3>
        {badge}
      </div>
      <p className="flex items-baseline gap-1">
        <span className="font-bold text-3xl tabular-nums tracking-tight">{price}</span>
        <span className="text-muted-foreground text-sm">{t('common.perMonth')}</span>
      </p>
      <ul className="flex flex-col gap-2.5">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm">
            <Check
              className={cn(
                'mt-0.5 size-4 shrink-0',
                isHighlighted ? 'text-primary' : 'text-muted-foreground',
              )}
              aria-hidden="true"
            />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
