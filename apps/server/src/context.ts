import type { TInsight, TPlanActual, TPortfolioMetrics } from '@rentfolio/contracts';
import type { Db, DbHandle } from '@rentfolio/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './env';
import type { Cache } from './lib/cache';
import type { Clock } from './lib/clock';
import type { Limiters } from './plugins/rate-limits';
import type { AnalysisCounter } from './services/achievements/analysis-counter';
import type { AnswerCaches } from './services/answer-caches';
import type { AttemptLimits } from './services/attempt-limits';
import type { BankImportWorkers } from './services/bank-import-workers';
import type { StatementReading } from './services/bank-readings';
import type { ImportProgress } from './services/import-progress';
import type { ReceiptStore } from './services/receipt-store';
import type { RevisionMemo } from './services/revision-memo';
import type { SessionCache } from './services/session-cache';
import type { SessionTimeouts } from './services/session-tokens';
import type { TwoFactorKeys } from './services/two-factor-keys';
import type { UsageBuffer } from './services/usage-buffer';

/** What services need from the running app; built once in buildApp and passed down explicitly. */

export type AppContext = {
  db: Db;
  dbHandle: DbHandle;
  config: AppConfig;
  secret: string;
  now: Clock;
  sessionTimeouts: SessionTimeouts;
  sessionCache: SessionCache;
  /** Each user's portfolio metrics with the portfolio revision and day they were computed from (revision-memo.ts). */
  metricsMemo: RevisionMemo<Omit<TPortfolioMetrics, 'actual'>>;
  /** Each user's insights with the portfolio revision and day they were computed from (services/revision-memo.ts). */
  insightsMemo: RevisionMemo<{ insights: TInsight[]; stamp: number }>;
  /** Each user's plan-against-actual answers by query, with the portfolio revision and day (services/plan-actual). */
  planActualMemo: RevisionMemo<Map<string, TPlanActual>>;
  /** Market, heat-map and insights answers kept ready to send (services/answer-caches.ts). */
  answers: AnswerCaches;
  /** Usage counts of plans without a limit, stored about once a second. */
  usageBuffer: UsageBuffer;
  /** The stored id of a session token (a memoised HMAC keyed by the secret). */
  sessionIdOf: (token: string) => string;
  /** HMAC of ADMIN_PIN, or null when the admin panel is disabled. */
  adminPinHash: Buffer | null;
  /** The per-server write limit's counters (plugins/rate-limits.ts), on this clock. */
  limiters: Limiters;
  /** The limits on guessing secrets, counted in the database and shared by every server (services/attempt-limits). */
  attempts: AttemptLimits;
  /** The keys that encrypt TOTP secrets and hash backup codes and challenge tokens. */
  twoFactor: TwoFactorKeys;
  /** For work that runs after its request has been answered (achievements after stored usage). */
  log: FastifyBaseLogger;
  /** The day each user's visit was last counted (services/achievements): one write a day per user. */
  activeDayOf: Map<number, { day: string; start: number }>;
  /** Which analyses count towards achievements: a distinct deal once a minute, a few an hour (analysis-counter.ts). */
  analysisCounter: AnalysisCounter;
  /** Progress of the imports running on this server (services/property-import.service.ts). */
  importProgress: ImportProgress;
  /** Bank files the preview's check read, by user and file, kept for their import (services/bank-readings.ts). */
  bankReadings: Cache<string, StatementReading>;
  /** The threads that write bank imports; null where they are written in-process (services/bank-import-workers.ts). */
  bankWorkers: BankImportWorkers | null;
  /**
   * This server among several on one database: `name` (INSTANCE_NAME) stays the same across restarts, `boot` is new
   * at each start, and `holder` ('<name>#<boot>') is what its claims record (import keys, scheduled runs).
   */
  instance: { name: string; boot: string; holder: string };
  /** Wakes the outbox worker when a message is queued (a no-op on a server that runs none). */
  mail: { wake(): void };
  /** Where receipts' bytes are kept: PostgreSQL's rows, or files beside the SQLite database (receipt-store.ts). */
  receipts: ReceiptStore;
};
