/**
 * The built market data set: what the importer writes and what the server loads into its database. Money is in whole
 * cents (the database's convention), months are `YYYY-MM`, and a series is its first month plus one value a month
 * (null where the source has none), so a history of 25 years is one short array rather than 300 rows.
 */

/** `YYYY-MM`. */
export type MonthKey = string;

export type SeriesName = 'zhvi' | 'zori' | 'inventory' | 'daysToPending';

/** Values of consecutive months from `start`; null where the source left the month empty. */
export type MonthlySeries = { start: MonthKey; values: (number | null)[] };

export type MarketMetro = {
  /** Zillow's RegionID, the same in every Zillow metro file. */
  id: number;
  /** Zillow's short name, by the principal city: "Denver, CO". */
  name: string;
  /** The full metro area name from the city and ZIP files ("Denver-Aurora-Lakewood, CO"), when one matched. */
  fullName: string | null;
  city: string;
  state: string;
  sizeRank: number;
  /** ZHVI and inventory are whole cents / whole listings; ZORI cents; days to pending in tenths of a day. */
  series: Partial<Record<SeriesName, MonthlySeries>>;
};

export type MarketCity = {
  id: number;
  name: string;
  state: string;
  metroId: number | null;
  /** The metro as the city file names it, kept when no metro matched. */
  metroName: string | null;
  county: string | null;
  sizeRank: number;
  zori: MonthlySeries;
};

export type MarketZip = {
  zip: string;
  city: string | null;
  state: string | null;
  metroId: number | null;
  metroName: string | null;
  county: string | null;
  lat: number | null;
  lng: number | null;
  /** Zillow's ZORI for the ZIP, when the ZIP file has it. */
  zori: MonthlySeries | null;
};

export type FairMarketRent = {
  zip: string;
  /** HUD's area, e.g. "Denver-Aurora-Lakewood, CO MSA"; a ZIP in two areas has two rows. */
  areaName: string;
  areaCode: string;
  /** Whole cents for 0 to 4 bedrooms. */
  rents: [number, number, number, number, number];
};

export type DenverNeighbourhood = {
  name: string;
  lat: number | null;
  lng: number | null;
  /** ACS 2015-2019 medians, in cents; null where the survey gives none. */
  medianGrossRent: number | null;
  medianHomeValue: number | null;
  /** Vacant housing units / all housing units × 100. */
  vacancyRate: number | null;
  housingUnits: number | null;
  medianHouseholdIncome: number | null;
};

export type Vintage = {
  /** Which data this is, in words. */
  label: string;
  /** The newest month of data in the file (`YYYY-MM`), or the fiscal year or survey period. */
  latest: string;
  source: string;
};

export type MarketDataSet = {
  format: 1;
  /** Newest month of any series (the data's own date), then a hash of the content: see `compareVersions`. */
  version: string;
  vintages: Record<string, Vintage>;
  metros: MarketMetro[];
  cities: MarketCity[];
  zips: MarketZip[];
  fairMarketRents: FairMarketRent[];
  neighbourhoods: DenverNeighbourhood[];
  /** What the importer could not match, so a newer release's surprises are visible. */
  unmatchedMetroNames: string[];
};
