import type { TUserSettings } from '@rentfolio/contracts';
import { useSyncExternalStore } from 'react';
import { applyAppearance } from './appearance';
import { readStoredSettings, writeStoredSettings } from './settings-storage';

/**
 * The settings in force on this page: read from the browser before the first render, replaced by the server's copy
 * after sign-in and by every save. Setting them applies the appearance at once; components that depend on them
 * (the toaster's theme, say) re-render through useAppliedSettings.
 */
let current: TUserSettings | null = null;
const listeners = new Set<() => void>();

export function getAppliedSettings(): TUserSettings {
  current ??= readStoredSettings();
  return current;
}

/** Applies `settings` to the page; with `persist`, also keeps them in the browser for the next visit. */
export function setAppliedSettings(settings: TUserSettings, { persist = true } = {}): void {
  current = settings;
  applyAppearance(settings);
  if (persist) writeStoredSettings(settings);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppliedSettings(): TUserSettings {
  return useSyncExternalStore(subscribe, getAppliedSettings, getAppliedSettings);
}
