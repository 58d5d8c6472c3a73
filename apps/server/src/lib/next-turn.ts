/**
 * Resolves after the event loop has served what is waiting (timers, I/O, other requests): long work over a whole
 * portfolio awaits it between slices, so that no request holds the loop for long (docs/api.md "Limits").
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
