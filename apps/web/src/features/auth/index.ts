// The feature's door: what the rest of the app imports from '@/features/auth' (ARCHITECTURE.md "Feature doors").
// The sign-in panels stay out of the landing page: loadAdminPinPanel is a dynamic import, and the bundler takes from
// this file only what an importer uses (vite.config.ts, treeshake).

export type { AuthMode } from './auth-panel';
export { AuthPanel } from './auth-panel';
export { AuthShell } from './auth-shell';
export { clearCachedUser, getCachedUser, saveCachedUser } from './cached-user';
export { ConfirmEmailPanel } from './confirm-email-panel';
export { CurrentUserProvider, useCurrentUser } from './current-user';
export { loadAdminPinPanel } from './load-admin-pin-panel';
export { LogOutButton } from './log-out-button';
export { AUTH_USER_QUERY_KEY, useAuth, useSignOutWhenSessionEnds } from './use-auth';
