import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PortfolioValueBox } from './portfolio-value-box';

afterEach(cleanup);

describe('PortfolioValueBox', () => {
  it('shows zeros, no goal and a call to add a property for an empty portfolio', () => {
    renderWithApp(
      <PortfolioValueBox
        metrics={{ totalValue: 0, totalCashFlow: 0, avgROI: 0, totalProperties: 0 }}
        goal={null}
      />,
    );
    const box = within(screen.getByTestId('portfolio-value-box'));

    expect(box.getAllByText('$0')).toHaveLength(2);
    expect(box.getByText('0.00%')).toBeTruthy();
    expect(box.queryByRole('progressbar')).toBeNull();
    expect(box.getByRole('link', { name: 'Add your first property' }).getAttribute('href')).toBe(
      '/add-property',
    );
  });

  it('shows compact figures and the goal when there are properties and a goal', () => {
    renderWithApp(
      <PortfolioValueBox
        metrics={{ totalValue: 2_450_000, totalCashFlow: 18_800, avgROI: 14.83, totalProperties: 8 }}
        goal={{ targetValue: 3_300_000, targetDate: '2027-12-31', progress: 74.2 }}
      />,
    );
    const box = within(screen.getByTestId('portfolio-value-box'));

    expect(box.getByText('$2.45M')).toBeTruthy();
    expect(box.getByText('$18,800')).toBeTruthy();
    expect(box.getByText('14.83%')).toBeTruthy();
    expect(box.getByText('8 properties')).toBeTruthy();
    expect(box.getByRole('progressbar')).toBeTruthy();
    expect(box.getByText('Goal $3.3M by Dec 2027')).toBeTruthy();
    expect(box.queryByRole('link', { name: 'Add your first property' })).toBeNull();
  });

  it('says it is loading rather than showing zeros while the figures load', () => {
    renderWithApp(<PortfolioValueBox metrics="loading" goal={null} />);
    const box = within(screen.getByTestId('portfolio-value-box'));

    expect(box.getByRole('status').textContent).toBe('Loading...');
    expect(box.queryByText('$0')).toBeNull();
    expect(box.queryByRole('link', { name: 'Add your first property' })).toBeNull();
  });

  it('says the figures are unavailable when they could not be loaded', () => {
    renderWithApp(<PortfolioValueBox metrics="unavailable" goal={null} />);
    const box = within(screen.getByTestId('portfolio-value-box'));

    expect(box.getByText('Figures unavailable right now.')).toBeTruthy();
    expect(box.queryByText('$0')).toBeNull();
  });
});
