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
  /** The IANA zone the browser reported (achievements count days in it); null until it has. */
  timeZone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Part of the unsubscribe link's signed token; changed when a link is used, so that each link works once. */
  unsubscribeNonce: ColumnType<number, number | undefined, number>;
  /** When `email` was confirmed by a signed link; null until it is (mail goes to confirmed addresses only). */
  emailConfirmedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** A new address waiting for its confirmation while `email`, confirmed, stays in use. */
  pendingEmail: ColumnType<string | null, string | null | undefined, string | null>;
  /** Part of each confirmation link's signature; raised when a link is used or the address changes. */
  emailNonce: ColumnType<number, number | undefined, number>;
  /** Raised with every change to the user's properties or goals: what a figure of the whole portfolio was computed from. */
  portfolioRevision: ColumnType<number, number | undefined, number>;
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

export type PropertiesTable = {
  id: Generated<number>;
  userId: number;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  address: string;
  city: string;
  /** Two capital letters; null when not given. */
  state: string | null;
  zipCode: string | null;
  propertyType: string;
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
  /** YYYY-MM-DD */
  purchaseDate: string | null;
  /** null: the purchase price stands for the current value. */
  currentValueCents: number | null;
  isOccupied: BoolInt;
  notes: string | null;
  /** Address, city, state and ZIP code, lower-cased and joined by newlines (propertySearchText), for text search. */
  searchText: string;
  /** Computed by @rentfolio/finance on every write; percentages rounded to 2 decimals, null when not defined. */
  capRate: number | null;
  annualCashFlowCents: number;
  monthlyCashFlowCents: number;
  roi: number | null;
  cashOnCashReturn: number | null;
};

/** The portfolio's figures for one user on one day (docs/product.md "Portfolio figures"). */
export type PortfolioSnapshotsTable = {
  userId: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  totalValueCents: number;
  totalCashFlowCents: number;
  avgRoi: number;
  averageCapRate: number;
  occupancyRate: number;
  totalProperties: number;
  writtenAt: EpochMs;
};

export type PortfolioGoalsTable = {
  userId: number;
  targetValueCents: number;
  targetCashFlowCents: number;
  targetProperties: number;
  /** YYYY-MM-DD */
  targetDate: string;
  targetRoi: number;
  updatedAt: EpochMs;
};

/** A limit's fixed window for one key (migration 0012). */
export type AttemptCountersTable = {
  key: string;
  count: number;
  resetAt: EpochMs;
};

export type NotificationsTable = {
  id: Generated<number>;
  userId: number;
  type: string;
  /** JSON object: what the client needs to write the text (address, count, goal type). */
  data: string;
  createdAt: EpochMs;
  readAt: EpochMs | null;
  /** Sends a reminder once (migrations/0024-rent-roll.ts): unique per user; null for an event's notification. */
  dedupeKey: ColumnType<string | null, string | null | undefined, string | null>;
};

export type NotificationStateTable = {
  userId: number;
  /** When the user last opened the notifications panel. */
  seenAt: EpochMs;
};

/** Hashes of a user's two-factor backup codes; each is used once. */
export type BackupCodesTable = {
  id: Generated<number>;
  userId: number;
  /** HMAC-SHA256 of the normalised code under a key derived from the server secret. */
  codeHash: string;
  usedAt: EpochMs | null;
  createdAt: EpochMs;
};

/** A sign-in whose password was right and whose second factor is still to come. */
export type LoginChallengesTable = {
  /** HMAC-SHA256 of the challenge cookie's token: the token itself is never stored. */
  id: string;
  userId: number;
  createdAt: EpochMs;
  expiresAt: EpochMs;
  attempts: ColumnType<number, number | undefined, number>;
};

/** A user's settings as one JSON document (docs/product.md "Settings"). */
export type UserSettingsTable = {
  userId: number;
  settings: string;
  updatedAt: EpochMs;
};

/** The market data set (migration 0007): one row, the version loaded and its sources' vintages (JSON). */
export type MarketDatasetTable = { id: number; version: string; vintages: string; loadedAt: EpochMs };

