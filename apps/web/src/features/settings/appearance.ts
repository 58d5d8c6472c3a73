import { contrastRatio, type TColorPair, type TUserSettings } from '@rentfolio/contracts';

/**
 * The colour tokens a custom pair replaces (styles.css / themes.css): the primary colour and the page, and everything
 * the theme tints with its accent, so that the active navigation item, the sidebar's Portfolio Value box and the icon
 * badges follow the custom colours too instead of keeping the theme's own.
 */
const CUSTOM_TOKENS = [
  '--background',
  '--primary',
  '--primary-hover',
  '--primary-foreground',
  '--ring',
  '--accent',
  '--accent-foreground',
  '--sidebar-accent',
  '--sidebar-accent-foreground',
  '--brand-surface',
  '--brand-surface-foreground',
  '--brand-surface-muted',
] as const;

/** WCAG AA for text (the pairs of themes.test.ts). */
const TEXT_CONTRAST = 4.5;

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

/**
 * The accent as text on `surface`: the accent itself when it reads at 4.5:1 there, else the accent moved towards black
 * or white just far enough (black or white themselves always reach 4.5:1 on some side, so the loop ends).
 */
function readableTint(accent: string, surface: string): string {
  const towards = textColorOn(surface).toUpperCase();
  for (let step = 0; step <= 20; step += 1) {
    const tint = mixHex(accent, towards, step / 20);
    if (contrastRatio(tint, surface) >= TEXT_CONTRAST) return tint.toUpperCase();
  }
  return towards;
}

/**
 * The token values of a custom colour pair. The tinted surfaces (icon badges, the active navigation item, the
 * Portfolio Value box) are the page colour with some of the accent mixed in, as the themes draw them, and the text on
 * them is the accent made readable there.
 */
export function customColorTokens(pair: TColorPair): Record<(typeof CUSTOM_TOKENS)[number], string> {
  const tinted = mixHex(pair.background, pair.accent, 0.18).toUpperCase();
  const strong = mixHex(pair.background, pair.accent, 0.3).toUpperCase();
  const onTinted = readableTint(pair.accent, tinted);
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
    '--accent': tinted,
    '--accent-foreground': onTinted,
    '--sidebar-accent': tinted,
    '--sidebar-accent-foreground': onTinted,
    '--brand-surface': strong,
    '--brand-surface-foreground': textColorOn(strong),
    '--brand-surface-muted': readableTint(pair.accent, strong),
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
