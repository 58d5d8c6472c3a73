import { z } from 'zod';
import { queryInteger, safeText } from './fields';
import { fieldMessage } from './message-codes';

/**
 * The market data API (docs/product.md "Market data"). Money is in dollars, months are 'YYYY-MM'. Every figure names
 * its source; the UI shows the attribution wherever a figure appears.
 */
export const MARKET_ATTRIBUTION = {
  zillow: 'Market data: Zillow Research (zillow.com/research/data)',
  hud: 'Fair Market Rents: U.S. Department of Housing and Urban Development',
  census: 'ZIP centroids: U.S. Census Bureau',
  denver: 'Denver neighbourhood statistics: City of Denver Open Data Catalog (CC BY 3.0)',
} as const;

/** The place answered for when the user has no property to go by (docs/product.md "Market data"). */
export const DEFAULT_MARKET_PLACE = { city: 'Denver', state: 'CO' } as const;
export const MARKET_PLACES_LIMIT = 20;
/** HUD's rule for units above 4 bedrooms: the 4-bedroom FMR plus 15% for each bedroom beyond 4. */
export const FMR_EXTRA_BEDROOM_RATE = 0.15;
export const MAX_RENT_CHECK_BEDROOMS = 12;

/**
 * How old a market figure may be (docs/product.md "Market data"). Past `noteAfterMonths` a figure carries a visible
 * "data from N months ago" note; when a figure can come from a ZIP, its city or its metro, a level whose latest month is
 * more than `preferWithinMonths` old is passed over for a fresher level.
 */
export const MARKET_FRESHNESS = { noteAfterMonths: 6, preferWithinMonths: 12 } as const;

/** The number of a 'YYYY-MM' month counted from year 0 (2025-01 → 24,300), or null for another text. */
function monthNumber(month: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const index = Number(match[2]);
  return index >= 1 && index <= 12 ? Number(match[1]) * 12 + index - 1 : null;
}

/**
 * Whole calendar months from a figure's month to `today` (both 'YYYY-MM'): 2023-10 is 37 months before 2026-11. Null
 * for a month it cannot read; 0 for the same month or a later one.
 */
export function computeMonthsBetween(month: string, today: string): number | null {
  const figure = monthNumber(month);
  const current = monthNumber(today);
  return figure === null || current === null ? null : Math.max(0, current - figure);
}

/** computeMonthsBetween up to the calendar month (UTC) of `now`, in epoch ms: the server's clock. */
export function computeMonthsAgo(month: string, now: number): number | null {
  return computeMonthsBetween(month, new Date(now).toISOString().slice(0, 7));
}

/** The month a HUD fiscal year's Fair Market Rents take effect: FY2024 on 1 October 2023 ('2023-10'); else null. */
export function fairMarketRentMonth(vintage: string | null): string | null {
  const match = /^FY(\d{4})$/.exec(vintage ?? '');
  return match ? `${Number(match[1]) - 1}-10` : null;
}

export const MARKET_MESSAGES = {
  placeNeedsBoth: 'Give both a city and a two-letter state, or neither.',
  zipCode: 'The ZIP code must be 5 digits.',
  noData: 'No market data has been loaded yet. Restart the server to load the built-in data set.',
} as const;

const stateCode = z
  .string({ error: 'The state must be two letters, like CO.' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'The state must be two letters, like CO.' })
  .transform((value) => value.toUpperCase());
const cityName = safeText('city').pipe(
  z
    .string()
    .trim()
    .min(1, { error: 'The city must not be empty.' })
    .max(100, { error: 'The city must be at most 100 characters.' }),
);

export const ZZipCode = z
  .string({ error: MARKET_MESSAGES.zipCode })
  .trim()
  .regex(/^\d{5}$/, { error: MARKET_MESSAGES.zipCode });

export const ZMarketDataParams = z.object({ city: cityName, state: stateCode });
export const ZMarketDataQuery = z.object({
  city: cityName.optional(),
  state: stateCode.optional(),
  zipCode: ZZipCode.optional().describe(
    "A ZIP code: its own series when Zillow publishes one, else its metro's.",
  ),
});

