// The feature's door: what the rest of the app imports from '@/features/account' (ARCHITECTURE.md "Feature doors").

export { ProfileTab } from './profile-tab';
export { SecurityTab, TwoFactorCard } from './security-tab';
