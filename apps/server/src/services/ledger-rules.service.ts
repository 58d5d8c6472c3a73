import {
  BANK_IMPORT_MESSAGES,
  LEDGER_RULE_LIMITS,
  type TLedgerRule,
  type TLedgerRuleInput,
} from '@rentfolio/contracts';
import {
  countLedgerRules,
  deleteLedgerRule,
  findLedgerRules,
  insertLedgerRule,
  type LedgerRuleRow,
  lockUserForWrites,
  type UserRow,
  updateLedgerRule,
} from '@rentfolio/db';
import { LEDGER_CATEGORIES, type TLedgerCategory } from '@rentfolio/finance';
import type { AppContext } from '../context';
import { forbidden, notFound } from '../lib/http-error';
import { checkPropertiesOwned } from './ledger.service';

// Payee rules (docs/product.md "Bank statements"): "payee contains X → category Y, property Z", applied to a bank
// file's preview; at most 500 per account.

const isCategory = (value: string): value is TLedgerCategory => value in LEDGER_CATEGORIES;

export function toLedgerRuleDto(row: LedgerRuleRow): TLedgerRule {
  return {
    id: row.id,
    payeeContains: row.payeeContains,
    category: isCategory(row.category) ? row.category : 'other',
    propertyId: row.propertyId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listLedgerRules(ctx: AppContext, user: UserRow): Promise<TLedgerRule[]> {
  return (await findLedgerRules(ctx.db, user.id)).map(toLedgerRuleDto);
}

export async function createLedgerRule(
  ctx: AppContext,
  user: UserRow,
  input: TLedgerRuleInput,
): Promise<TLedgerRule> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForWrites(trx, user.id);
    if (input.propertyId !== null) await checkPropertiesOwned(trx, user.id, [input.propertyId]);
    if ((await countLedgerRules(trx, user.id)) >= LEDGER_RULE_LIMITS.maxRules)
      throw forbidden(BANK_IMPORT_MESSAGES.tooManyRules, 'RULE_LIMIT');
    return insertLedgerRule(trx, { userId: user.id, ...input, now: ctx.now() });
  });
  return toLedgerRuleDto(row);
}

export async function changeLedgerRule(
  ctx: AppContext,
  user: UserRow,
  id: number,
  input: TLedgerRuleInput,
): Promise<TLedgerRule> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    if (input.propertyId !== null) await checkPropertiesOwned(trx, user.id, [input.propertyId]);
    return updateLedgerRule(trx, user.id, id, { ...input, now: ctx.now() });
  });
  if (!row) throw notFound(BANK_IMPORT_MESSAGES.ruleNotFound);
  return toLedgerRuleDto(row);
}

export async function removeLedgerRule(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!(await deleteLedgerRule(ctx.db, user.id, id))) throw notFound(BANK_IMPORT_MESSAGES.ruleNotFound);
}
