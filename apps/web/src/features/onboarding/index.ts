// The feature's door: what the rest of the app imports from '@/features/onboarding' (ARCHITECTURE.md "Feature doors").

export { OnboardingWizard } from './onboarding-wizard';
