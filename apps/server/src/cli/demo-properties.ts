import type { TPropertyFields, TPropertyType } from '@rentfolio/contracts';
import { type Db, insertProperties, type UserRow } from '@rentfolio/db';
import { toDay } from '../lib/clock';
import { writeSnapshot } from '../services/portfolio.service';
import { toNewPropertyRow } from '../services/property.service';
import { createRandom } from './demo-random';

/**
 * Typical home value and rent of metros in the search's states, from the raw market files in shared/data/market:
 * Zillow ZHVI (Metro_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv, 2025-01) and ZORI
 * (Metro_zori_uc_sfrcondomfr_sm_month.csv, 2025-11), rounded. Demo properties vary around them, so that prices and
 * rents look like each market's; the properties themselves are invented demo data.
 */
export const DEMO_MARKETS = [
  { city: 'Denver', state: 'CO', zip: '80205', value: 578_000, rent: 1890 },
  { city: 'Colorado Springs', state: 'CO', zip: '80909', value: 455_000, rent: 1710 },
  { city: 'Austin', state: 'TX', zip: '78704', value: 441_000, rent: 1587 },
  { city: 'Dallas', state: 'TX', zip: '75206', value: 369_000, rent: 1660 },
  { city: 'Houston', state: 'TX', zip: '77008', value: 305_000, rent: 1625 },
  { city: 'San Antonio', state: 'TX', zip: '78209', value: 279_000, rent: 1383 },
  { city: 'Phoenix', state: 'AZ', zip: '85016', value: 449_000, rent: 1745 },
  { city: 'Tucson', state: 'AZ', zip: '85719', value: 345_000, rent: 1510 },
  { city: 'Los Angeles', state: 'CA', zip: '90042', value: 951_000, rent: 2906 },
  { city: 'San Diego', state: 'CA', zip: '92104', value: 932_000, rent: 2933 },
  { city: 'Sacramento', state: 'CA', zip: '95818', value: 574_000, rent: 2245 },
  { city: 'Miami', state: 'FL', zip: '33133', value: 483_000, rent: 2658 },
  { city: 'Tampa', state: 'FL', zip: '33606', value: 366_000, rent: 2004 },
  { city: 'Orlando', state: 'FL', zip: '32803', value: 389_000, rent: 1953 },
  { city: 'Jacksonville', state: 'FL', zip: '32205', value: 349_000, rent: 1666 },
  { city: 'Seattle', state: 'WA', zip: '98103', value: 735_000, rent: 2208 },
  { city: 'Spokane', state: 'WA', zip: '99203', value: 401_000, rent: 1510 },
  { city: 'New York', state: 'NY', zip: '11216', value: 675_000, rent: 3294 },
  { city: 'Buffalo', state: 'NY', zip: '14214', value: 255_000, rent: 1349 },
  { city: 'Chicago', state: 'IL', zip: '60614', value: 322_000, rent: 2049 },
] as const;

/** Type, how common it is, its price against the metro's typical home, and its rentable units. */
const TYPES: { type: TPropertyType; weight: number; priceFactor: number; units: number }[] = [
  { type: 'single-family', weight: 40, priceFactor: 1, units: 1 },
  { type: 'condo', weight: 14, priceFactor: 0.7, units: 1 },
  { type: 'townhouse', weight: 12, priceFactor: 0.85, units: 1 },
  { type: 'duplex', weight: 12, priceFactor: 1.35, units: 2 },
  { type: 'triplex', weight: 6, priceFactor: 1.8, units: 3 },
  { type: 'fourplex', weight: 6, priceFactor: 2.2, units: 4 },
  { type: 'apartment', weight: 6, priceFactor: 6, units: 10 },
  { type: 'commercial', weight: 4, priceFactor: 3.5, units: 3 },
];
const TOTAL_WEIGHT = TYPES.reduce((sum, t) => sum + t.weight, 0);

const STREETS = [
  'Maple',
  'Oak',
  'Cedar',
  'Elm',
  'Pine',
  'Willow',
  'Aspen',
  'Birch',
  'Lake',
  'Hill',
  'Park',
  'Sunset',
  'River',
  'Ridge',
  'Meadow',
  'Spruce',
  'Highland',
  'Lincoln',
  'Washington',
  'Franklin',
];
const SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Blvd', 'Way', 'Pl'];

