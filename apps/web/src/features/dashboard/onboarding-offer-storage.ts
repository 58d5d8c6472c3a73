/** Where the dismissal of the first sign-in offer is remembered, per user (so a shared browser asks each user). */
export function getOnboardingOfferKey(userId: number): string {
  return `rentfolio.onboardingOffer.${userId}`;
}

/** Whether `userId` dismissed the offer (or started the wizard) in this browser. Storage may be unavailable. */
export function isOnboardingOfferDismissed(userId: number): boolean {
  try {
    return window.localStorage.getItem(getOnboardingOfferKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function dismissOnboardingOffer(userId: number): void {
  try {
    window.localStorage.setItem(getOnboardingOfferKey(userId), 'dismissed');
  } catch {
    // Private mode or a full storage: the offer shows again next time, which is harmless.
  }
}