export type MarketMetrosTable = {
  /** Zillow's RegionID. */
  id: number;
  /** By the principal city, "Denver, CO"; `fullName` is the metro area's own name when known. */
  name: string;
  fullName: string | null;
  city: string;
  state: string;
  /** The principal city lower-cased, for lookups and prefix search. */
  nameKey: string;
  sizeRank: number;
  latestValueCents: number | null;
  latestValueMonth: string | null;
  latestRentCents: number | null;
  latestRentMonth: string | null;
};

export type MarketCitiesTable = {
  id: number;
  name: string;
  state: string;
  nameKey: string;
  metroId: number | null;
  metroName: string | null;
  county: string | null;
  sizeRank: number;
  latestRentCents: number | null;
  latestRentMonth: string | null;
};

export type MarketZipsTable = {
  zip: string;
  city: string | null;
  state: string | null;
  metroId: number | null;
  metroName: string | null;
  county: string | null;
  lat: number | null;
  lng: number | null;
  latestRentCents: number | null;
  latestRentMonth: string | null;
  /** Year-over-year change of the ZIP's ZORI at its latest month, in percent. */
  rentGrowth: number | null;
};

/** One monthly series of one region: values of consecutive months from `startMonth`, comma-separated, empty = none. */
export type MarketSeriesTable = {
  regionKind: 'metro' | 'city' | 'zip';
  regionId: string;
  series: 'zhvi' | 'zori' | 'inventory' | 'daysToPending';
  startMonth: string;
  vals: string;
};

export type MarketFairRentsTable = {
  zip: string;
  areaCode: string;
  areaName: string;
  rent0Cents: number;
  rent1Cents: number;
  rent2Cents: number;
  rent3Cents: number;
  rent4Cents: number;
};

export type MarketNeighbourhoodsTable = {
  name: string;
  city: string;
  state: string;
  lat: number | null;
  lng: number | null;
  medianRentCents: number | null;
  medianValueCents: number | null;
  vacancyRate: number | null;
  housingUnits: number | null;
  medianIncomeCents: number | null;
};

/** A value a user imported for a heat-map place and metric (migration 0008). */
export type NeighbourhoodValuesTable = {
  userId: number;
  placeId: string;
  metric: string;
  value: number;
  updatedAt: EpochMs;
};

/** One CSV import by its client-made key (migration 0009): 'processing' until its transaction commits. */
export type PropertyImportsTable = {
  userId: number;
  importKey: string;
  /** SHA-256 of the CSV text: the same key with another file is refused. */
  contentHash: string;
  status: 'processing' | 'done';
  /** The answer (JSON), once done. */
  result: string | null;
  startedAt: EpochMs;
  finishedAt: EpochMs | null;
  /** The instance (INSTANCE_NAME) that claimed the key, and which start of it (migration 0016). */
  claimedBy: string | null;
  claimBoot: string | null;
  /** 'properties' or 'bank' (migration 0023): which import the key belongs to. */
  kind: ColumnType<string, string | undefined, string>;
};

/** One run of a scheduled job for one period (migration 0016): who holds it until when, and when it completed. */
export type JobRunsTable = {
  job: string;
  period: string;
  claimedBy: string | null;
  leaseUntil: EpochMs | null;
  completedAt: EpochMs | null;
  queued: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
};

/** A client's Idempotency-Key on a create and what that create made (migration 0016). */
export type CreateKeysTable = {
  userId: number;
  idempotencyKey: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  requestHash: string;
  resourceId: number;
  createdAt: EpochMs;
};

/** An achievement a user earned (migration 0009); the catalogue in @rentfolio/contracts describes each key. */
export type AchievementsTable = {
  id: Generated<number>;
  userId: number;
  key: string;
  value: number;
  earnedAt: EpochMs;
  viewedAt: EpochMs | null;
};

/** One e-mail (migration 0010): stored before it is sent; queued → sending → sent, or back to queued, or failed. */
export type MailOutboxTable = {
  id: Generated<number>;
  userId: number;
  kind: string;
  /** Unique when set: a monthly report is 'monthly:YYYY-MM:<userId>'. */
  dedupeKey: string | null;
  /** The Message-ID header, the same on every attempt. */
  messageId: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  unsubscribeUrl: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: EpochMs;
  claimedAt: EpochMs | null;
  sentAt: EpochMs | null;
  lastError: string | null;
  createdAt: EpochMs;
};

