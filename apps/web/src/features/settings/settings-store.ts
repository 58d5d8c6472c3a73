import type { TUserSettings } from '@rentfolio/contracts';
import { useSyncExternalStore } from 'react';
import { i18n } from '@/i18n';
import { setFormatPreferences } from '@/lib/format';
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
  setFormatPreferences(settings);
  if (settings.language !== i18n.language) {
    // The language switcher loads only when a language is switched, so an English first screen never downloads it.
    // Texts that cannot be downloaded leave the interface in its current language; the setting stays as chosen.
    void import('@/i18n/languages')
      .then(({ changeLanguage }) => changeLanguage(settings.language))
      .catch(() => undefined);
  }
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
