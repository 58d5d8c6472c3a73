import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/layout/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { PRODUCT_FEATURES, type ProductFeatureKey } from '@/features/plans';
import { cn } from '@/lib/utils';

/** Shown twice as wide on large screens: the two screens investors use most (two wide and twelve narrow fill 4 columns). */
const HIGHLIGHTED: ReadonlySet<ProductFeatureKey> = new Set(['dealAnalysis', 'portfolioDashboard']);

// The feature grid's decorative icons come in a chunk of their own, after the page's text: the first screen's
// JavaScript has a budget (docs/product.md "Performance"), and the grid sits below the fold.
const FeatureIcon = lazy(() => import('./landing-feature-icons'));

const FREE_POINTS = ['noCard', 'allFeatures', 'unlimited', 'secure'] as const;

export type LandingPageProps = {
  onLogIn: () => void;
  onGetStarted: () => void;
  onAdminAccess: () => void;
};

/** The signed-out landing page (docs/product.md "Screens"): header, hero, free-platform card, feature grid, footer. */
export function LandingPage({ onLogIn, onGetStarted, onAdminAccess }: LandingPageProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand />
          <nav aria-label={t('landing.headerNav')} className="flex items-center gap-1.5">
            <Button variant="outline" onClick={onLogIn}>
              {t('landing.logIn')}
            </Button>
            {/* The hidden admin dot (docs/product.md "Screens"): discreet to the eye, yet a real, focusable, named button. */}
            <button
              type="button"
              onClick={onAdminAccess}
              aria-label={t('landing.adminAccess')}
              className="group inline-flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <span
                aria-hidden="true"
                className="size-1.5 rounded-full bg-foreground/15 transition-colors group-hover:bg-primary group-focus-visible:bg-primary"
              />
            </button>
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section
          aria-labelledby="hero-title"
          className="relative overflow-hidden border-b bg-linear-to-b from-accent/60 to-background"
        >
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:py-24">
            <div className="flex flex-col items-start gap-6">
              <Badge variant="brand" className="px-3 py-1">
                <Sparkles aria-hidden="true" />
                {t('landing.heroEyebrow')}
              </Badge>
              <h1
                id="hero-title"
                tabIndex={-1}
                className="text-balance font-bold text-4xl tracking-tight sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
              >
                {t('landing.heroTitle')}
              </h1>
              <p className="max-w-xl text-pretty text-lg text-muted-foreground">{t('landing.heroText')}</p>
              <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
                <Button size="lg" onClick={onGetStarted}>
                  {t('landing.heroCta')}
                  <ArrowRight aria-hidden="true" />
                </Button>
                <Button size="lg" variant="outline" asChild>
                  <a href="#features">{t('landing.heroSecondaryCta')}</a>
                </Button>
              </div>
            </div>

            <FreePlatformCard onGetStarted={onGetStarted} />
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
            <div className="mx-auto mb-12 max-w-2xl text-center">
              <h2 id="features-title" className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
                {t('landing.featuresTitle')}
              </h2>
              <p className="mt-3 text-lg text-muted-foreground">{t('landing.featuresText')}</p>
            </div>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
              {PRODUCT_FEATURES.map((key) => (
                <FeatureCard key={key} featureKey={key} />
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="flex flex-col gap-2">
            <Brand />
            <p className="max-w-sm text-muted-foreground text-sm">{t('landing.footerTagline')}</p>
          </div>
          <div className="flex flex-col gap-1 text-muted-foreground text-sm sm:items-end">
            <p className="font-medium text-foreground">{t('landing.footerFree')}</p>
            <p>{t('landing.footerCopyright', { year })}</p>
          </div>
        </div>
      </footer>
    </div>
  );
}

type FreePlatformCardProps = { onGetStarted: () => void };

function FreePlatformCard({ onGetStarted }: FreePlatformCardProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="free-title">
      <Card className="relative gap-5 border-primary/25 shadow-primary/10 shadow-xl ring-1 ring-primary/10">
        <CardHeader className="gap-3">
          <div className="flex items-center justify-between gap-3">
            <h2 id="free-title" className="font-semibold text-xl tracking-tight">
              {t('landing.freeCardTitle')}
            </h2>
            <Badge variant="brand">{t('landing.freeCardPoints.allFeatures')}</Badge>
          </div>
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-5xl tracking-tight">{t('landing.freePrice')}</span>
            <span className="text-muted-foreground">{t('landing.freePriceSuffix')}</span>
          </p>
          <p className="text-muted-foreground text-sm">{t('landing.freeCardText')}</p>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3">
            {FREE_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
                >
                  <Check className="size-3" strokeWidth={3} />
                </span>
                {t(`landing.freeCardPoints.${point}`)}
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Button size="lg" className="w-full" onClick={onGetStarted}>
            {t('landing.getStarted')}
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}

type FeatureCardProps = { featureKey: ProductFeatureKey };

function FeatureCard({ featureKey }: FeatureCardProps) {
  const { t } = useTranslation();
  return (
    <li
      className={cn(
        'group flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs transition-shadow hover:shadow-md',
        HIGHLIGHTED.has(featureKey) && 'md:col-span-2 lg:col-span-2 lg:flex-row lg:items-start lg:gap-4',
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground ring-1 ring-primary/15"
      >
        <Suspense fallback={null}>
          <FeatureIcon featureKey={featureKey} />
        </Suspense>
      </span>
      <div className="flex flex-col gap-1.5">
        <h3 className="font-semibold">{t(`features.${featureKey}.title`)}</h3>
        <p className="text-muted-foreground text-sm leading-relaxed">{t(`features.${featureKey}.text`)}</p>
      </div>
    </li>
  );
}
