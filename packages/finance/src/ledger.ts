/**
 * The ledger's categories and the actual figures summed from it (docs/calculations.md "Actual figures"). Income and
 * expenses are the lines of IRS Schedule E (Form 1040), Part I, so that a year of the ledger is the tax form; beside
 * them are the flows that are neither income nor expense. Amounts are integer cents, positive whatever their
 * direction: the category says whether money came in or went out.
 */

/**
 * What a category counts as: income (line 3), an operating expense (lines 5-11, 14-17 and 19), interest (lines 12
 * and 13: an expense on the form, but debt service, not an operating expense), loan principal, a capital improvement
 * (depreciated, never expensed), a security deposit (a liability: the tenant's money) or the owner's own money in or out.
 */
export type TLedgerKind = 'income' | 'operating' | 'interest' | 'principal' | 'capital' | 'deposit' | 'owner';

/** Whether money of the category comes in to the property's account or goes out of it. */
export type TLedgerDirection = 'in' | 'out';

export type TLedgerCategoryDefinition = {
  /** The Schedule E line, or null for a flow the form does not report. */
  line: number | null;
  kind: TLedgerKind;
  direction: TLedgerDirection;
};

/** Every category, in the form's order, then the flows the form does not report. */
export const LEDGER_CATEGORIES = {
  rents: { line: 3, kind: 'income', direction: 'in' },
  advertising: { line: 5, kind: 'operating', direction: 'out' },
  autoTravel: { line: 6, kind: 'operating', direction: 'out' },
  cleaningMaintenance: { line: 7, kind: 'operating', direction: 'out' },
  commissions: { line: 8, kind: 'operating', direction: 'out' },
  insurance: { line: 9, kind: 'operating', direction: 'out' },
  legalProfessional: { line: 10, kind: 'operating', direction: 'out' },
  managementFees: { line: 11, kind: 'operating', direction: 'out' },
  mortgageInterest: { line: 12, kind: 'interest', direction: 'out' },
  otherInterest: { line: 13, kind: 'interest', direction: 'out' },
  repairs: { line: 14, kind: 'operating', direction: 'out' },
  supplies: { line: 15, kind: 'operating', direction: 'out' },
  taxes: { line: 16, kind: 'operating', direction: 'out' },
  utilities: { line: 17, kind: 'operating', direction: 'out' },
  other: { line: 19, kind: 'operating', direction: 'out' },
  loanPrincipal: { line: null, kind: 'principal', direction: 'out' },
  capitalImprovement: { line: null, kind: 'capital', direction: 'out' },
  depositReceived: { line: null, kind: 'deposit', direction: 'in' },
  depositReturned: { line: null, kind: 'deposit', direction: 'out' },
  ownerContribution: { line: null, kind: 'owner', direction: 'in' },
  ownerDraw: { line: null, kind: 'owner', direction: 'out' },
} as const satisfies Record<string, TLedgerCategoryDefinition>;

export type TLedgerCategory = keyof typeof LEDGER_CATEGORIES;

/** The categories' ids in the order above. */
export const LEDGER_CATEGORY_IDS = Object.keys(LEDGER_CATEGORIES) as TLedgerCategory[];

/** Cents per category over a period; a missing category is 0. */
export type TLedgerTotals = Partial<Record<TLedgerCategory, number>>;

/** The actual figures of a period (docs/calculations.md "Actual figures"); money in cents, ratios as fractions. */
export type TActualFigures = {
  incomeCents: number;
  operatingExpensesCents: number;
  /** Income − operating expenses. */
  noiCents: number;
  interestCents: number;
  principalCents: number;
  /** Interest + principal. */
  debtServiceCents: number;
  capitalImprovementsCents: number;
  /** NOI − debt service − capital improvements. */
  cashFlowCents: number;
  /** NOI ÷ debt service; null without debt service. */
  dscr: number | null;
  /** Cash flow ÷ all cash invested to date; null when nothing was invested. */
  cashOnCash: number | null;
  /** NOI ÷ (price + capital improvements to date); null for a price of 0. */
  capRateOnCost: number | null;
};

function sumOfKind(totals: TLedgerTotals, kind: TLedgerKind): number {
  let sum = 0;
  for (const id of LEDGER_CATEGORY_IDS) if (LEDGER_CATEGORIES[id].kind === kind) sum += totals[id] ?? 0;
  return sum;
}

/**
 * The actual figures of a period from its totals. `cashInvestedCents` is all the owner's cash in the property to date
 * (down payment, closing and rehab costs, capital improvements and contributions, less draws); `costBasisCents` is
 * the purchase price plus capital improvements to date. Both are the caller's, since they run from the purchase, not
 * over the period.
 */
export function computeActualFigures(
  totals: TLedgerTotals,
  { cashInvestedCents, costBasisCents }: { cashInvestedCents: number; costBasisCents: number },
): TActualFigures {
  const incomeCents = sumOfKind(totals, 'income');
  const operatingExpensesCents = sumOfKind(totals, 'operating');
  const noiCents = incomeCents - operatingExpensesCents;
  const interestCents = sumOfKind(totals, 'interest');
  const principalCents = sumOfKind(totals, 'principal');
  const debtServiceCents = interestCents + principalCents;
  const capitalImprovementsCents = sumOfKind(totals, 'capital');
  const cashFlowCents = noiCents - debtServiceCents - capitalImprovementsCents;
  return {
    incomeCents,
    operatingExpensesCents,
    noiCents,
    interestCents,
    principalCents,
    debtServiceCents,
    capitalImprovementsCents,
    cashFlowCents,
    dscr: debtServiceCents > 0 ? noiCents / debtServiceCents : null,
    cashOnCash: cashInvestedCents > 0 ? cashFlowCents / cashInvestedCents : null,
    capRateOnCost: costBasisCents > 0 ? noiCents / costBasisCents : null,
  };
}
