// The settings' options and colour rules, without zod: the first screen applies stored settings with these alone
// (docs/product.md "Settings").

export const THEMES = [
  'midnight',
  'forest',
  'arctic',
  'royal',
  'crimson',
  'monochrome',
  'neon',
  'ocean',
] as const;
export type TTheme = (typeof THEMES)[number];
export const DEFAULT_THEME: TTheme = 'midnight';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];

/** Dashboard refresh in minutes, as the product stores it (text); '0' is manual only. */
export const REFRESH_OPTIONS = ['0', '1', '5', '15', '30', '60'] as const;
export type TRefreshOption = (typeof REFRESH_OPTIONS)[number];

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const SETTINGS_MESSAGES = {
  color: 'Colors are written as #RRGGBB, for example #10B981.',
  contrast: 'The accent and the background must have a contrast of at least 4.5:1 (WCAG AA) to be readable.',
  nothingToUpdate: 'Send at least one setting to change.',
} as const;

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of #RRGGBB. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two #RRGGBB colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The product's defaults: a TUserSettings (settings.ts checks it), written without zod for the first screen. */
export const DEFAULT_SETTINGS: {
  darkMode: boolean;
  compactView: boolean;
  theme: TTheme;
  customColors: Partial<Record<TTheme, { accent: string; background: string }>>;
  emailNotifications: boolean;
  marketAlerts: boolean;
  pushNotifications: boolean;
  dashboardRefresh: TRefreshOption;
  currency: TCurrency;
  dateFormat: TDateFormat;
  language: TLanguage;
} = {
  darkMode: false,
  compactView: false,
  theme: DEFAULT_THEME,
  customColors: {},
  emailNotifications: true,
  marketAlerts: true,
  pushNotifications: true,
  dashboardRefresh: '5',
  currency: 'USD',
  dateFormat: 'MM/DD/YYYY',
  language: 'en',
};
