import { OnboardingWizard } from '@/features/onboarding/onboarding-wizard';

/** /onboarding (spec §2 "Onboarding"): the three-step portfolio setup. */
export function OnboardingPage() {
  return <OnboardingWizard />;
}
