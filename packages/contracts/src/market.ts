import { z } from 'zod';
import { queryInteger, safeText } from './fields';

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

export const MARKET_MESSAGES = {
  unknownPlace: (city: string, state: string) =>
    `No market data for ${city}, ${state}. Pick a city, metro or ZIP code from the list.`,
  placeNeedsBoth: 'Give both a city and a two-letter state, or neither.',
  zipCode: 'The ZIP code must be 5 digits.',
  noData: 'No market data has been loaded yet. Restart the server to load the built-in data set.',
} as const;

const stateCode = z
  .string({ error: 'The state must be two letters, like CO.' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'The state must be two letters, like CO.' })
  .transform((value) => value.toUpperCase());
const cityName = safeText('City').pipe(
  z
    .string()
    .trim()
    .min(1, { error: 'The city must not be empty.' })
    .max(100, { error: 'The city must be at most 100 characters.' }),
);

export const ZMarketDataParams = z.object({ city: cityName, state: stateCode });
export const ZMarketDataQuery = z.object({ city: cityName.optional(), state: stateCode.optional() });

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

export const ZMarketData = z
  .object({
    place: z.object({
      requested: z.object({ city: z.string(), state: z.string() }),
      metroId: z.number().int(),
      metroName: z.string().describe('Zillow\'s name, by the principal city: "Denver, CO".'),
      metroFullName: z.string().nullable().describe('"Denver-Aurora-Lakewood, CO", when known.'),
      isPrincipalCity: z.boolean().describe('False when the city answered for its metro.'),
      from: z.enum(['requested', 'portfolio', 'default']),
    }),
    records: z.array(ZMarketRecord),
    sources: z.array(ZMarketSource),
  })
  .meta({ id: 'MarketData' });
export type TMarketData = z.infer<typeof ZMarketData>;

export const ZMarketPlacesQuery = z.object({
  q: safeText('Search').pipe(z.string().trim().max(100, { error: 'Search must be at most 100 characters.' })),
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

export const ZZipCode = z
  .string({ error: MARKET_MESSAGES.zipCode })
  .trim()
  .regex(/^\d{5}$/, { error: MARKET_MESSAGES.zipCode });

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
    marketRentLevel: z.enum(['zip', 'city', 'metro']).nullable(),
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
export const MAX_NEIGHBOURHOOD_IMPORT_ROWS = 10_000;
export const MAX_NEIGHBOURHOOD_IMPORT_BYTES = 1_000_000;

export const ZHeatMapQuery = z.object({
  city: cityName.optional(),
  state: stateCode.optional(),
});

export const ZHeatMapRow = z
  .object({
    id: z.string().describe('"zip:80205" or "nbhd:Five Points".'),
    kind: z.enum(['zip', 'neighbourhood']),
    name: z.string().describe('The ZIP code, or the neighbourhood.'),
    city: z.string(),
    state: z.string(),
    metroName: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    averageRent: z
      .number()
      .nullable()
      .describe("Zillow's ZORI (ZIPs) or the survey's median gross rent, dollars."),
    rentMonth: z.string().nullable(),
    rentGrowth: z.number().nullable().describe('Year-over-year change of ZORI, percent.'),
    fairMarketRent2br: z.number().nullable(),
    grossYield: z
      .number()
      .nullable()
      .describe('12 × rent / value × 100 (metro ZHVI for ZIPs; median value for Denver).'),
    vacancyRate: z.number().nullable(),
    safetyScore: z.number().nullable().describe('Only from the user’s imported values.'),
    walkScore: z.number().nullable(),
    schoolRating: z.number().nullable(),
    marketScore: z.number().nullable().describe('0 to 10, the mean of the available component scores.'),
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
 * The heat map's market score (docs/product.md "Market data"): each available component is scored 0 to 10 on a
 * straight line between its `zero` and `ten` points (clamped), and the score is their mean, to 1 decimal; null with
 * none. Safety, walk and school scores count only when the user imported them (0 to 10 already).
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
  const scores: number[] = [];
  for (const [key, { zero, ten }] of Object.entries(MARKET_SCORE_COMPONENTS)) {
    const value = row[key as keyof typeof MARKET_SCORE_COMPONENTS];
    if (value !== null) scores.push(Math.min(10, Math.max(0, ((value - zero) / (ten - zero)) * 10)));
  }
  for (const value of [row.safetyScore, row.walkScore, row.schoolRating])
    if (value !== null) scores.push(value);
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}
