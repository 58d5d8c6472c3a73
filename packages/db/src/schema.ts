import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Column conventions, the same on SQLite and PostgreSQL (see the package README):
 * - timestamps are milliseconds since the Unix epoch, UTC, in a BIGINT column (`EpochMs`);
 * - calendar dates are TEXT 'YYYY-MM-DD';
 * - money is an integer number of cents in a BIGINT column;
 * - booleans are 0/1 in an INTEGER column (`BoolInt`), turned into true/false by the query modules.
 * Columns are snake_case in SQL and camelCase here (Kysely's CamelCasePlugin).
 */
export type EpochMs = number;
export type BoolInt = 0 | 1;

export type UsersTable = {
  id: Generated<number>;
  username: string;
  /** username lower-cased: unique, so that sign-in by username ignores case. */
  usernameKey: string;
  email: string;
  /** email lower-cased: unique. */
  emailKey: string;
  name: string;
  /** argon2id PHC string; null for the admin account, which signs in through the PIN only. */
  passwordHash: string | null;
  role: 'user' | 'admin';
  plan: string;
  profilePicture: string | null;
  twoFactorEnabled: ColumnType<BoolInt, BoolInt | undefined, BoolInt>;
  /** The TOTP secret, encrypted with a key derived from SESSION_SECRET (security work). */
  twoFactorSecret: string | null;
  /** The last TOTP time step accepted, so that a code is never accepted twice. */
  twoFactorLastStep: number | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
};

export type SessionsTable = {
  /** HMAC-SHA256 of the cookie token: the token itself is never stored. */
  id: string;
  userId: number;
  createdAt: EpochMs;
  lastSeenAt: EpochMs;
  userAgent: string | null;
};

export type UsageCountersTable = {
  userId: number;
  /** What is counted, for example 'deal_analysis'. */
  metric: string;
  /** The calendar month, YYYY-MM (UTC). */
  period: string;
  count: number;
};

export type DealAnalysesTable = {
  id: Generated<number>;
  userId: number;
  createdAt: EpochMs;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  propertyType: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  purchasePriceCents: number;
  monthlyRentCents: number;
  operatingExpensesCents: number;
  propertyTaxesCents: number;
  insuranceCents: number;
  maintenanceCents: number;
  rehabCostsCents: number;
  vacancyPct: number;
  downPaymentPct: number;
  interestRatePct: number;
  loanTermYears: number;
  closingCostsPct: number;
  notes: string | null;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  usageCounters: UsageCountersTable;
  dealAnalyses: DealAnalysesTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type DealAnalysisRow = Selectable<DealAnalysesTable>;
export type NewDealAnalysisRow = Insertable<DealAnalysesTable>;
