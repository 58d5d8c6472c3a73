import { MARKET_ATTRIBUTION } from '@rentfolio/contracts';

/**
 * English texts of the Market Trends screen (/market-trends). The data's typical home value is Zillow's ZHVI, a
 * typical value rather than a median sale price, so no text calls it a median.
 */
export const marketTexts = {
  title: 'Market Trends',
  text: 'Home values, rents and listings of a metro area, month by month, and what they mean for an investor.',
  loading: 'Loading market data...',
  loadFailed: 'The market data could not be loaded.',
  noData: 'No market data available for this location.',
  /** contracts MARKET_MESSAGES.noData. */
  noDataLoaded: 'No market data has been loaded yet. Restart the server to load the built-in data set.',
  metroLine: 'Figures are for the {{metro}} metro area',
  notPrincipal: '{{city}} is part of the {{metro}} metro area; figures cover the whole metro area.',
  fromPortfolio: 'Showing {{city}}, {{state}}, where most of your properties are.',
  /** A place the sources have no figures for (GET /api/market-data `level: 'none'`): an empty state, not an error. */
  empty: {
    title: 'No market figures for {{place}}',
    text: 'Zillow Research and HUD publish no figures for this place. They cover metro areas, larger cities and ZIP codes: try the nearest larger city or its metro area.',
    zipCode: 'ZIP code {{zipCode}}',
  },
  /** A ZIP code with its own series (`level: 'zip'`): Zillow publishes only its rent. */
  zip: {
    line: 'Figures are for ZIP code {{zipCode}} ({{place}})',
    note: 'Zillow publishes only rents for ZIP codes. Home values, the rental yield, inventory and days on market are published for the whole {{metro}} metro area.',
    noteWithoutMetro: 'Zillow publishes only rents for ZIP codes.',
    showMetro: 'Show the {{metro}} metro area',
    /** A ZIP without a series of its own, answered by its metro. */
    withoutSeries:
      'ZIP code {{zipCode}} has no figures of its own; figures cover the whole {{metro}} metro area.',
  },
  /** Notes every market figure carries (docs/product.md "Market data"), on every screen that shows one. */
  figures: {
    usd: 'Market figures are in US dollars, whatever your currency setting.',
    /** Past 6 months; `months` is always 7 or more. */
    age: 'Data from {{months}} months ago',
    /** The same inside a sentence, after the figure's month: "Oct 2023, data from 37 months ago". */
    withAge: '{{when}}, data from {{months}} months ago',
  },
  /** Why a chart draws one series only. */
  missing: {
    valueEnded:
      "No typical home value in these months: Zillow's home value index for this place ends in {{month}}.",
    valueNone: 'No typical home value: Zillow publishes none for this place.',
    valueZip: 'No typical home value: Zillow publishes home values by metro area, not by ZIP code.',
    rentEnded: "No typical rent in these months: Zillow's rent index for this place ends in {{month}}.",
    rentNone: 'No typical rent: Zillow publishes none for this place.',
  },
  picker: {
    label: 'Place',
    state: 'State',
    city: 'City',
    cityPlaceholder: 'Type a city, metro or ZIP code',
    hint: 'Type 2 letters or more, then pick with the arrow keys and Enter. The list shows popular markets until you type.',
    show: 'Show',
    popular: 'Popular markets',
    searching: 'Searching places...',
    noMatches: 'No place starts with “{{query}}”. Press Enter to try {{query}}, {{state}} anyway.',
    searchFailed: 'Places could not be searched. Check your connection and try again.',
    inMetro: 'in the {{metro}} metro area',
    zip: 'ZIP code',
    results_one: '{{count}} place found',
    results_other: '{{count}} places found',
  },
  cards: {
    label: 'Latest figures',
    typicalValue: 'Typical home value (ZHVI)',
    typicalRent: 'Typical rent (ZORI)',
    pricePerSqFt: 'Avg Price/Sq Ft',
    notAvailable: 'Not available',
    pricePerSqFtReason: 'No open data source publishes price per square foot for existing homes by metro.',
    rentalYield: 'Rental Yield',
    inventory: 'Inventory',
    daysOnMarket: 'Days on Market',
    perMonth: '{{amount}}/mo',
    asOf: 'In {{month}}',
    percentChange: '{{change}} from {{month}}',
    pointsChange: '{{change}} percentage points from {{month}}',
    noPrevious: 'No figure for the month before',
    noFigure: 'No figure',
    yieldNote: '12 × rent ÷ home value, in {{month}}',
    inventoryNote: 'Homes listed for sale in {{month}}',
    daysNote: 'Mean days to pending (listing to accepted offer) in {{month}}',
  },
  chart: {
    title: 'Home Value and Rent',
    text: 'Typical home value (left axis) and typical rent (right axis), month by month.',
    textValue: 'Typical home value, month by month.',
    textRent: 'Typical rent, month by month.',
    rangeLabel: 'Time range',
    ranges: { '1Y': '1Y', '3Y': '3Y', '5Y': '5Y', Max: 'Max' },
    span: 'From {{from}} to {{to}}',
    loading: 'Loading the chart...',
    failed: 'The chart could not be loaded. The data table has the same figures.',
    label:
      'Line chart of the typical home value and the typical rent from {{from}} to {{to}}. The data table has the same figures.',
    labelValue:
      'Line chart of the typical home value from {{from}} to {{to}}. The data table has the same figures.',
    labelRent: 'Line chart of the typical rent from {{from}} to {{to}}. The data table has the same figures.',
    value: 'Typical home value',
    rent: 'Typical rent',
    priceToRent: 'Price-to-rent ratio',
    priceToRentValue: '{{ratio}} in {{month}}',
    priceToRentFormula: 'Home value ÷ (12 × monthly rent): the years of rent that buy the typical home.',
    showTable: 'Show data table',
    hideTable: 'Hide data table',
    tableLabel: 'Typical home value and rent by month',
    month: 'Month',
    noFigure: '–',
    noHistory: 'There is no home value or rent history for this metro area.',
  },
  analysis: {
    title: 'Market Analysis',
    recommendationsTitle: 'Investment Recommendations',
    yield: {
      excellent:
        'In {{month}}, a typical rent of {{rent}} a month against a typical home value of {{value}} gave a gross rental yield of {{yield}}, which is excellent (above 6%).',
      strong:
        'In {{month}}, a typical rent of {{rent}} a month against a typical home value of {{value}} gave a gross rental yield of {{yield}}, which is strong (above 5%).',
      modest:
        'In {{month}}, a typical rent of {{rent}} a month against a typical home value of {{value}} gave a gross rental yield of {{yield}}, which is modest (5% or less).',
    },
    pace: {
      fast: 'Homes went under contract after {{days}} days on average in {{month}}: a fast-moving market.',
      steady: 'Homes went under contract after {{days}} days on average in {{month}}: a steady market.',
    },
    selection: {
      good: '{{listings}} homes were listed for sale in {{month}}, a good selection for buyers.',
      limited: 'Only {{listings}} homes were listed for sale in {{month}}, a limited selection for buyers.',
    },
    priceToRent: {
      buy: 'The price-to-rent ratio was {{ratio}} in {{month}} ({{value}} ÷ (12 × {{rent}})): below 15, so homes are cheap compared with rents.',
      balanced:
        'The price-to-rent ratio was {{ratio}} in {{month}} ({{value}} ÷ (12 × {{rent}})): between 15 and 20, so prices and rents are in balance.',
      rent: 'The price-to-rent ratio was {{ratio}} in {{month}} ({{value}} ÷ (12 × {{rent}})): above 20, so homes are expensive compared with rents.',
    },
  },
  recommendations: {
    priceToRent: {
      buy: 'A price-to-rent ratio of {{ratio}} favours buying to rent out: rents repay the typical price in under 15 years.',
      balanced:
        'A price-to-rent ratio of {{ratio}} is balanced: judge each property on its own cash flow rather than on the market.',
      rent: 'A price-to-rent ratio of {{ratio}} favours renting over buying: expect thin cash flow, and look for prices well below the typical {{value}}.',
    },
    yield: {
      excellent:
        'A rental yield of {{yield}} is excellent: properties priced near the typical {{value}} can carry their costs from rent.',
      strong:
        'A rental yield of {{yield}} is strong: buy-and-hold rentals deserve a close look, with the typical rent of {{rent}} as a guide.',
      modest:
        'A rental yield of {{yield}} is modest: count on appreciation as much as on rent, and keep financing costs low.',
    },
    pace: {
      fast: 'With homes under contract in {{days}} days, have financing approved and be ready to offer quickly.',
      steady: 'With {{days}} days to pending, there is time to inspect, compare and negotiate on price.',
    },
    selection: {
      good: 'With {{listings}} listings, you can compare several properties before you choose.',
      limited: 'With only {{listings}} listings, expect competition: act quickly on a good match.',
    },
  },
  attribution: {
    label: 'Sources',
    /** contracts MARKET_ATTRIBUTION.zillow, word for word in English. */
    zillow: MARKET_ATTRIBUTION.zillow,
    latest: '{{series}}: newest month {{month}}',
    /** The server's series labels (GET /api/market-data `sources`), by their English wording. */
    series: {
      zhvi: 'Zillow Home Value Index (ZHVI), metro',
      zori: 'Zillow Observed Rent Index (ZORI), metro',
      inventory: 'Zillow for-sale inventory, metro',
      daysToPending: 'Zillow mean days to pending, metro',
      zipZori: 'Zillow Observed Rent Index (ZORI), ZIP',
    },
  },
} as const;
