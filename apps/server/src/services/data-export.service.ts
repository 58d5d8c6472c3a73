import { Readable } from 'node:stream';
import { MAX_SAVED_ANALYSES_PER_USER } from '@rentfolio/contracts';
import {
  countUnusedBackupCodes,
  findDealAnalysesByOwner,
  findLedgerTransactionsAfterId,
  findNeighbourhoodValues,
  findNotifications,
  findPropertiesByOwnerAfter,
  findReceiptsAfter,
  findSnapshots,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { nextTurn } from '../lib/next-turn';
import { getSettings } from './account.service';
import { listAchievements } from './achievements/achievements.service';
import { getPortfolioGoals } from './goal-progress';
import { toLedgerTransactionDto } from './ledger.service';
import { listLedgerSchedules } from './ledger-schedules.service';
import { toNotificationDto } from './notification.service';
import { toPropertyDto } from './property.service';
import { listUnits } from './rent-roll.service';
import { toSavedAnalysisDto } from './saved-analyses.service';
import { toUserDto } from './user.service';

/** Every notification a user can have is far below this; it only bounds the query. */
const NOTIFICATION_EXPORT_LIMIT = 1_000_000;

/** Properties read per query, and items written per chunk, while exporting. */
const EXPORT_PAGE = 500;

/** One JSON value as an item of a top-level array, indented as JSON.stringify(document, null, 2) would write it. */
const item = (value: unknown) => `    ${JSON.stringify(value, null, 2).replaceAll('\n', '\n    ')}`;

/** A top-level field of the document, indented the same way. */
const field = (name: string, value: unknown) =>
  `  ${JSON.stringify(name)}: ${JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')}`;

/**
 * GET /api/user/export: everything stored about the user, as one JSON document (docs/product.md "Account"), written
 * as a stream: the properties a page at a time and the other lists a chunk at a time, with a turn of the event loop
 * between, so a 50,000-property account never becomes one 45 MB string nor holds the server for long. Secrets stay
 * out: no password hash, TOTP secret, backup codes or session tokens; only whether two-factor sign-in is on.
 */
export async function exportUserData(
  ctx: AppContext,
  user: UserRow,
): Promise<{ fileName: string; body: Readable }> {
  const exportedAt = new Date(ctx.now()).toISOString();
  const [settings, goals, backupCodesRemaining] = await Promise.all([
    getSettings(ctx, user),
    getPortfolioGoals(ctx, user),
    user.twoFactorEnabled === 1 ? countUnusedBackupCodes(ctx.db, user.id) : Promise.resolve(0),
  ]);
  async function* chunks(): AsyncGenerator<string> {
    const head = [
      field('format', 'rentfolio-export'),
      field('version', 1),
      field('exportedAt', exportedAt),
      field('profile', toUserDto(user)),
      field('twoFactor', { enabled: user.twoFactorEnabled === 1, backupCodesRemaining }),
      field('settings', settings),
      field('goals', goals),
    ];
    yield `{\n${head.join(',\n')},\n  "properties": [`;
    let first = true;
    let after: { createdAt: number; id: number } | null = null;
    for (;;) {
      await nextTurn();
      const rows = await findPropertiesByOwnerAfter(ctx.db, user.id, after, EXPORT_PAGE);
      if (rows.length > 0) {
        yield (first ? '\n' : ',\n') + rows.map((row) => item(toPropertyDto(row))).join(',\n');
        first = false;
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < EXPORT_PAGE) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    yield first ? ']' : '\n  ]';
    yield* pages('transactions', async (afterId) => {
      const rows = await findLedgerTransactionsAfterId(ctx.db, user.id, afterId, EXPORT_PAGE);
      return { values: rows.map(toLedgerTransactionDto), lastId: rows.at(-1)?.id ?? null };
    });
    // A receipt at a time (up to 10 MB each), its bytes in base64.
    yield* pages(
      'receipts',
      async (afterId) => {
        const [receipt] = await findReceiptsAfter(ctx.db, user.id, afterId, 1);
        if (!receipt) return { values: [], lastId: null };
        const bytes = await ctx.receipts.read(user.id, receipt);
        // A receipt whose file is missing is listed without its bytes rather than left out.
        const value = {
          transactionId: receipt.transactionId,
          name: receipt.name,
          type: receipt.type,
          size: receipt.size,
          base64: bytes ? bytes.toString('base64') : null,
        };
        return { values: [value], lastId: receipt.transactionId };
      },
      1,
    );
    yield* list('transactionSchedules', () => listLedgerSchedules(ctx, user));
    yield* list('units', () => listUnits(ctx, user));
    yield* list('analyses', async () =>
      (await findDealAnalysesByOwner(ctx.db, user.id, MAX_SAVED_ANALYSES_PER_USER)).map(toSavedAnalysisDto),
    );
    yield* list('portfolioHistory', async () =>
      (await findSnapshots(ctx.db, user.id, '0000-01-01')).map(
        ({ userId: _userId, ...snapshot }) => snapshot,
      ),
    );
    yield* list('notifications', async () =>
      (await findNotifications(ctx.db, user.id, NOTIFICATION_EXPORT_LIMIT))
        .map(toNotificationDto)
        .filter((entry) => entry !== null),
    );
    yield* list('neighbourhoodValues', () => findNeighbourhoodValues(ctx.db, user.id));
    yield* list('achievements', () => listAchievements(ctx, user));
    yield '\n}';
  }
  /** A top-level list read a page at a time by id (the ledger may hold tens of thousands of rows). */
  async function* pages(
    name: string,
    read: (afterId: number) => Promise<{ values: unknown[]; lastId: number | null }>,
    pageSize = EXPORT_PAGE,
  ): AsyncGenerator<string> {
    yield `,\n  ${JSON.stringify(name)}: [`;
    let afterId = 0;
    let first = true;
    for (;;) {
      await nextTurn();
      const { values, lastId } = await read(afterId);
      if (values.length > 0) {
        yield (first ? '\n' : ',\n') + values.map(item).join(',\n');
        first = false;
      }
      if (lastId === null || values.length < pageSize) break;
      afterId = lastId;
    }
    yield first ? ']' : '\n  ]';
  }
  /** A top-level list, written EXPORT_PAGE items a chunk. */
  async function* list(name: string, read: () => Promise<unknown[]>): AsyncGenerator<string> {
    await nextTurn();
    const values = await read();
    yield `,\n  ${JSON.stringify(name)}: [`;
    for (let start = 0; start < values.length; start += EXPORT_PAGE) {
      if (start > 0) await nextTurn();
      yield (start === 0 ? '\n' : ',\n') +
        values
          .slice(start, start + EXPORT_PAGE)
          .map(item)
          .join(',\n');
    }
    yield values.length === 0 ? ']' : '\n  ]';
  }
  return {
    fileName: `rentfolio-data-${exportedAt.slice(0, 10)}.json`,
    body: Readable.from(chunks(), { objectMode: false }),
  };
}
