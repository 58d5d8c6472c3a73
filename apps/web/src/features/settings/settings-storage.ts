import { DEFAULT_SETTINGS, type TUserSettings, ZUserSettings } from '@rentfolio/contracts';

/**
 * The settings kept in the browser (docs/product.md "Settings"): `userSettings` holds the spec's fields (and the custom
 * colours), `darkModeTheme` the theme. They apply before the first render, so a dark page never flashes white; the
 * server's copy, read after sign-in, is the record.
 */
export const SETTINGS_STORAGE_KEY = 'userSettings';
export const THEME_STORAGE_KEY = 'darkModeTheme';

/** Each stored field that is valid; anything missing, unknown or malformed falls back to its default. */
export function readStoredSettings(storage: Storage = localStorage): TUserSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  try {
    const raw: unknown = JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const theme = storage.getItem(THEME_STORAGE_KEY);
    if (theme !== null) stored.theme = theme;
    const shape = ZUserSettings.shape;
    for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
      if (!(key in stored)) continue;
      const checked = shape[key].safeParse(stored[key]);
      if (checked.success) settings[key] = checked.data;
    }
  } catch {
    // Storage unavailable or not JSON: the defaults.
  }
  return settings as TUserSettings;
}

export function writeStoredSettings(settings: TUserSettings, storage: Storage = localStorage): void {
  try {
    const { theme, ...rest } = settings;
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(rest));
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing with storage off: the settings still apply for this visit.
  }
}
