/** The projection over Y years and its IRR (docs/calculations.md "Projection over Y years"). Unrounded. */
import { computeAmortizationSchedule, computeBalanceAfter } from './amortization';
import { computeIrr } from './irr';
import type { TLoan } from './loan';
import { computeEffectiveGrossIncome, computeNetOperatingIncome, computeVacancyLoss } from './operating';
import { computeAnnualCashFlow } from './returns';

/** Percentages per year, except sellingCosts, a percentage of the sale price. */
export type TProjectionAssumptions = {
  rentGrowth: number;
  expenseGrowth: number;
  appreciation: number;
  sellingCosts: number;
};

export const PROJECTION_DEFAULT_YEARS = 10;
export const MAX_PROJECTION_YEARS = 100;

export const PROJECTION_DEFAULT_ASSUMPTIONS: Readonly<TProjectionAssumptions> = Object.freeze({
  rentGrowth: 3,
  expenseGrowth: 2,
  appreciation: 3,
  sellingCosts: 6,
});

export type TProjectionOptions = { years?: number; assumptions?: Partial<TProjectionAssumptions> };

/** The deal figures a projection starts from. */
export type TProjectionBase = {
  purchasePrice: number;
  vacancy: number;
  annualRent: number;
  annualExpenses: number;
  totalCashInvested: number;
  loan: TLoan;
};

export type TProjectionYear = {
  year: number;
  /** Gross annual rent. */
  rent: number;
  effectiveGrossIncome: number;
  expenses: number;
  netOperatingIncome: number;
  debtService: number;
  cashFlow: number;
  /** At the end of the year. */
  propertyValue: number;
  /** At the end of the year. */
  loanBalance: number;
  equity: number;
};

export type TProjection = {
  years: number;
  assumptions: TProjectionAssumptions;
  rows: TProjectionYear[];
  /** Value_Y × (1 - selling costs) - loan balance at the end of year Y. */
  saleProceeds: number;
  /** CF0 = -totalCashInvested, CF1..CFY the yearly cash flows, CFY with the sale proceeds added. */
  cashFlows: number[];
  /** Percent per year, or null when the cash flows have no IRR. */
  irr: number | null;
};

export function resolveProjectionAssumptions(
  assumptions: Partial<TProjectionAssumptions> = {},
): TProjectionAssumptions {
  return {
    rentGrowth: assumptions.rentGrowth ?? PROJECTION_DEFAULT_ASSUMPTIONS.rentGrowth,
    expenseGrowth: assumptions.expenseGrowth ?? PROJECTION_DEFAULT_ASSUMPTIONS.expenseGrowth,
    appreciation: assumptions.appreciation ?? PROJECTION_DEFAULT_ASSUMPTIONS.appreciation,
    sellingCosts: assumptions.sellingCosts ?? PROJECTION_DEFAULT_ASSUMPTIONS.sellingCosts,
  };
}

function assertValidProjection(years: number, assumptions: TProjectionAssumptions): void {
  if (!Number.isInteger(years) || years < 1 || years > MAX_PROJECTION_YEARS)
    throw new RangeError(`years must be a whole number from 1 to ${MAX_PROJECTION_YEARS}, not ${years}`);
  for (const [name, value] of Object.entries(assumptions)) {
    if (!Number.isFinite(value) || value <= -100)
      throw new RangeError(`${name} must be above -100%, not ${value}`);
  }
  if (assumptions.sellingCosts < 0 || assumptions.sellingCosts > 100)
    throw new RangeError(`sellingCosts must be between 0 and 100, not ${assumptions.sellingCosts}`);
}

/** Debt service stays the same each year until the loan is repaid and is 0 after; a part year pays its months. */
export function computeDebtServiceForYear(loan: TLoan, year: number): number {
  const months = Math.min(12, Math.max(0, loan.paymentCount - 12 * (year - 1)));
  return months === 12 ? loan.annualDebtService : loan.monthlyPayment * months;
}

export function computeProjection(base: TProjectionBase, options: TProjectionOptions = {}): TProjection {
  const years = options.years ?? PROJECTION_DEFAULT_YEARS;
  const assumptions = resolveProjectionAssumptions(options.assumptions);
  assertValidProjection(years, assumptions);
  const schedule = computeAmortizationSchedule(base.loan, 12 * years);
  const rows: TProjectionYear[] = [];
  for (let year = 1; year <= years; year++) {
    // Year 1 is the deal as entered; growth compounds from there (docs/product.md "Deal formulas").
    const rent = base.annualRent * (1 + assumptions.rentGrowth / 100) ** (year - 1);
    const effectiveGrossIncome = computeEffectiveGrossIncome(rent, computeVacancyLoss(rent, base.vacancy));
    const expenses = base.annualExpenses * (1 + assumptions.expenseGrowth / 100) ** (year - 1);
    const netOperatingIncome = computeNetOperatingIncome(effectiveGrossIncome, expenses);
    const debtService = computeDebtServiceForYear(base.loan, year);
    const propertyValue = base.purchasePrice * (1 + assumptions.appreciation / 100) ** year;
    const loanBalance = computeBalanceAfter(base.loan, schedule, 12 * year);
    rows.push({
      year,
      rent,
      effectiveGrossIncome,
      expenses,
      netOperatingIncome,
      debtService,
      cashFlow: computeAnnualCashFlow(netOperatingIncome, debtService),
      propertyValue,
      loanBalance,
      equity: propertyValue - loanBalance,
    });
  }
  const final = rows[rows.length - 1]!;
  const saleProceeds = final.propertyValue * (1 - assumptions.sellingCosts / 100) - final.loanBalance;
  const cashFlows = [
    -base.totalCashInvested,
    ...rows.map((row) => (row.year === years ? row.cashFlow + saleProceeds : row.cashFlow)),
  ];
  const irr = computeIrr(cashFlows);
  return { years, assumptions, rows, saleProceeds, cashFlows, irr: irr === null ? null : irr * 100 };
}
