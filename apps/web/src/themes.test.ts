import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, MIN_TEXT_CONTRAST, THEMES, ZColorPair } from '@rentfolio/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAppearance, customColorTokens } from '@/features/settings';

// The stylesheets as files (a stylesheet import would go through Vite's CSS pipeline instead).
const read = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');

/** The custom properties of the first rule whose selector is exactly `selector`. */
function tokensOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return {};
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

const themes = read('themes.css');
const darkTokens = Object.keys(tokensOf(read('styles.css'), '.dark'));

// The pairs the interface draws text with (text colour, surface).
const TEXT_PAIRS = [
  ['foreground', 'background'],
  ['foreground', 'card'],
  ['foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['accent-foreground', 'accent'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['destructive-foreground', 'destructive'],
  ['sidebar-foreground', 'sidebar'],
  ['sidebar-accent-foreground', 'sidebar-accent'],
  ['brand-surface-foreground', 'brand-surface'],
] as const;

describe('the dark-mode themes', () => {
  it('are the eight of the product, midnight being the default .dark', () => {
    expect(THEMES).toEqual([
      'midnight',
      'forest',
      'arctic',
      'royal',
      'crimson',
      'monochrome',
      'neon',
      'ocean',
    ]);
    expect(darkTokens.length).toBeGreaterThan(20);
  });

  for (const theme of THEMES.filter((name) => name !== 'midnight')) {
    it(`${theme} sets every colour token of .dark, and its text pairs reach 4.5:1`, () => {
      const tokens = tokensOf(themes, `.dark[data-theme="${theme}"]`);
      expect(Object.keys(tokens).sort()).toEqual([...darkTokens].filter((t) => t !== 'radius').sort());
      const low = TEXT_PAIRS.map(
        ([text, surface]) => [text, surface, contrastRatio(tokens[text]!, tokens[surface]!)] as const,
      )
        .filter(([, , ratio]) => !(ratio >= 4.5))
        .map(([text, surface, ratio]) => `${text} on ${surface}: ${ratio.toFixed(2)}`);
      expect(low).toEqual([]);
    });
  }
});

/** An oklch() or #RRGGBB colour as #RRGGBB (CSS Color 4: OKLCH → OKLab → linear sRGB → sRGB, clipped). */
function toHex(color: string): string {
  if (color.startsWith('#')) return color;
  const match = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(color);
  if (!match) throw new Error(`not a colour this test reads: ${color}`);
  const [l, c, h] = [Number(match[1]), Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  const encode = (v: number) => {
    const x = Math.min(1, Math.max(0, v));
    return Math.round((x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055) * 255);
  };
  return `#${linear.map((v) => encode(v).toString(16).padStart(2, '0')).join('')}`;
}

describe('the focus ring', () => {
  it('converts colours as CSS does: oklch(1 0 0) is white, oklch(0 0 0) black', () => {
    expect(toHex('oklch(1 0 0)')).toBe('#ffffff');
    expect(toHex('oklch(0 0 0)')).toBe('#000000');
    // Tailwind's emerald-600 is oklch(0.596 0.145 163.225) = #009966.
    expect(toHex('oklch(0.596 0.145 163.225)')).toBe('#009966');
  });

  for (const selector of [':root', '.dark']) {
    it(`keeps 3:1 against the surfaces it is drawn on (${selector})`, () => {
      const tokens = tokensOf(read('styles.css'), selector);
      const ring = toHex(tokens.ring!);
      const low = ['background', 'card', 'muted', 'sidebar', 'sidebar-accent', 'accent']
        .map((surface) => [surface, contrastRatio(ring, toHex(tokens[surface]!))] as const)
        .filter(([, ratio]) => ratio < 3)
        .map(([surface, ratio]) => `${surface}: ${ratio.toFixed(2)}`);
      expect(low).toEqual([]);
    });
  }
});

describe('custom colours', () => {
  // What the interface draws in the theme's accent: the active navigation item (sidebar.tsx, bottom-bar.tsx), the
  // sidebar's Portfolio Value box (portfolio-value-box.tsx) and the icon badges (bg-accent text-accent-foreground).
  const FOLLOWING = [
    ['sidebar-accent-foreground', 'sidebar-accent'],
    ['brand-surface-foreground', 'brand-surface'],
    ['brand-surface-muted', 'brand-surface'],
    ['accent-foreground', 'accent'],
    ['primary-foreground', 'primary'],
  ] as const;
  const hex = fc
    .integer({ min: 0, max: 0xffffff })
    .map((value) => `#${value.toString(16).padStart(6, '0').toUpperCase()}`);
  const pairs = fc
    .record({ accent: hex, background: hex })
    .filter((pair) => contrastRatio(pair.accent, pair.background) >= MIN_TEXT_CONTRAST);

  it('replace every accent-tinted surface of the theme, not only the primary colour', () => {
    const pair = { accent: '#FFD166', background: '#101820' };
    const root = document.documentElement;
    applyAppearance({ darkMode: true, compactView: false, theme: 'ocean', customColors: { ocean: pair } });
    const theme = tokensOf(themes, '.dark[data-theme="ocean"]');
    for (const [text, surface] of FOLLOWING) {
      for (const token of [text, surface]) {
        const value = root.style.getPropertyValue(`--${token}`);
        expect(value, token).toMatch(/^#[0-9A-F]{6}$/);
        expect(value, `${token} keeps the theme's colour`).not.toBe(theme[token]);
      }
    }
    // The surfaces are the page with the accent mixed in: warmer (the yellow's red channel) than the page.
    const red = (color: string) => Number.parseInt(color.slice(1, 3), 16);
    for (const surface of ['accent', 'sidebar-accent', 'brand-surface'])
      expect(red(root.style.getPropertyValue(`--${surface}`)), surface).toBeGreaterThan(red(pair.background));
    applyAppearance({ darkMode: false, compactView: false, theme: 'ocean', customColors: { ocean: pair } });
    expect(root.style.getPropertyValue('--sidebar-accent')).toBe('');
    expect(root.style.getPropertyValue('--brand-surface')).toBe('');
  });

  it('keep every text pair they touch at 4.5:1 for any pair the settings accept', () => {
    fc.assert(
      fc.property(pairs, (pair) => {
        expect(ZColorPair.safeParse(pair).success).toBe(true);
        const tokens = customColorTokens(pair);
        for (const [text, surface] of FOLLOWING) {
          const ratio = contrastRatio(tokens[`--${text}`], tokens[`--${surface}`]);
          expect(ratio, `${text} on ${surface} for ${JSON.stringify(pair)}`).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
