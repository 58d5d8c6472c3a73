import type { TInsight } from '@rentfolio/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n/app-strings';
import { InsightItem } from './insight-item';

const BASE = {
  type: 'warning',
  title: '',
  description: '',
  propertyId: 5,
  generatedAt: '2026-11-20T10:00:00.000Z',
} as const;

describe('InsightItem', () => {
  it('links an insight of the rent roll to the rent roll of its property, and one of the ledger to Plan vs Actual', () => {
    const late: TInsight = {
      ...BASE,
      id: 'rentLate:u9',
      rule: 'rentLate',
      params: { address: '12 Elm St', unit: 'Unit 2', month: '2026-10', days: 28, due: 1450, received: 500 },
    };
    const over: TInsight = {
      ...BASE,
      id: 'expensesOverPlan:5',
      rule: 'expensesOverPlan',
      params: { address: '12 Elm St', actual: 9000, plan: 7200, over: 25 },
    };
    render(
      <>
        <InsightItem insight={late} />
        <InsightItem insight={over} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Open Rent Roll' }).getAttribute('href')).toBe(
      '/rent-roll?property=5',
    );
    expect(screen.getByRole('link', { name: 'Open Plan vs Actual' }).getAttribute('href')).toBe(
      '/plan-actual',
    );
    // The property's own page stays a link of each.
    expect(screen.getAllByRole('link', { name: 'View property: 12 Elm St' })).toHaveLength(2);
  });

  it('gives an insight of the deal inputs no such link', () => {
    render(
      <InsightItem
        insight={{
          ...BASE,
          id: 'vacant:5',
          rule: 'vacant',
          params: { address: '12 Elm St', monthlyRent: 1500 },
        }}
      />,
    );
    expect(screen.queryByTestId('insight-screen-link')).toBeNull();
  });
});
