import type { TStatement, TStatementLine } from '@rentfolio/bank-statements';
import { matchRule } from '@rentfolio/bank-statements';
import type { TBankCheckResponse, TBankImportRequest, TLedgerRule } from '@rentfolio/contracts';
import { type TLedgerCategory, toCents } from '@rentfolio/finance';

/** Where a line of the file stands before the import: new, booked before (its FITID), or a likely duplicate. */
export type TLineStatus = 'new' | 'booked' | 'duplicate';

/** What the user chose for a line: whether it goes in, its category and property ('' and null: not chosen yet). */
export type TLineChoice = { include: boolean; category: TLedgerCategory | ''; propertyId: number | null };

export type TPreviewLine = TStatementLine & { status: TLineStatus; ruleId: number | null };

/** The file as the server's check read it, its amounts in cents as the preview counts them. */
export function statementOf(read: TBankCheckResponse['statement']): TStatement {
  return {
    ...read,
    lines: read.lines.map(({ amount, ...line }) => ({ ...line, amountCents: toCents(amount) })),
  };
}

/**
 * The first choices of the preview (docs/product.md "Bank statements"): a line booked before or a likely duplicate is
 * left out (the user may still take a duplicate in); a line whose payee a rule matches takes the rule's category and
 * property; the others wait for a category, on the property chosen for the file.
 */
export function initialChoices(
  lines: readonly TStatementLine[],
  rules: readonly TLedgerRule[],
  checked: { booked: readonly number[]; duplicates: readonly number[] },
): { lines: TPreviewLine[]; choices: Map<number, TLineChoice> } {
  const booked = new Set(checked.booked);
  const duplicates = new Set(checked.duplicates);
  const choices = new Map<number, TLineChoice>();
  const preview = lines.map((line) => {
    const status: TLineStatus = booked.has(line.line)
      ? 'booked'
      : duplicates.has(line.line)
        ? 'duplicate'
        : 'new';
    const rule = matchRule(line.payee, rules);
    choices.set(line.line, {
      include: status === 'new',
      category: rule?.category ?? '',
      propertyId: rule?.propertyId ?? null,
    });
    return { ...line, status, ruleId: rule?.id ?? null };
  });
  return { lines: preview, choices };
}

/** The lines going in that still lack a category or a property (the file's property fills a missing property). */
export function countUnassigned(
  lines: readonly TPreviewLine[],
  choices: ReadonlyMap<number, TLineChoice>,
  defaultPropertyId: number | null,
): number {
  let missing = 0;
  for (const line of lines) {
    const choice = choices.get(line.line);
    if (!choice?.include || line.status === 'booked') continue;
    if (choice.category === '' || (choice.propertyId ?? defaultPropertyId) === null) missing += 1;
  }
  return missing;
}

/** The request's assignments and kept duplicates for the lines going in (each with its category and property). */
export function importChoices(
  lines: readonly TPreviewLine[],
  choices: ReadonlyMap<number, TLineChoice>,
  defaultPropertyId: number | null,
): Pick<TBankImportRequest, 'assignments' | 'keepDuplicateLines'> {
  const assignments: TBankImportRequest['assignments'] = [];
  const keepDuplicateLines: number[] = [];
  for (const line of lines) {
    const choice = choices.get(line.line);
    if (!choice?.include || line.status === 'booked' || choice.category === '') continue;
    const propertyId = choice.propertyId ?? defaultPropertyId;
    if (propertyId === null) continue;
    assignments.push({ line: line.line, category: choice.category, propertyId });
    if (line.status === 'duplicate') keepDuplicateLines.push(line.line);
  }
  return { assignments, keepDuplicateLines };
}
