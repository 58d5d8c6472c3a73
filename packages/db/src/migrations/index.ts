import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { foundation } from './0001-foundation';
import { dealAnalyses } from './0002-deal-analyses';
import { portfolio } from './0003-portfolio';
import { adminIdentity } from './0004-admin-identity';
import { twoFactor } from './0005-two-factor';
import { userSettings } from './0006-user-settings';
import { marketData } from './0007-market-data';
import { neighbourhoodValues } from './0008-neighbourhood-values';
import { importsAndAchievements } from './0009-imports-achievements';
import { mailOutbox } from './0010-mail-outbox';
import { goalRanges } from './0011-goal-ranges';
import { attemptCounters } from './0012-attempt-counters';
import { analysisXp } from './0013-analysis-xp';
import { emailConfirmation } from './0014-email-confirmation';
import { portfolioRevision } from './0015-portfolio-revision';
import { resilience } from './0016-resilience';
import { ledger } from './0017-ledger';
import { ledgerYearTotals } from './0018-ledger-year-totals';
import { ledgerSchedules } from './0019-ledger-schedules';
import { ledgerSearch } from './0020-ledger-search';
import { receipts } from './0021-receipts';
import { propertyYearUses } from './0022-property-year-uses';
import { bankImports } from './0023-bank-imports';
import { rentRoll } from './0024-rent-roll';

/**
 * Every migration, in order. They are plain modules (not files found at run time) so that the bundled server carries
 * them. Names sort in the order they apply. Later issues append here.
 */
export function getMigrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-deal-analyses': dealAnalyses(dialect),
    '0003-portfolio': portfolio(dialect),
    '0004-admin-identity': adminIdentity(dialect),
    '0005-two-factor': twoFactor(dialect),
    '0006-user-settings': userSettings(dialect),
    '0007-market-data': marketData(dialect),
    '0008-neighbourhood-values': neighbourhoodValues(dialect),
    '0009-imports-achievements': importsAndAchievements(dialect),
    '0010-mail-outbox': mailOutbox(dialect),
    '0011-goal-ranges': goalRanges(dialect),
    '0012-attempt-counters': attemptCounters(dialect),
    '0013-analysis-xp': analysisXp(dialect),
    '0014-email-confirmation': emailConfirmation(dialect),
    '0015-portfolio-revision': portfolioRevision(dialect),
    '0016-resilience': resilience(dialect),
    '0017-ledger': ledger(dialect),
    '0018-ledger-year-totals': ledgerYearTotals(dialect),
    '0019-ledger-schedules': ledgerSchedules(dialect),
    '0020-ledger-search': ledgerSearch(dialect),
    '0021-receipts': receipts(dialect),
    '0022-property-year-uses': propertyYearUses(),
    '0023-bank-imports': bankImports(dialect),
    '0024-rent-roll': rentRoll(dialect),
  };
}
