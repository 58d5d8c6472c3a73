import { contrastRatio, type TColorPair, type TUserSettings } from '@rentfolio/contracts';

/** The colour tokens a custom pair replaces (styles.css / themes.css). */
const CUSTOM_TOKENS = [
  '--background',
  '--primary',
  '--primary-hover',
  '--primary-foreground',
  '--ring',
] as const;

function mixHex(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  return `#${[16, 8, 0]
    .map((shift) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The text colour for a custom accent: black or white, whichever reads better on it. */
export function textColorOn(accent: string): string {
  return contrastRatio(accent, '#000000') >= contrastRatio(accent, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

/** The token values of a custom colour pair. */
export function customColorTokens(pair: TColorPair): Record<(typeof CUSTOM_TOKENS)[number], string> {
  return {
    '--background': pair.background,
    '--primary': pair.accent,
    '--primary-hover': mixHex(
      pair.accent,
      textColorOn(pair.accent) === '#000000' ? '#FFFFFF' : '#000000',
      0.15,
    ),
    '--primary-foreground': textColorOn(pair.accent),
    '--ring': pair.accent,
  };
}

/**
 * Applies the appearance settings to the page: dark mode (a class on <html>), the theme (data-theme, used only in
 * dark mode), the theme's custom colours, and compact view (a class that tightens Tailwind's spacing unit).
 */
export function applyAppearance(
  settings: Pick<TUserSettings, 'darkMode' | 'theme' | 'customColors' | 'compactView'>,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('dark', settings.darkMode);
  root.classList.toggle('compact', settings.compactView);
  root.dataset.theme = settings.theme;
  const pair = settings.darkMode ? settings.customColors[settings.theme] : undefined;
  const tokens = pair ? customColorTokens(pair) : null;
  for (const token of CUSTOM_TOKENS) {
    if (tokens) root.style.setProperty(token, tokens[token]);
    else root.style.removeProperty(token);
  }
}