export const ZMarketRecord = z
  .object({
    month: z.string().describe('YYYY-MM.'),
    medianPrice: z
      .number()
      .nullable()
      .describe(
        "The metro's Zillow Home Value Index (a typical value, not a median sale price), in dollars.",
      ),
    averageRent: z
      .number()
      .nullable()
      .describe("The metro's Zillow Observed Rent Index, in dollars a month."),
    avgPricePerSqFt: z.null().describe('No open source publishes it by metro: always null.'),
    rentalYield: z.number().nullable().describe('12 × rent / value × 100, rounded to 2 decimals.'),
    inventory: z
      .number()
      .nullable()
      .describe('For-sale listings in the month; null before the series starts.'),
    daysOnMarket: z.number().nullable().describe('Mean days from listing to pending sale.'),
  })
  .meta({ id: 'MarketRecord' });
export type TMarketRecord = z.infer<typeof ZMarketRecord>;

export const ZMarketSource = z.object({
  kind: z
    .string()
    .describe(
      'The file it comes from: metroZhvi, metroZori, metroInventory, metroDaysToPending, zipZori, hudFmr, zipCentroids, denverSurvey.',
    ),
  label: z.string(),
  latest: z.string().describe('The newest month of data (YYYY-MM), or the fiscal year or survey period.'),
  source: z.string(),
});

const ZRequestedPlace = z.object({ city: z.string(), state: z.string() });
const ZPlaceFrom = z.enum(['requested', 'portfolio', 'default']);

/** A metro's records: asked for by a city or metro, by a ZIP without a series of its own, or by no place at all. */
export const ZMarketData = z
  .object({
    level: z.literal('metro'),
    place: z.object({
      requested: ZRequestedPlace,
      metroId: z.number().int(),
      metroName: z.string().describe('Zillow\'s name, by the principal city: "Denver, CO".'),
      metroFullName: z.string().nullable().describe('"Denver-Aurora-Lakewood, CO", when known.'),
      isPrincipalCity: z.boolean().describe('False when the city (or ZIP) answered for its metro.'),
      zipCode: z
        .string()
        .nullable()
        .describe('The ZIP asked for, when it has no series of its own and its metro answered.'),
      from: ZPlaceFrom,
    }),
    records: z.array(ZMarketRecord),
    sources: z.array(ZMarketSource),
  })
  .meta({ id: 'MarketData' });
export type TMarketData = z.infer<typeof ZMarketData>;

/**
 * A ZIP's own records: Zillow publishes only its rent (ZORI), so `averageRent` is the one figure; a yield is never
 * computed with its metro's value (one place's figures only).
 */
export const ZMarketZipData = z
  .object({
    level: z.literal('zip'),
    place: z.object({
      requested: ZRequestedPlace.describe("The ZIP's city and state."),
      zipCode: z.string(),
      metroName: z.string().nullable().describe('"Denver-Aurora-Lakewood, CO", when the ZIP is in a metro.'),
      metro: ZRequestedPlace.nullable().describe(
        "The metro's principal city, to ask for the metro's records.",
      ),
      from: z.literal('requested'),
    }),
    records: z.array(ZMarketRecord),
    sources: z.array(ZMarketSource),
  })
  .meta({ id: 'MarketZipData' });
export type TMarketZipData = z.infer<typeof ZMarketZipData>;

/** A place the sources have no figures for (a town outside every metro, say): an empty answer, not an error. */
export const ZMarketNoData = z
  .object({
    level: z.literal('none'),
    place: z.object({ requested: ZRequestedPlace, zipCode: z.string().nullable(), from: ZPlaceFrom }),
    records: z.array(ZMarketRecord).max(0),
    sources: z.array(ZMarketSource).max(0),
  })
  .meta({ id: 'MarketNoData' });
export type TMarketNoData = z.infer<typeof ZMarketNoData>;

/** GET /api/market-data: `level` says whose records these are (a metro's, a ZIP's own) or that there are none. */
export const ZMarketAnswer = z.discriminatedUnion('level', [ZMarketData, ZMarketZipData, ZMarketNoData]);
export type TMarketAnswer = z.infer<typeof ZMarketAnswer>;

export const ZMarketPlacesQuery = z.object({
  q: safeText('search').pipe(
    z
      .string()
      .trim()
      .max(100, { error: fieldMessage('atMostCharacters', { field: 'search', max: 100 }) }),
  ),
});

export const ZMarketPlace = z
  .object({
    kind: z.enum(['metro', 'city', 'zip']),
    label: z
      .string()
      .describe('"Denver, CO" (a metro, by its principal city, or a city) or "80205 – Denver, CO".'),
    city: z.string(),
    state: z.string(),
    zipCode: z.string().nullable(),
    metroName: z.string().nullable(),
  })
  .meta({ id: 'MarketPlace' });
