import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ZRegisterRequest } from '@rentfolio/contracts';
import {
  createDb,
  type Db,
  getUserByUsernameKey,
  migrateToLatest,
  normalizeLoginKey,
  type UserRow,
} from '@rentfolio/db';
import { ConfigError, loadConfig } from '../env';
import { systemClock } from '../lib/clock';
import { registerUser } from '../services/auth.service';
import { DEMO_LEDGER_YEARS, seedDemoLedger } from './demo-ledger';
import { seedDemoProperties } from './demo-properties';
import { seedDemoUnits } from './demo-units';

/**
 * npm run db:seed-demo -- --user demo --properties N [--password P]
 * Creates (or reuses) a demo account on the configured database. Each later feature adds its own demo data as a
 * seeder in DEMO_SEEDERS, so the command grows with the product.
 */
type SeedOptions = { properties: number };
type DemoSeeder = { name: string; run(db: Db, user: UserRow, options: SeedOptions): Promise<string> };

const DEMO_SEEDERS: DemoSeeder[] = [
  {
    name: 'properties',
    async run(db, user, { properties }) {
      if (properties === 0) return 'No properties asked for (--properties N adds N).';
      const started = performance.now();
      const added = await seedDemoProperties(db, user, properties, systemClock());
      return `Added ${added} demo properties in ${((performance.now() - started) / 1000).toFixed(1)} s.`;
    },
  },
  {
    name: 'ledger',
    async run(db, user) {
      const started = performance.now();
      const { rows, properties } = await seedDemoLedger(db, user, systemClock());
      if (properties === 0) return 'Every demo property has its ledger already.';
      return `Added ${rows} transactions (up to ${DEMO_LEDGER_YEARS} years) to ${properties} properties in ${((performance.now() - started) / 1000).toFixed(1)} s.`;
    },
  },
  {
    name: 'rent roll',
    async run(db, user) {
      const added = await seedDemoUnits(db, user, systemClock());
      return added === 0
        ? 'Every demo property has its units already.'
        : `Added ${added} units with their leases.`;
    },
  },
];

async function getOrCreateDemoUser(
  db: Db,
  username: string,
  password: string,
): Promise<{ user: UserRow; isNew: boolean }> {
  const existing = await getUserByUsernameKey(db, normalizeLoginKey(username));
  if (existing) return { user: existing, isNew: false };
  const input = ZRegisterRequest.parse({
    username,
    email: `${username}@demo.rentfolio.local`,
    password,
    name: 'Demo Investor',
  });
  const created = await registerUser({ db, now: systemClock }, input);
  const user = await getUserByUsernameKey(db, normalizeLoginKey(created.username));
  if (!user) throw new Error('The demo account was not stored.');
  return { user, isNew: true };
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      user: { type: 'string', default: 'demo' },
      properties: { type: 'string', default: '0' },
      password: { type: 'string' },
    },
  });
  const properties = Number(values.properties);
  if (!Number.isInteger(properties) || properties < 0 || properties > 100_000) {
    throw new Error('--properties must be a whole number from 0 to 100000');
  }
  const password = values.password ?? `demo-${randomBytes(6).toString('base64url')}`;
  const config = loadConfig();
  const handle = createDb(config.database);
  try {
    await migrateToLatest(handle);
    const { user, isNew } = await getOrCreateDemoUser(handle.db, values.user, password);
    console.info(
      isNew
        ? `Created the demo account "${user.username}" with the password: ${password}`
        : `The demo account "${user.username}" exists already; its password is unchanged.`,
    );
    for (const seeder of DEMO_SEEDERS) console.info(await seeder.run(handle.db, user, { properties }));
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