/** The type whose share of the total weight `roll` (0 to TOTAL_WEIGHT) falls in. */
function pickWeighted(roll: number): (typeof TYPES)[number] {
  let remaining = roll;
  for (const kind of TYPES) {
    remaining -= kind.weight;
    if (remaining < 0) return kind;
  }
  return TYPES[TYPES.length - 1] as (typeof TYPES)[number];
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** `count` varied demo properties: many markets and types, some vacant, some losing money each month. */
export function generateDemoProperties(count: number, now: number, seed = 42): TPropertyFields[] {
  const random = createRandom(seed);
  const today = Date.parse(`${toDay(now)}T00:00:00Z`);
  const properties: TPropertyFields[] = [];
  for (let i = 0; i < count; i += 1) {
    const market = random.pick(DEMO_MARKETS);
    const kind = pickWeighted(random.next() * TOTAL_WEIGHT);
    // Size drives price and rent together, so that bedrooms, size, price and rent agree with one another.
    const bedrooms = kind.units === 1 ? Math.floor(random.between(1, 5)) : kind.units * 2;
    const sizeFactor = kind.units === 1 ? 0.75 + bedrooms * 0.1 : 1;
    const price = roundTo(market.value * kind.priceFactor * sizeFactor * random.between(0.7, 1.0), 1000);
    // Rent per unit follows the metro's typical rent and the unit's size.
    const rentPerUnit =
      market.rent * sizeFactor * random.between(0.95, 1.2) * (kind.type === 'commercial' ? 1.6 : 1);
    const monthlyRent = roundTo(rentPerUnit * kind.units, 25);
    const yearsOwned = random.between(0, 10);
    const purchaseDate = toDay(today - Math.floor(yearsOwned * 365.25) * 86_400_000);
    const cashPurchase = random.next() < 0.1;
    properties.push({
      address: `${Math.floor(random.between(100, 9900))} ${random.pick(STREETS)} ${random.pick(SUFFIXES)}`,
      city: market.city,
      state: market.state,
      zipCode: market.zip,
      propertyType: kind.type,
      bedrooms,
      // One bathroom per unit for multi-units; a house has at most one more bathroom than bedrooms.
      bathrooms:
        kind.units === 1 ? Math.min(bedrooms + 0.5, roundTo(random.between(1, 3.5), 0.5)) : kind.units,
      squareFeet: roundTo(
        kind.units * random.between(650, 1400) + (kind.units === 1 ? bedrooms * 250 : 0),
        10,
      ),
      purchasePrice: price,
      monthlyRent,
      operatingExpenses: roundTo(
        monthlyRent * random.between(0.05, 0.14) + (kind.type === 'condo' ? 350 : 0),
        5,
      ),
      propertyTaxes: roundTo(price * random.between(0.005, 0.019), 10),
      insurance: roundTo(price * random.between(0.003, 0.007), 10),
      maintenance: roundTo(price * random.between(0.004, 0.01), 10),
      vacancy: roundTo(random.between(3, 9), 1),
      downPayment: cashPurchase ? 100 : random.pick([20, 20, 25, 25, 30]),
      interestRate: Number(random.between(3, 7.75).toFixed(2)),
      loanTerm: random.pick([15, 30, 30, 30]),
      closingCosts: 3,
      rehabCosts: random.next() < 0.3 ? roundTo(random.between(5000, 60_000), 500) : undefined,
      purchaseDate,
      // Owners who have held a while have often revalued; others leave the purchase price standing.
      currentValue:
        yearsOwned > 2 && random.next() < 0.6
          ? roundTo(price * (1 + yearsOwned * random.between(0.01, 0.05)), 1000)
          : null,
      isOccupied: random.next() >= 0.08,
      notes: undefined,
    });
  }
  return properties;
}

/** Adds `count` demo properties to the user's portfolio in one transaction, with today's snapshot. */
export async function seedDemoProperties(db: Db, user: UserRow, count: number, now: number): Promise<number> {
  if (count <= 0) return 0;
  const rows = generateDemoProperties(count, now, user.id).map((fields, index) =>
    // One millisecond apart, so that "newest first" has a stable order.
    toNewPropertyRow(user.id, fields, now - (count - index)),
  );
  await db.transaction().execute(async (trx) => {
    await insertProperties(trx, rows);
    await writeSnapshot(trx, user.id, now);
  });
  return rows.length;
}
