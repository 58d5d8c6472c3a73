import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asCents,
  asPercent,
  fromCents,
  MAX_CENTS,
  roundTo,
  roundToCents,
  roundToPercent,
  toCents,
} from './money';

describe('roundToCents', () => {
  it('rounds half away from zero, without binary drift', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(1264.136)).toBe(1264.14);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(-0.001)).toBe(0);
    expect(Object.is(roundToCents(-0.001), -0)).toBe(false);
  });

  it('never moves a value by more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(Math.abs(roundToCents(value) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('rounds exactly as the 15-significant-digit method does, fast path or not', () => {
    const reference = (value: number, decimals: number) => {
      const factor = 10 ** decimals;
      const scaled = Number.parseFloat((Math.abs(value) * factor).toPrecision(15));
      const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
      return rounded === 0 ? 0 : rounded;
    };
    const nearHalf = fc
      .tuple(
        fc.integer({ min: -1e8, max: 1e8 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.constantFrom(0, 1, 2),
      )
      .map(([whole, nudge, decimals]) => [(whole + 0.5 + nudge * 1e-9) / 10 ** decimals, decimals] as const);
    const anyValue = fc.tuple(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.constantFrom(0, 1, 2, 4));
    fc.assert(
      fc.property(fc.oneof(nearHalf, anyValue), ([value, decimals]) => {
        expect(roundTo(value, decimals)).toBe(reference(value, decimals));
      }),
      { numRuns: 20_000 },
    );
  });

  it('refuses NaN and infinities', () => {
    expect(() => roundTo(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundTo(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });
});

describe('toCents and fromCents', () => {
  it('round-trips dollars through integer cents', () => {
    expect(toCents(200_000)).toBe(20_000_000);
    expect(toCents(1264.14)).toBe(126_414);
    expect(fromCents(toCents(19.99))).toBe(19.99);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(asCents(cents)))).toBe(cents);
      }),
    );
  });

  it('refuses amounts beyond the safe range and fractional cents', () => {
    expect(() => toCents((MAX_CENTS + 100) / 100)).toThrow(RangeError);
    expect(() => asCents(1.5)).toThrow(RangeError);
  });
});

describe('roundToPercent and asPercent', () => {
  it('rounds a percentage to 2 decimals, half away from zero', () => {
    expect(roundToPercent(7.104)).toBe(7.1);
    expect(roundToPercent(3.8375)).toBe(3.84);
    expect(roundToPercent(-33.5733)).toBe(-33.57);
  });

  it('refuses a percentage that is not finite', () => {
    expect(asPercent(7.5)).toBe(7.5);
    expect(() => asPercent(Number.NaN)).toThrow(RangeError);
  });
});
