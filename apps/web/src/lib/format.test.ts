import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  formatAxisMoney,
  formatMoney,
  formatPercent,
  formatPercentValue,
  formatProgress,
  RATE_DECIMALS,
} from './format';

const SRC = join(import.meta.dirname, '..');

describe('formatAxisMoney', () => {
  it('writes every axis amount compactly, small and large alike', () => {
    expect(formatAxisMoney(50_000)).toBe('$50K');
    expect(formatAxisMoney(250_000)).toBe('$250K');
    expect(formatAxisMoney(1_250_000)).toBe('$1.3M');
    expect(formatAxisMoney(0)).toBe('$0');
  });

  it('differs from formatMoney, which keeps amounts under $100,000 whole', () => {
    expect(formatMoney(50_000)).toBe('$50,000');
  });
});

describe('percentages (docs/product.md "Number formats")', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('show every rate with RATE_DECIMALS decimals, trailing zeros included', () => {
    expect(RATE_DECIMALS).toBe(2);
    expect(formatPercent(7.1)).toBe('7.10%');
    expect(formatPercent(2.95)).toBe('2.95%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-1.5)).toBe('-1.50%');
    // The default of the general formatter is the same rate format, so a screen cannot drift from it by leaving it out.
    expect(formatPercentValue(7.1)).toBe('7.10%');
    expect(formatPercentValue(7.256)).toBe('7.26%');
    expect([formatPercent(7.1), formatPercentValue(2.95)]).toEqual(['7.10%', '2.95%']);
  });

  it('keep the documented exceptions: whole percentages, goal progress to 1 decimal, a monthly rate to 4', () => {
    expect(formatPercentValue(15.4, 0)).toBe('15%');
    expect(formatProgress(74)).toBe('74.0%');
    expect(formatProgress(110.66)).toBe('110.7%');
    expect(formatPercentValue(0.625, 4, RATE_DECIMALS)).toBe('0.625%');
    expect(formatPercentValue(0.5, 4, RATE_DECIMALS)).toBe('0.50%');
  });

  it("write the decimals in the interface language's notation", async () => {
    await i18n.changeLanguage('de');
    expect(formatPercent(7.1)).toBe('7,10\u00a0%');
  });
});

describe('the screens', () => {
  // Every percentage on screen goes through lib/format.ts, and a call that picks its own decimals is one of the
  // documented exceptions (docs/product.md "Number formats"), so that no screen shows 7.1% beside another's 2.95%.
  // '' and ', 2' are the rate format itself (the minimum follows the maximum); ', 0' a whole percent (a share, a bar).
  const ALLOWED_DIGITS = new Set(['', ', 2', ', 2, 2', ', 0', ', 1, 1', ', 4, RATE_DECIMALS']);
  const ONE_DECIMAL_FILES = ['features/analytics/summary-cards.tsx'];
  const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .filter((file) => file !== join('lib', 'format.ts'));

  it('format percentages only through lib/format.ts, with the rate decimals or a documented exception', () => {
    const offending: string[] = [];
    let calls = 0;
    for (const file of sources) {
      const text = readFileSync(join(SRC, file), 'utf8');
      if (/style:\s*'percent'/.test(text)) offending.push(`${file}: its own percent format`);
      if (/toFixed\([^)]*\)\s*\}?%/.test(text)) offending.push(`${file}: toFixed with a % sign`);
      for (const match of text.matchAll(/formatPercentValue\(((?:[^()]|\([^()]*\))*)\)/g)) {
        calls += 1;
        const args = match[1] ?? '';
        const digits = args.slice(topLevelComma(args)).trim().replace(/\s+/g, ' ');
        if (!ALLOWED_DIGITS.has(digits)) offending.push(`${file}: formatPercentValue(${args})`);
        if (digits === ', 1, 1' && !ONE_DECIMAL_FILES.includes(file))
          offending.push(
            `${file}: one decimal outside the documented cards (use formatProgress for progress)`,
          );
      }
    }
    expect(calls).toBeGreaterThan(20);
    expect(offending).toEqual([]);
  });
});

/** Where the first argument of a call's argument list ends (its first comma outside brackets), or the end. */
function topLevelComma(args: string): number {
  let depth = 0;
  for (let index = 0; index < args.length; index += 1) {
    const char = args[index];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 0) return index;
  }
  return args.length;
}
