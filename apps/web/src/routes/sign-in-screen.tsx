import { useLocation } from 'wouter';
import { type AuthMode, AuthPanel } from '@/features/auth';
import { readReturnTarget, useExactLocation, withReturnTarget } from './app-paths';
import { MODE_PATHS } from './signed-out-paths';

/**
 * /sign-in and /sign-up: the panel, its mode in the address. A page to open after signing in (?returnTo=, only a
 * signed-in screen of this site: routes/app-paths.ts) makes the panel say so, and goes along when the mode switches.
 * Loaded with the panel, so the landing page downloads none of it.
 */
export function SignInScreen({ mode }: { mode: AuthMode }) {
  const [, navigate] = useLocation();
  const { search } = useExactLocation();
  const returnTarget = readReturnTarget(search);
  return (
    <AuthPanel
      mode={mode}
      isReturning={returnTarget !== null}
      onModeChange={(next) => navigate(withReturnTarget(MODE_PATHS[next], returnTarget))}
    />
  );
}
