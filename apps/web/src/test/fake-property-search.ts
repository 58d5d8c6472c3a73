import type { TProperty } from '@rentfolio/contracts';

/** A stored property as the API answers it (the figures are placeholders; tests here are about lists). */
export function makeProperty(id: number, overrides: Partial<TProperty> = {}): TProperty {
  return {
    id,
    address: `${id} Main Street`,
    city: 'Denver',
    state: 'CO',
    zipCode: '80205',
    propertyType: 'single-family',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    purchasePrice: 250000 + id * 1000,
    monthlyRent: 2000,
    operatingExpenses: 500,
    propertyTaxes: 0,
    insurance: 0,
    maintenance: 0,
    vacancy: 5,
    downPayment: 20,
    interestRate: 7.5,
    loanTerm: 30,
    closingCosts: 3,
    rehabCosts: 0,
    purchaseDate: null,
    currentValue: null,
    isOccupied: true,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    capRate: 5,
    cashFlow: 1200,
    monthlyCashFlow: 100,
    roi: 5,
    cashOnCashReturn: 2,
    ...overrides,
  };
}

export type SearchBody = { limit?: number; offset?: number; query?: string; city?: string };

/**
 * POST /api/properties/search as the server answers it: the matches of `query` (address, city, state or ZIP) and
 * `city`, one page of them with limit and offset, and their number in X-Total-Count.
 */
export function answerSearch(portfolio: readonly TProperty[], body: SearchBody): Response {
  const contains = (text: string | null, part: string) =>
    (text ?? '').toLowerCase().includes(part.toLowerCase());
  const matches = portfolio.filter(
    (property) =>
      (body.query === undefined ||
        [property.address, property.city, property.state, property.zipCode].some((field) =>
          contains(field, body.query ?? ''),
        )) &&
      (body.city === undefined || contains(property.city, body.city)),
  );
  const offset = body.offset ?? 0;
  const page = body.limit === undefined ? matches : matches.slice(offset, offset + body.limit);
  return new Response(JSON.stringify(page), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(matches.length) },
  });
}

export function readBody(init: RequestInit | undefined): SearchBody {
  return JSON.parse(String(init?.body)) as SearchBody;
}
