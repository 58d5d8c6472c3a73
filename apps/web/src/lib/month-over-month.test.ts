import type { TMonthOverMonth } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { computeChangeCaption } from './month-over-month';

const CURRENT = { totalValue: 1_000_000, totalCashFlow: 1_200, avgROI: 8.5, occupancyRate: 75 };

function change(overrides: Partial<TMonthOverMonth>): TMonthOverMonth {
  return {
    since: '2026-10-20',
    totalValue: 0,
    totalCashFlow: 0,
    avgROI: 0,
    averageCapRate: 0,
    occupancyRate: 0,
    totalProperties: 0,
    ...overrides,
  };
}

describe('computeChangeCaption', () => {
  it('says there is no change data yet when no snapshot is a month old', () => {
    for (const metric of ['totalValue', 'totalCashFlow', 'avgROI', 'occupancyRate'] as const) {
      expect(computeChangeCaption(metric, CURRENT, null)).toEqual({ direction: 'none', key: 'noChangeData' });
    }
  });

  it('shows a money figure as a signed relative change to 1 decimal, with a true minus sign', () => {
    expect(computeChangeCaption('totalValue', CURRENT, change({ totalValue: 12.5 }))).toEqual({
      direction: 'up',
      key: 'changePercent',
      change: '+12.5%',
    });
    expect(computeChangeCaption('totalCashFlow', CURRENT, change({ totalCashFlow: -3.14 }))).toEqual({
      direction: 'down',
      key: 'changePercent',
      change: '\u22123.1%',
    });
  });

  it('says what happened when last month was $0 (a null relative change)', () => {
    const fromZero = change({ totalValue: null, totalCashFlow: null });
    expect(computeChangeCaption('totalValue', CURRENT, fromZero)).toEqual({
      direction: 'up',
      key: 'upFromZero',
    });
    expect(computeChangeCaption('totalCashFlow', { ...CURRENT, totalCashFlow: -250 }, fromZero)).toEqual({
      direction: 'down',
      key: 'downFromZero',
    });
    expect(computeChangeCaption('totalValue', { ...CURRENT, totalValue: 0 }, fromZero)).toEqual({
      direction: 'flat',
      key: 'noChange',
    });
  });

  it('shows average ROI and occupancy in percentage points', () => {
    expect(computeChangeCaption('avgROI', CURRENT, change({ avgROI: 0.4 }))).toEqual({
      direction: 'up',
      key: 'changePoints',
      change: '+0.4',
    });
    expect(computeChangeCaption('occupancyRate', CURRENT, change({ occupancyRate: -25 }))).toEqual({
      direction: 'down',
      key: 'changePoints',
      change: '\u221225.0',
    });
  });

  it('calls an exact 0 no change, and a change too small for 1 decimal a small rise or fall', () => {
    expect(computeChangeCaption('avgROI', CURRENT, change({ avgROI: 0 }))).toEqual({
      direction: 'flat',
      key: 'noChange',
    });
    expect(computeChangeCaption('totalValue', CURRENT, change({ totalValue: 0.01 }))).toEqual({
      direction: 'up',
      key: 'upLessPercent',
    });
    expect(computeChangeCaption('occupancyRate', CURRENT, change({ occupancyRate: -0.04 }))).toEqual({
      direction: 'down',
      key: 'downLessPoints',
    });
    // 0.05 rounds to 0.1: shown as a number.
    expect(computeChangeCaption('totalValue', CURRENT, change({ totalValue: 0.05 })).change).toBe('+0.1%');
  });
});
