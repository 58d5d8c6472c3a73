import type { AuthMode } from '@/features/auth';

/** The addresses of the signed-out screens: Back in the browser moves between them (docs/product.md "Navigation"). */
export const SIGNED_OUT_PATHS = { signIn: '/sign-in', signUp: '/sign-up', admin: '/admin-access' } as const;

/** The page behind the link of a confirmation e-mail: public, shown signed in or out (app.tsx, before either side). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

/** The address of each mode of the sign-in panel. */
export const MODE_PATHS: Record<AuthMode, string> = {
  signin: SIGNED_OUT_PATHS.signIn,
  register: SIGNED_OUT_PATHS.signUp,
};
