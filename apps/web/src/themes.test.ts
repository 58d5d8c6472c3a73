import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, THEMES } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';

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