export type TMarketPlace = z.infer<typeof ZMarketPlace>;

export const ZRentCheckQuery = z.object({
  zipCode: ZZipCode,
  bedrooms: queryInteger('bedrooms', 0, MAX_RENT_CHECK_BEDROOMS),
});

export const ZRentCheck = z
  .object({
    zipCode: z.string(),
    bedrooms: z.number().int(),
    fairMarketRent: z.number().nullable().describe("HUD's Fair Market Rent in dollars a month."),
    fairMarketRentArea: z.string().nullable(),
    fairMarketRentVintage: z.string().nullable().describe('FY2024.'),
    fairMarketRentSource: z.string(),
    marketRent: z.number().nullable().describe("Zillow's typical asking rent (ZORI), in dollars a month."),
    marketRentMonth: z.string().nullable(),
    marketRentLevel: z
      .enum(['zip', 'city', 'metro'])
      .nullable()
      .describe(
        'The first of ZIP, city and metro whose latest month is at most 12 months old, else the freshest.',
      ),
    marketRentPlace: z.string().nullable().describe('The ZIP, city or metro the market rent is for.'),
    marketRentSource: z.string(),
  })
  .meta({ id: 'RentCheck' });
export type TRentCheck = z.infer<typeof ZRentCheck>;

export const ZValueEstimate = z
  .object({
    estimatedValue: z
      .number()
      .nullable()
      .describe('Purchase price × ZHVI(latest) / ZHVI(purchase month), dollars.'),
    estimatedValueMonth: z.string().nullable(),
    purchaseMonth: z.string().nullable(),
    metroName: z.string().nullable(),
    reason: z
      .enum(['noPurchaseDate', 'noMetro', 'purchaseMonthNotInData'])
      .nullable()
      .describe('Why there is no estimate.'),
    source: z.string(),
  })
  .meta({ id: 'ValueEstimate' });
export type TValueEstimate = z.infer<typeof ZValueEstimate>;

export const ZPropertyMarket = z
  .object({ rentCheck: ZRentCheck.nullable(), valueEstimate: ZValueEstimate })
  .meta({ id: 'PropertyMarket' });
export type TPropertyMarket = z.infer<typeof ZPropertyMarket>;

/** The heat map's metrics (docs/product.md "Market data"): the seven of the product, in its order. */
export const HEATMAP_METRICS = [
  'marketScore',
  'averageRent',
  'rentGrowth',
  'capRate',
  'safetyScore',
  'walkScore',
  'schoolRating',
] as const;
export type THeatMapMetric = (typeof HEATMAP_METRICS)[number];
/** Metrics no open source publishes: only a user's imported values fill them. */
export const IMPORTABLE_METRICS = ['safetyScore', 'walkScore', 'schoolRating'] as const;
export type TImportableMetric = (typeof IMPORTABLE_METRICS)[number];
/** The cap-rate estimate's default expense ratio: gross yield × (1 − 40%). */
export const DEFAULT_EXPENSE_RATIO_PCT = 40;
/**
 * Colour thresholds (high / moderate) of the heat map, by metric. Average rent has none: it is a price, not a rating,
 * and the product's "others 8 / 5" would call every rent in dollars high; it is shown without a good-or-bad colour.
 */
export const HEATMAP_THRESHOLDS: Partial<Record<THeatMapMetric, { high: number; moderate: number }>> = {
  marketScore: { high: 8.5, moderate: 7 },
  schoolRating: { high: 8.5, moderate: 7 },
  walkScore: { high: 8.5, moderate: 7 },
  safetyScore: { high: 8.5, moderate: 7 },
  capRate: { high: 8, moderate: 6 },
  rentGrowth: { high: 12, moderate: 8 },
};
/**
 * A survey place (a Denver neighbourhood) with fewer housing units than this is low-confidence: the ACS medians behind
 * its rent, value and yield rest on few answers (docs/product.md "Heat map"). It is shown, flagged, and left out of
 * rankings and averages.
 */
export const LOW_CONFIDENCE_HOUSING_UNITS = 1000;
export const MAX_NEIGHBOURHOOD_IMPORT_ROWS = 10_000;
export const MAX_NEIGHBOURHOOD_IMPORT_BYTES = 1_000_000;

export const ZHeatMapQuery = z.object({
  city: cityName.optional(),
  state: stateCode.optional(),
});

