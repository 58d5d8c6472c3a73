/** English texts of the onboarding screens (one file per area, owned with its feature). */
export const onboardingTexts = {
  loading: 'Loading...',
} as const;
