import { OnboardingWizard } from '@/features/onboarding';

/** /onboarding (docs/product.md "Screens" (Onboarding)): the three-step portfolio setup. */
export function OnboardingPage() {
  return <OnboardingWizard />;
}