export const ZHeatMapRow = z
  .object({
    id: z.string().describe('"metro:394530" (Zillow\'s RegionID), "zip:80205" or "nbhd:Five Points".'),
    kind: z.enum(['metro', 'zip', 'neighbourhood']),
    name: z
      .string()
      .describe('The metro ("Denver, CO", by its principal city), the ZIP code, or the neighbourhood.'),
    city: z.string(),
    state: z.string(),
    metroName: z.string().nullable().describe("A metro row: the metro area's full name when known."),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    averageRent: z
      .number()
      .nullable()
      .describe("Zillow's ZORI (metros, ZIPs) or the survey's median gross rent, dollars."),
    rentMonth: z.string().nullable(),
    rentGrowth: z.number().nullable().describe("Year-over-year change of the place's own ZORI, percent."),
    fairMarketRent2br: z.number().nullable(),
    grossYield: z
      .number()
      .nullable()
      .describe(
        "12 × rent / value × 100 of the place itself: a metro's ZORI and ZHVI of one month, a neighbourhood's survey medians. Null for a ZIP: no ZIP values are published.",
      ),
    yieldMonth: z.string().nullable().describe('A metro: the month of the rent and value behind its yield.'),
    vacancyRate: z.number().nullable(),
    housingUnits: z
      .number()
      .int()
      .nullable()
      .describe('Housing units the survey counted (Denver neighbourhoods).'),
    lowConfidence: z
      .boolean()
      .describe(
        'Fewer than LOW_CONFIDENCE_HOUSING_UNITS housing units (or none known) behind survey figures.',
      ),
    safetyScore: z.number().nullable().describe('Only from the user’s imported values.'),
    walkScore: z.number().nullable(),
    schoolRating: z.number().nullable(),
    marketScore: z
      .number()
      .nullable()
      .describe(
        '0 to 10, the mean of the available component scores; null without a same-place gross yield.',
      ),
    marketScoreRank: z
      .number()
      .int()
      .nullable()
      .describe(
        'Position by market score among every place of the data set (1 = highest, ties by name); null for a place without a score or a low-confidence one.',
      ),
    imported: z.array(z.enum(IMPORTABLE_METRICS)).describe('Which metrics are the user’s own data.'),
  })
  .meta({ id: 'HeatMapRow' });
export type THeatMapRow = z.infer<typeof ZHeatMapRow>;

export const ZHeatMap = z
  .object({ rows: z.array(ZHeatMapRow), sources: z.array(ZMarketSource) })
  .meta({ id: 'HeatMap' });
export type THeatMap = z.infer<typeof ZHeatMap>;

export const ZNeighbourhoodImportRequest = z.object(
  {
    csv: z.string({ error: 'Send the CSV text in the csv field.' }).max(MAX_NEIGHBOURHOOD_IMPORT_BYTES, {
      error: 'The CSV is larger than 1 MB. Split it into smaller files.',
    }),
  },
  { error: 'Send the CSV text in the csv field.' },
);

export const ZNeighbourhoodImportResult = z
  .object({
    imported: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  })
  .meta({ id: 'NeighbourhoodImportResult' });
export type TNeighbourhoodImportResult = z.infer<typeof ZNeighbourhoodImportResult>;

/**
 * The heat map's market score (docs/product.md "Heat map"): each available component is scored 0 to 10 on a
 * straight line between its `zero` and `ten` points (clamped), and the score is their mean, to 1 decimal. Safety, walk
 * and school scores count only when the user imported them (0 to 10 already). Every figure must be of the place
 * itself, and a score needs its gross yield: without one (a ZIP, whose value no one publishes) there is none.
 */
export const MARKET_SCORE_COMPONENTS = {
  grossYield: { zero: 3, ten: 9 },
  rentGrowth: { zero: -5, ten: 10 },
  vacancyRate: { zero: 15, ten: 2 },
} as const;

export function computeMarketScore(row: {
  grossYield: number | null;
  rentGrowth: number | null;
  vacancyRate: number | null;
  safetyScore: number | null;
  walkScore: number | null;
  schoolRating: number | null;
}): number | null {
  if (row.grossYield === null) return null;
  const scores: number[] = [];
  for (const [key, { zero, ten }] of Object.entries(MARKET_SCORE_COMPONENTS)) {
    const value = row[key as keyof typeof MARKET_SCORE_COMPONENTS];
    if (value !== null) scores.push(Math.min(10, Math.max(0, ((value - zero) / (ten - zero)) * 10)));
  }
  for (const value of [row.safetyScore, row.walkScore, row.schoolRating])
    if (value !== null) scores.push(value);
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}
