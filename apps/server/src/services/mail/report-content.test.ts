import { describe, expect, it } from 'vitest';
import { mailFormat } from './mail-format';
import { escapeHtml, type ReportFigures, renderReport } from './report-content';

// The report e-mail, rendered from figures written by hand (docs/product.md "E-mail").

const FIGURES: ReportFigures = {
  name: 'Sam',
  period: '2026-10',
  asOf: Date.parse('2026-11-01T08:00:00Z'),
  totalValue: 1_250_000,
  monthlyCashFlow: -320.5,
  averageRoi: 4.25,
  occupancyRate: 75,
  totalProperties: 4,
  valueChange: 2.5,
  best: { address: '12 Oak St', monthlyCashFlow: 410, capRate: 6.2 },
  worst: { address: '9 <Elm> Ave', monthlyCashFlow: -900, capRate: null },
  goals: [{ goalType: 'properties', progress: 40, target: 10, isReached: false }],
  newAchievements: 2,
  insights: [{ rule: 'vacant', type: 'warning', address: '9 <Elm> Ave' }],
};
const LINKS = {
  appUrl: 'https://rentfolio.test',
  unsubscribeUrl: 'https://rentfolio.test/api/unsubscribe?token=1.0.x',
};
const EN = mailFormat({ language: 'en', currency: 'USD', dateFormat: 'MM/DD/YYYY' });

describe('renderReport', () => {
  it('writes the monthly report as text with every figure', () => {
    const { subject, text } = renderReport('monthly', FIGURES, LINKS, EN);
    expect(subject).toBe('Your Rentfolio report for October 2026');
    expect(text).toContain('Hello Sam,');
    expect(text).toContain('Portfolio value: $1,250,000.00 (+2.5% since last month)');
    expect(text).toContain('Monthly cash flow: -$320.50');
    expect(text).toContain('Your portfolio loses money each month. Check the properties below.');
    expect(text).toContain('- Best: 12 Oak St, $410.00 a month, cap rate 6.2%');
    expect(text).toContain('- Worst: 9 <Elm> Ave, -$900.00 a month, cap rate –');
    expect(text).toContain('- Properties: 40.0% of 10');
    expect(text).toContain('Earned this month: 2');
    expect(text).toContain('- Vacant property: 9 <Elm> Ave');
    expect(text).toContain('Unsubscribe: https://rentfolio.test/api/unsubscribe?token=1.0.x');
  });

  it('says rent does not cover a loan whose debt coverage is below 1.0, and barely covers one above', () => {
    const insights: ReportFigures['insights'] = [
      { rule: 'lowDscr', type: 'warning', address: '1 Low St', uncovered: true },
      { rule: 'lowDscr', type: 'warning', address: '2 Near St' },
    ];
    const { text } = renderReport('monthly', { ...FIGURES, insights }, LINKS, EN);
    expect(text).toContain('- Rent does not cover the loan: 1 Low St');
    expect(text).toContain('- Rent barely covers the loan: 2 Near St');
  });

  it('escapes what the user wrote, and holds no script or remote image', () => {
    const { html } = renderReport('monthly', FIGURES, LINKS, EN);
    expect(html).toContain('9 &lt;Elm&gt; Ave');
    expect(html).not.toContain('<Elm>');
    expect(html).not.toMatch(/<script|<img|src="http/i);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('marks the sample and the test report, and says when there is no change data or no goals', () => {
    const sample = renderReport('monthly', { ...FIGURES, valueChange: null, goals: null }, LINKS, EN, {
      sample: true,
    });
    expect(sample.text).toContain('*** SAMPLE: this report uses a made-up portfolio');
    expect(sample.text).toContain('(No change data yet)');
    expect(sample.text).toContain('You have not set goals yet.');
    expect(renderReport('test', FIGURES, LINKS, EN).subject).toBe('Rentfolio test report');
  });

  it('uses the user’s currency display and date format', () => {
    const euro = mailFormat({ language: 'en', currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    const { text } = renderReport('update', FIGURES, LINKS, euro);
    expect(text).toContain('Portfolio value: €1,250,000.00');
    expect(text).toContain('as of 01/11/2026');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
