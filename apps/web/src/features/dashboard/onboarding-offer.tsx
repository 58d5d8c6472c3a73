import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { useProperties } from '@/lib/api/properties';
import { dismissOnboardingOffer, isOnboardingOfferDismissed } from './onboarding-offer-storage';
import { RECENT_PROPERTIES_COUNT } from './recent-properties';

/**
 * The first sign-in offer (issue 4 "Onboarding"): a user with no properties is offered the Portfolio Setup Wizard
 * until they start it or choose Not now, remembered per user in this browser. A banner rather than a modal dialog, so
 * that the dashboard (and its own Add Your First Property) stays usable beside it.
 */
export function OnboardingOffer() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const titleId = useId();
  // The same query as Recent Properties, so no second request.
  const properties = useProperties(RECENT_PROPERTIES_COUNT);
  const [isDismissed, setIsDismissed] = useState(() => isOnboardingOfferDismissed(user.id));

  if (isDismissed || !properties.data || properties.data.length > 0) return null;

  function handleDismiss() {
    dismissOnboardingOffer(user.id);
    setIsDismissed(true);
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="onboarding-offer"
      className="flex flex-col gap-4 rounded-xl bg-brand-surface p-5 text-brand-surface-foreground shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-brand-surface-muted"
      >
        <Sparkles className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-semibold text-lg">
          {t('dashboard.onboardingOffer.title', { name: user.name || user.username })}
        </h2>
        <p className="text-brand-surface-muted text-sm">{t('dashboard.onboardingOffer.text')}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button
          asChild
          className="bg-brand-surface-muted text-brand-surface hover:bg-white focus-visible:ring-brand-surface-muted/70"
        >
          <Link href="/onboarding" onClick={() => dismissOnboardingOffer(user.id)}>
            {t('dashboard.onboardingOffer.start')}
          </Link>
        </Button>
        <Button
          variant="ghost"
          onClick={handleDismiss}
          className="text-brand-surface-foreground hover:bg-white/10 hover:text-brand-surface-foreground focus-visible:ring-brand-surface-muted/70"
        >
          {t('dashboard.onboardingOffer.dismiss')}
        </Button>
      </div>
    </section>
  );
}
