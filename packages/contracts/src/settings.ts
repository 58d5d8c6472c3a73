import { z } from 'zod';
import {
  CURRENCIES,
  contrastRatio,
  DATE_FORMATS,
  DEFAULT_SETTINGS,
  HEX_COLOR,
  LANGUAGES,
  MIN_TEXT_CONTRAST,
  REFRESH_OPTIONS,
  SETTINGS_MESSAGES,
  THEMES,
} from './settings-options';

// The user's settings (docs/product.md "Settings"): kept in the browser under `userSettings` and on the server, which
// is the record for the notification preferences.

export const ZColorPair = z
  .object({
    accent: z.string().regex(HEX_COLOR, { error: SETTINGS_MESSAGES.color }),
    background: z.string().regex(HEX_COLOR, { error: SETTINGS_MESSAGES.color }),
  })
  .strict()
  .refine((pair) => contrastRatio(pair.accent, pair.background) >= MIN_TEXT_CONTRAST, {
    error: SETTINGS_MESSAGES.contrast,
    path: ['accent'],
  });
export type TColorPair = z.infer<typeof ZColorPair>;

export const ZUserSettings = z
  .object({
    darkMode: z.boolean(),
    compactView: z.boolean(),
    theme: z.enum(THEMES),
    /** Colours the user chose for a theme, replacing its accent and background. */
    customColors: z.partialRecord(z.enum(THEMES), ZColorPair),
    emailNotifications: z.boolean(),
    marketAlerts: z.boolean(),
    pushNotifications: z.boolean(),
    dashboardRefresh: z.enum(REFRESH_OPTIONS),
    currency: z.enum(CURRENCIES),
    dateFormat: z.enum(DATE_FORMATS),
    language: z.enum(LANGUAGES),
  })
  .strict()
  .meta({ id: 'UserSettings' });
export type TUserSettings = z.infer<typeof ZUserSettings>;

// PATCH /api/user/settings: any of the settings; the rest keep their stored values.
export const ZUpdateSettingsRequest = ZUserSettings.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: SETTINGS_MESSAGES.nothingToUpdate })
  .meta({ id: 'UpdateSettingsRequest' });
export type TUpdateSettingsRequest = z.infer<typeof ZUpdateSettingsRequest>;

// The defaults (settings-options.ts, kept free of zod so that the first screen loads no schema) are valid settings.
const defaultsAreSettings: TUserSettings = DEFAULT_SETTINGS;
void defaultsAreSettings;
