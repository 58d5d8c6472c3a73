import { cleanup, render, screen, within } from '@testing-library/react';
import { Wallet } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCard, StatCardCaption } from './stat-card';

afterEach(cleanup);

describe('StatCard', () => {
  it('is an article named by its label, with the label as a heading, a hidden icon and the figure', () => {
    render(
      <StatCard
        label="Monthly Cash Flow"
        icon={Wallet}
        value="$1,200"
        valueTestId="summary-value"
        data-testid="card"
      >
        <p>A line under it</p>
      </StatCard>,
    );
    const card = screen.getByRole('article', { name: 'Monthly Cash Flow' });
    expect(card.getAttribute('data-testid')).toBe('card');
    expect(within(card).getByRole('heading', { level: 2, name: 'Monthly Cash Flow' })).toBeTruthy();
    const value = within(card).getByTestId('summary-value');
    expect(value.textContent).toBe('$1,200');
    expect(value.className).not.toContain('text-destructive');
    expect(card.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(card.lastElementChild?.textContent).toBe('A line under it');
  });

  it('grows with the viewport by default, with its container, or not at all', () => {
    render(<StatCard label="Viewport" icon={Wallet} value="1" valueTestId="v1" />);
    render(<StatCard label="Container" icon={Wallet} value="2" valueTestId="v2" growth="container" />);
    render(
      <StatCard label="Fixed" icon={Wallet} value="3" valueTestId="v3" growth="fixed" headingLevel={3} />,
    );

    const viewport = screen.getByRole('article', { name: 'Viewport' });
    expect(viewport.className).toContain('p-4 text-card-foreground shadow-xs sm:p-5');
    expect(viewport.querySelector('span')?.className).toMatch(/^hidden .* sm:inline-flex$/);
    expect(screen.getByTestId('v1').className).toContain('text-xl sm:text-2xl');

    const container = screen.getByRole('article', { name: 'Container' });
    expect(container.className).toContain('@lg:p-5');
    expect(container.querySelector('span')?.className).toMatch(/^hidden .* @lg:inline-flex$/);
    expect(screen.getByTestId('v2').className).toContain('text-xl @lg:text-2xl');

    const fixed = screen.getByRole('article', { name: 'Fixed' });
    expect(fixed.className).toContain('sm:p-5');
    expect(fixed.querySelector('span')?.className).toMatch(/^inline-flex /);
    expect(screen.getByTestId('v3').className).toContain('text-2xl');
    expect(screen.getByTestId('v3').className).not.toContain('text-xl');
    expect(within(fixed).getByRole('heading', { level: 3, name: 'Fixed' })).toBeTruthy();
  });

  it('shows a negative figure in the destructive colour', () => {
    render(<StatCard label="Cash" icon={Wallet} value="-$5" valueTestId="value" isNegative />);
    expect(screen.getByTestId('value').className).toContain('text-destructive');
  });
});

describe('StatCardCaption', () => {
  it('colours the caption by its tone, with the tone’s icon, and passes its attributes on', () => {
    render(
      <>
        <StatCardCaption tone="up" data-testid="up" data-direction="up">
          Up 2% from last month
        </StatCardCaption>
        <StatCardCaption tone="down" data-testid="down">
          Down
        </StatCardCaption>
        <StatCardCaption tone="none" data-testid="none" data-tone="none">
          No data yet
        </StatCardCaption>
      </>,
    );
    const up = screen.getByTestId('up');
    expect(up.getAttribute('data-direction')).toBe('up');
    expect(up.textContent).toBe('Up 2% from last month');
    expect(up.className).toContain('mt-auto');
    expect(up.className).toContain('text-emerald-800');
    expect(up.querySelector('svg')?.getAttribute('class')).toContain('lucide-trending-up');
    expect(screen.getByTestId('down').className).toContain('text-red-800');
    expect(screen.getByTestId('down').querySelector('svg')?.getAttribute('class')).toContain(
      'lucide-trending-down',
    );
    expect(screen.getByTestId('none').getAttribute('data-tone')).toBe('none');
    expect(screen.getByTestId('none').className).toContain('text-muted-foreground');
    expect(screen.getByTestId('none').querySelector('svg')?.getAttribute('class')).toContain(
      'lucide-calendar-clock',
    );
  });
});
