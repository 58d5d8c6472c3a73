import {
  CURRENCIES,
  contrastRatio,
  DATE_FORMATS,
  DEFAULT_SETTINGS,
  HEX_COLOR,
  LANGUAGES,
  MIN_TEXT_CONTRAST,
  REFRESH_OPTIONS,
  type TColorPair,
  THEMES,
  type TUserSettings,
} from '@rentfolio/contracts';

/**
 * The settings kept in the browser (docs/product.md "Settings"): `userSettings` holds the product's fields (and the custom
 * colours), `darkModeTheme` the theme. They apply before the first render, so a dark page never flashes white; the
 * server's copy, read after sign-in, is the record.
 */
export const SETTINGS_STORAGE_KEY = 'userSettings';
export const THEME_STORAGE_KEY = 'darkModeTheme';

const BOOLEAN_SETTINGS = new Set([
  'darkMode',
  'compactView',
  'emailNotifications',
  'marketAlerts',
  'pushNotifications',
]);
const LIST_SETTINGS: Partial<Record<keyof TUserSettings, readonly string[]>> = {
  theme: THEMES,
  dashboardRefresh: REFRESH_OPTIONS,
  currency: CURRENCIES,
  dateFormat: DATE_FORMATS,
  language: LANGUAGES,
};

function isColorPair(value: unknown): value is TColorPair {
  if (!value || typeof value !== 'object') return false;
  const { accent, background } = value as Record<string, unknown>;
  return (
    typeof accent === 'string' &&
    typeof background === 'string' &&
    HEX_COLOR.test(accent) &&
    HEX_COLOR.test(background) &&
    contrastRatio(accent, background) >= MIN_TEXT_CONTRAST
  );
}

/**
 * The same rules as the server's ZUserSettings, written without zod so that the first screen can apply stored
 * settings without downloading the validation library.
 */
function isValidSetting(key: keyof TUserSettings, value: unknown): boolean {
  if (BOOLEAN_SETTINGS.has(key)) return typeof value === 'boolean';
  const list = LIST_SETTINGS[key];
  if (list) return typeof value === 'string' && list.includes(value);
  if (key === 'customColors') {
    return (
      !!value &&
      typeof value === 'object' &&
      Object.entries(value).every(
        ([theme, pair]) => (THEMES as readonly string[]).includes(theme) && isColorPair(pair),
      )
    );
  }
  return false;
}

/** Each stored field that is valid; anything missing, unknown or malformed falls back to its default. */
export function readStoredSettings(storage: Storage = localStorage): TUserSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  try {
    const raw: unknown = JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const theme = storage.getItem(THEME_STORAGE_KEY);
    if (theme !== null) stored.theme = theme;
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof TUserSettings)[]) {
      if (key in stored && isValidSetting(key, stored[key])) settings[key] = stored[key];
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