/** One row of the ledger (migrations/0017-ledger.ts): a property's payment in one category. */
export type LedgerTransactionsTable = {
  id: Generated<number>;
  userId: number;
  propertyId: number;
  /** YYYY-MM-DD */
  date: string;
  /** In the category's direction; negative for a refund or a reversal. */
  amountCents: number;
  /** One of finance's LEDGER_CATEGORY_IDS. */
  category: string;
  payee: string;
  memo: string | null;
  /** Shared by the rows of one payment split over categories or properties. */
  splitId: string | null;
  /** 'manual', 'recurring' or 'import'. */
  source: string;
  /** Makes a scheduled or imported booking happen once per user; null for one typed in. */
  bookingKey: string | null;
  /** Payee and memo, lower-cased and joined by a newline, for the text filter. */
  searchText: string;
  /** The receipt's file name, type and bytes (migrations/0021-receipts.ts); all null without one. */
  receiptName: ColumnType<string | null, string | null | undefined, string | null>;
  receiptType: ColumnType<string | null, string | null | undefined, string | null>;
  receiptSize: ColumnType<number | null, number | null | undefined, number | null>;
  /** The unit it was for (migrations/0024-rent-roll.ts); null when not said, or once the unit is deleted. */
  unitId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: EpochMs;
  updatedAt: EpochMs;
};

/** A unit of a property (migrations/0024-rent-roll.ts): its tenant and lease, for the rent roll. */
export type PropertyUnitsTable = {
  id: Generated<number>;
  userId: number;
  propertyId: number;
  label: string;
  /** '' when not said. */
  tenantName: string;
  /** YYYY-MM-DD; null for a vacant unit. */
  leaseStart: string | null;
  /** YYYY-MM-DD; null for a month-to-month lease. */
  leaseEnd: string | null;
  /** The monthly rent; a vacant unit's asking rent. */
  rentCents: number;
  depositCents: number;
  /** 1 to 31; the month's last day when the month is shorter. */
  dueDay: number;
  createdAt: EpochMs;
  updatedAt: EpochMs;
};

/** The user's rent roll settings (migrations/0024-rent-roll.ts); without a row, the defaults. */
export type RentRollSettingsTable = { userId: number; graceDays: number; updatedAt: EpochMs };

/** A transaction's receipt (migrations/0021-receipts.ts): its bytes in the row, or the name of its file. */
export type LedgerReceiptsTable = {
  transactionId: number;
  userId: number;
  size: number;
  /** The file's name in the receipts folder (SQLite); null when the bytes are in the row. */
  fileKey: string | null;
  /** The bytes (PostgreSQL); null when they are in a file. */
  bytes: Uint8Array | null;
  createdAt: EpochMs;
};

/** The ledger's sums by property, year and category (migrations/0018-ledger-year-totals.ts), kept with each write. */
export type LedgerYearTotalsTable = {
  userId: number;
  propertyId: number;
  /** YYYY */
  year: string;
  category: string;
  rowCount: number;
  amountCents: number;
};

/** A recurring transaction (migrations/0019-ledger-schedules.ts): rent or a loan payment booked on its day each month. */
export type LedgerSchedulesTable = {
  id: Generated<number>;
  userId: number;
  propertyId: number;
  /** 'rent' or 'loanPayment'. */
  kind: string;
  /** 1 to 31; the month's last day when the month is shorter. */
  dayOfMonth: number;
  /** Rent's amount; null for a loan payment. */
  amountCents: number | null;
  payee: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string | null;
  /** The last month booked, YYYY-MM; null before the first booking. */
  bookedThrough: string | null;
  /** The next day to book, YYYY-MM-DD; null once the end date has passed. */
  nextDate: string | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
};

/** A payee rule (migrations/0023-bank-imports.ts): a payee holding the text goes to the category and property. */
export type LedgerRulesTable = {
  id: Generated<number>;
  userId: number;
  payeeContains: string;
  category: string;
  propertyId: number | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
};

