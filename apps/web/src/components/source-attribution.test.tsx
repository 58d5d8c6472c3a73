import { MARKET_ATTRIBUTION } from '@rentfolio/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/languages';
import { SourceAttribution } from './source-attribution';

afterEach(cleanup);

describe('SourceAttribution', () => {
  it('compact: a small line with each source on a line of its own, in the contracts’ words in English', () => {
    render(<SourceAttribution wording="propertyPage" sources={['zillow', 'hud']} className="mt-2" />);
    const note = screen.getByTestId('market-attribution');
    expect(note.tagName).toBe('P');
    expect(note.className).toBe('flex flex-col gap-0.5 text-muted-foreground text-xs mt-2');
    expect([...note.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      MARKET_ATTRIBUTION.zillow,
      MARKET_ATTRIBUTION.hud,
    ]);
  });

  it('compact and not stacked: the text alone', () => {
    render(<SourceAttribution wording="analytics" sources={['zillow']} stacked={false} />);
    const note = screen.getByTestId('market-attribution');
    expect(note.className).toBe('text-muted-foreground text-xs');
    expect(note.children).toHaveLength(0);
    expect(note.textContent).toBe(MARKET_ATTRIBUTION.zillow);
  });

  it('full with a list label: a footer listing the sources under that name', () => {
    render(
      <SourceAttribution
        variant="full"
        wording="heatmap"
        sources={['zillow', 'hud', 'census', 'denver']}
        listLabel="Sources"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.className).toBe('border-t pt-4 text-muted-foreground text-xs');
    const list = within(footer).getByRole('list', { name: 'Sources' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(MARKET_ATTRIBUTION));
  });

  it('full without a list label: the source as a lead line, then what it is given', () => {
    render(
      <SourceAttribution
        variant="full"
        wording="market"
        sources={['zillow']}
        className="flex flex-col gap-1.5"
      >
        <ul aria-label="Series">
          <li>ZHVI: newest month March 2026</li>
        </ul>
      </SourceAttribution>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.className).toContain('flex flex-col gap-1.5');
    const lead = footer.firstElementChild as HTMLElement;
    expect(lead.tagName).toBe('P');
    expect(lead.className).toBe('font-medium text-foreground/80');
    expect(lead.textContent).toBe(MARKET_ATTRIBUTION.zillow);
    expect(within(footer).getByRole('list', { name: 'Series' })).toBeTruthy();
    expect(screen.queryByTestId('market-attribution')).toBeNull();
  });

  it('keeps each screen’s own translation of a source', async () => {
    await changeLanguage('de');
    try {
      render(<SourceAttribution wording="propertyPage" sources={['hud']} />);
      render(<SourceAttribution variant="full" wording="heatmap" sources={['hud']} listLabel="Quellen" />);
      expect(screen.getByTestId('market-attribution').textContent).toBe(
        'Fair Market Rents: US-Ministerium für Wohnungsbau und Stadtentwicklung (HUD)',
      );
      expect(screen.getByRole('listitem').textContent).toBe(
        'Richtmieten (Fair Market Rents): U.S. Department of Housing and Urban Development',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
