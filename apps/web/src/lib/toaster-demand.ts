import { useSyncExternalStore } from 'react';

/**
 * Whether a screen that can show toasts has been opened. The landing page shows none, so the toast library loads
 * only when the sign-in panel or the signed-in app opens (docs/product.md "Performance"); once loaded it stays.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => wanted,
  );
}