/** A bank's CSV mapping (migrations/0023-bank-imports.ts), by the file's header line. */
export type BankMappingsTable = { userId: number; signature: string; mapping: string; updatedAt: EpochMs };

/** How a property was used in a tax year (migrations/0022-property-year-uses.ts; IRS Publication 527). */
export type ScheduleEUseTable = {
  userId: number;
  propertyId: number;
  /** YYYY */
  year: string;
  fairRentalDays: number | null;
  personalUseDays: number;
  /** The part of the property that is rented, 0 to 100. */
  rentalPercent: number;
  updatedAt: EpochMs;
};

export type UpdateReadsTable = { userId: number; readAt: EpochMs };

export type Database = {
  jobRuns: JobRunsTable;
  createKeys: CreateKeysTable;
  mailOutbox: MailOutboxTable;
  updateReads: UpdateReadsTable;
  propertyImports: PropertyImportsTable;
  achievements: AchievementsTable;
  neighbourhoodValues: NeighbourhoodValuesTable;
  marketDataset: MarketDatasetTable;
  marketMetros: MarketMetrosTable;
  marketCities: MarketCitiesTable;
  marketZips: MarketZipsTable;
  marketSeries: MarketSeriesTable;
  marketFairRents: MarketFairRentsTable;
  marketNeighbourhoods: MarketNeighbourhoodsTable;
  users: UsersTable;
  backupCodes: BackupCodesTable;
  loginChallenges: LoginChallengesTable;
  userSettings: UserSettingsTable;
  sessions: SessionsTable;
  usageCounters: UsageCountersTable;
  dealAnalyses: DealAnalysesTable;
  properties: PropertiesTable;
  portfolioSnapshots: PortfolioSnapshotsTable;
  portfolioGoals: PortfolioGoalsTable;
  attemptCounters: AttemptCountersTable;
  notifications: NotificationsTable;
  notificationState: NotificationStateTable;
  ledgerTransactions: LedgerTransactionsTable;
  propertyUnits: PropertyUnitsTable;
  rentRollSettings: RentRollSettingsTable;
  ledgerYearTotals: LedgerYearTotalsTable;
  ledgerSchedules: LedgerSchedulesTable;
  ledgerReceipts: LedgerReceiptsTable;
  propertyYearUses: ScheduleEUseTable;
  ledgerRules: LedgerRulesTable;
  bankMappings: BankMappingsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type LoginChallengeRow = Selectable<LoginChallengesTable>;
export type DealAnalysisRow = Selectable<DealAnalysesTable>;
export type NewDealAnalysisRow = Insertable<DealAnalysesTable>;
export type PropertyRow = Selectable<PropertiesTable>;
export type NewPropertyRow = Insertable<PropertiesTable>;
export type PropertyUpdate = Updateable<PropertiesTable>;
export type PortfolioSnapshotRow = Selectable<PortfolioSnapshotsTable>;
export type PortfolioGoalsRow = Selectable<PortfolioGoalsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PropertyImportRow = Selectable<PropertyImportsTable>;
export type AchievementRow = Selectable<AchievementsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type LedgerTransactionRow = Selectable<LedgerTransactionsTable>;
export type NewLedgerTransactionRow = Insertable<LedgerTransactionsTable>;
export type LedgerTransactionUpdate = Updateable<LedgerTransactionsTable>;
export type PropertyUnitRow = Selectable<PropertyUnitsTable>;
export type NewPropertyUnitRow = Insertable<PropertyUnitsTable>;
export type PropertyUnitUpdate = Updateable<PropertyUnitsTable>;
export type LedgerScheduleRow = Selectable<LedgerSchedulesTable>;
export type NewLedgerScheduleRow = Insertable<LedgerSchedulesTable>;
export type LedgerScheduleUpdate = Updateable<LedgerSchedulesTable>;
export type LedgerRuleRow = Selectable<LedgerRulesTable>;
export type ScheduleEUseRow = Selectable<ScheduleEUseTable>;
export type NewMailOutboxRow = Insertable<MailOutboxTable>;
