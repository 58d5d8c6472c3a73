import type { TUser } from '@rentfolio/contracts';

/** The browser's copy of who was last signed in (docs/product.md "Data" (a cached user entry)); never anything secret. */
export const CACHED_USER_KEY = 'rentfolio:user';

export type TCachedUser = Pick<TUser, 'id' | 'name' | 'username' | 'plan'>;

export function saveCachedUser(user: TUser): void {
  const entry: TCachedUser = { id: user.id, name: user.name, username: user.username, plan: user.plan };
  try {
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify(entry));
  } catch {
    // Storage can be full or blocked (private windows); the cache is a convenience only.
  }
}

export function getCachedUser(): TCachedUser | null {
  try {
    const raw = localStorage.getItem(CACHED_USER_KEY);
    return raw ? (JSON.parse(raw) as TCachedUser) : null;
  } catch {
    return null;
  }
}

export function clearCachedUser(): void {
  try {
    localStorage.removeItem(CACHED_USER_KEY);
  } catch {
    // See saveCachedUser.
  }
}
