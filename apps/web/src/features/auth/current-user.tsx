import type { TUser } from '@rentfolio/contracts';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentUserContext = createContext<TUser | null>(null);

export type CurrentUserProviderProps = { user: TUser; children: ReactNode };

/** Hands the signed-in user to the screens, so that they need not observe (and refetch) the auth query each. */
export function CurrentUserProvider({ user, children }: CurrentUserProviderProps) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user; only screens inside the signed-in layout may call it. */
export function useCurrentUser(): TUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() is only available inside the signed-in layout.');
  return user;
}
