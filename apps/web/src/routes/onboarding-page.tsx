// Being built (issue 4); replaced before this lands.
export function OnboardingPage() {
  return null;
}
