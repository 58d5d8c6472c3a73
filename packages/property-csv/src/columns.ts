// The columns of a property CSV: what each header may be called on import, and the order of the export
// (docs/product.md "CSV import and export").

import { DEAL_FIELDS, type TDealField, type TDealFieldSpec } from '@rentfolio/finance';

/** The fields of a property that describe it; the deal's inputs come from the finance registry (DEAL_FIELD_NAMES). */
const DESCRIPTION_FIELDS = [
  'address',
  'city',
  'state',
  'zipCode',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'squareFeet',
] as const;
const HOLDING_FIELDS = ['purchaseDate', 'currentValue', 'isOccupied', 'notes'] as const;

/** The header keys of the description's and the holding's fields (the deal's come from the registry). */
const DESCRIPTION_ALIASES: Record<(typeof DESCRIPTION_FIELDS)[number], readonly string[]> = {
  address: ['address', 'streetaddress', 'street', 'propertyaddress'],
  city: ['city', 'town'],
  state: ['state', 'st', 'statecode'],
  zipCode: ['zipcode', 'zip', 'postalcode', 'postcode', 'zippostalcode'],
  propertyType: ['propertytype', 'type'],
  bedrooms: ['bedrooms', 'beds', 'bedroom', 'bed', 'br'],
  bathrooms: ['bathrooms', 'baths', 'bathroom', 'bath', 'ba'],
  squareFeet: ['squarefeet', 'sqft', 'squarefootage', 'sqfeet', 'sf'],
};
const HOLDING_ALIASES: Record<(typeof HOLDING_FIELDS)[number], readonly string[]> = {
  purchaseDate: ['purchasedate', 'datepurchased', 'acquired'],
  currentValue: ['currentvalue', 'value', 'marketvalue'],
  isOccupied: ['isoccupied', 'occupied'],
  notes: ['notes', 'note', 'comments'],
};

export type TCsvInputField =
  | (typeof DESCRIPTION_FIELDS)[number]
  | TDealField
  | (typeof HOLDING_FIELDS)[number];

/**
 * The columns a registry of deal inputs gives a CSV: the fields a column can fill (the description, the deal's
 * inputs in the registry's order, then the holding), which of them are money or percentages, and the header keys
 * each answers to. The module's constants below come from finance's DEAL_FIELDS; a test derives from a copy.
 */
export function csvColumnsOf(registry: Readonly<Record<string, TDealFieldSpec>>) {
  const deal = Object.entries(registry);
  const aliases: Record<string, readonly string[]> = { ...DESCRIPTION_ALIASES, ...HOLDING_ALIASES };
  for (const [field, spec] of deal) aliases[field] = [headerKey(field), ...(spec.aliases ?? [])];
  return {
    inputFields: [...DESCRIPTION_FIELDS, ...deal.map(([field]) => field), ...HOLDING_FIELDS],
    moneyFields: [
      ...deal.filter(([, spec]) => spec.unit === 'money').map(([field]) => field),
      'currentValue',
    ],
    percentFields: deal.filter(([, spec]) => spec.unit === 'percent').map(([field]) => field),
    aliases,
  };
}

const COLUMNS = csvColumnsOf(DEAL_FIELDS);

/** The property fields a CSV column can fill, in the export's order. */
export const CSV_INPUT_FIELDS = COLUMNS.inputFields as readonly TCsvInputField[];

/** The computed figures the export adds. On import they are recognised and recomputed, never read. */
export const CSV_COMPUTED_FIELDS = [
  'capRate',
  'cashFlow',
  'monthlyCashFlow',
  'roi',
  'cashOnCashReturn',
] as const;
export type TCsvComputedField = (typeof CSV_COMPUTED_FIELDS)[number];

/** A row is refused without these (spec: 'Row N is missing required fields (...)'). */
export const CSV_REQUIRED_FIELDS = [
  'address',
  'city',
  'state',
  'zipCode',
  'propertyType',
  'purchasePrice',
] as const satisfies readonly TCsvInputField[];

/** Whole numbers: a cell such as 3.5 bedrooms is refused rather than cut. */
export const CSV_INTEGER_FIELDS = ['bedrooms', 'squareFeet'] as const satisfies readonly TCsvInputField[];

/** Dollar amounts: they may carry $, spaces and thousands separators. */
export const CSV_MONEY_FIELDS = COLUMNS.moneyFields as readonly TCsvInputField[];

/** Percentages: they may end in %. */
export const CSV_PERCENT_FIELDS = COLUMNS.percentFields as readonly TCsvInputField[];

/** Free text that a spreadsheet could run as a formula, and the export therefore escapes. */
export const CSV_TEXT_FIELDS = [
  'address',
  'city',
  'state',
  'zipCode',
  'notes',
] as const satisfies readonly TCsvInputField[];

/**
 * A header reduced for matching: only letters and digits count, so "zip_code", "zipCode", "Zip Code", "ZIP-CODE" and
 * "Purchase Price ($)" match their fields.
 */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The names each field answers to, as header keys. The field's own name (camelCase or snake_case) always works. */
const ALIASES = COLUMNS.aliases as Record<TCsvInputField, readonly string[]>;

const COMPUTED_ALIASES: Record<TCsvComputedField, readonly string[]> = {
  capRate: ['caprate'],
  cashFlow: ['cashflow', 'annualcashflow'],
  monthlyCashFlow: ['monthlycashflow'],
  roi: ['roi'],
  cashOnCashReturn: ['cashoncashreturn', 'cashoncash', 'coc'],
};

const INPUT_BY_KEY = new Map<string, TCsvInputField>();
for (const field of CSV_INPUT_FIELDS) for (const alias of ALIASES[field]) INPUT_BY_KEY.set(alias, field);
const COMPUTED_BY_KEY = new Map<string, TCsvComputedField>();
for (const field of CSV_COMPUTED_FIELDS) {
  for (const alias of COMPUTED_ALIASES[field]) COMPUTED_BY_KEY.set(alias, field);
}

/** How one header of a file is used. */
export type TColumnMapping =
  | { index: number; header: string; status: 'mapped'; field: TCsvInputField }
  | { index: number; header: string; status: 'computed'; field: TCsvComputedField }
  | { index: number; header: string; status: 'duplicate'; field: TCsvInputField }
  | { index: number; header: string; status: 'ignored' };

/** Maps each header to a field; a second column for the same field and an unknown header are kept and shown. */
export function mapHeaders(headers: readonly string[]): TColumnMapping[] {
  const taken = new Set<TCsvInputField>();
  return headers.map((raw, index) => {
    const header = raw.trim();
    const key = headerKey(header);
    const field = INPUT_BY_KEY.get(key);
    if (field) {
      if (taken.has(field)) return { index, header, status: 'duplicate', field };
      taken.add(field);
      return { index, header, status: 'mapped', field };
    }
    const computed = COMPUTED_BY_KEY.get(key);
    if (computed) return { index, header, status: 'computed', field: computed };
    return { index, header, status: 'ignored' };
  });
}
