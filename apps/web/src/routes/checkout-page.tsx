import { ArrowLeft, Check, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PRODUCT_FEATURE_ICONS, PRODUCT_FEATURES } from '@/features/plans';

/** /checkout (docs/product.md "What Rentfolio is"): there is nothing to buy, every premium feature is free. */
export function CheckoutPage() {
  const { t } = useTranslation();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col items-start gap-3">
        <Badge variant="brand" className="px-3 py-1">
          <PartyPopper aria-hidden="true" />
          {t('checkout.priceBadge')}
        </Badge>
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('checkout.title')}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('checkout.text')}</p>
      </div>

      <Card className="overflow-hidden p-0 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-0">
        <section aria-labelledby="included-title" className="p-6 sm:p-8">
          <h2 id="included-title" className="font-semibold text-lg">
            {t('checkout.includedTitle')}
          </h2>
          <ul className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="included-features">
            {PRODUCT_FEATURES.map((key) => {
              const Icon = PRODUCT_FEATURE_ICONS[key];
              return (
                <li key={key} className="flex items-start gap-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground"
                  >
                    <Icon className="size-4" />
                  </span>
                  <span className="flex flex-col gap-0.5">
                    <span className="font-medium" data-testid="included-feature-title">
                      {t(`features.${key}.title`)}
                    </span>
                    <span className="text-muted-foreground">{t(`features.${key}.text`)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>

        <div className="flex flex-col justify-center gap-4 border-t bg-muted/60 p-6 sm:p-8 lg:border-t-0 lg:border-l">
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-5xl tracking-tight">{t('checkout.price')}</span>
            <span className="text-muted-foreground">{t('checkout.priceSuffix')}</span>
          </p>
          <p className="flex items-start gap-2 text-muted-foreground text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('checkout.noCard')}
          </p>
          <Button asChild size="lg" className="w-full">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              {t('checkout.backToDashboard')}
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
