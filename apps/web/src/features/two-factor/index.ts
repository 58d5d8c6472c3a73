// The feature's door: what the rest of the app imports from '@/features/two-factor' (ARCHITECTURE.md "Feature doors").

export { useTwoFactorStatus } from './api';
export { TwoFactorDialog } from './two-factor-dialog';
