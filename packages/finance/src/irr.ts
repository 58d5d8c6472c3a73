/** Net present value and internal rate of return (docs/calculations.md "IRR"). Rates are fractions: 0.1 is 10%. */

/** The range searched for an IRR: -99.99% to +1000% a period. */
export const IRR_MIN_RATE = -0.9999;
export const IRR_MAX_RATE = 10;

/** Σ flows[t] / (1 + rate)^t, with flows[0] at time 0. */
export function computeNpv(rate: number, flows: readonly number[]): number {
  if (!(rate > -1)) throw new RangeError(`NPV needs a rate above -100%, not ${rate}`);
  let npv = 0;
  for (const [t, flow] of flows.entries()) npv += flow / (1 + rate) ** t;
  return npv;
}

/**
 * Σ flows[t] (1 + rate)^(Y - t): the NPV multiplied by (1 + rate)^Y, which is positive for rate > -1, so it has the
 * same sign and the same roots. Unlike the NPV it does not overflow near -100%, which makes it the one to scan.
 */
function computeFutureValue(rate: number, flows: readonly number[]): number {
  const growth = 1 + rate;
  let value = 0;
  for (const flow of flows) value = value * growth + flow;
  return value;
}

/** A function of the rate whose roots are the rates sought: a future value of the flows. */
type RateFunction = (rate: number) => number;

/** Grid points, evenly spaced in ln(1 + rate): dense near -100% where the NPV changes fastest, and about 0.5% apart
 * near 0%. */
const GRID_STEP = 0.005;

/**
 * The root of `valueAt` in [low, high], whose values there have opposite signs: regula falsi with the Illinois
 * modification (the end that stays twice has its value halved), which keeps the root bracketed as bisection does but
 * needs about 10 evaluations instead of 50; a step that lands outside the bracket or stalls falls back to halving.
 */
function bisect(valueAt: RateFunction, low: number, high: number): number {
  let lowValue = valueAt(low);
  let highValue = valueAt(high);
  let side = 0;
  for (let iteration = 0; iteration < 200; iteration++) {
    if (high - low <= 1e-15 * Math.max(1, Math.abs(low))) break;
    let middle = (low * highValue - high * lowValue) / (highValue - lowValue);
    if (!(middle > low && middle < high)) middle = low + (high - low) / 2;
    const middleValue = valueAt(middle);
    if (middleValue === 0) return middle;
    if (Math.sign(middleValue) === Math.sign(lowValue)) {
      // The new point replaces the low end: if it did so last time too, the high end's value is halved.
      if (side === -1) highValue /= 2;
      low = middle;
      lowValue = middleValue;
      side = -1;
    } else {
      if (side === 1) lowValue /= 2;
      high = middle;
      highValue = middleValue;
      side = 1;
    }
    if (Math.abs(high - low) <= 1e-15 * Math.max(1, Math.abs(middle))) break;
  }
  return Math.abs(lowValue) < Math.abs(highValue) ? low : high;
}

/** How often the amounts, in time order, change sign (zeros skipped). */
function countSignChanges(amounts: readonly number[]): number {
  let changes = 0;
  let previous = 0;
  for (const amount of amounts) {
    if (amount === 0) continue;
    if (previous !== 0 && Math.sign(amount) !== Math.sign(previous)) changes += 1;
    previous = amount;
  }
  return changes;
}

/**
 * The root of `valueAt` in [IRR_MIN_RATE, IRR_MAX_RATE] nearest 0%, for flows whose amounts in time order are
 * `amounts`; null when there is none (amounts all of one sign never have one). The range is scanned for sign changes
 * and each bracketed root refined in its bracket, which cannot diverge as Newton's method can.
 */
function findRate(valueAt: RateFunction, amounts: readonly number[]): number | null {
  if (!amounts.some((amount) => amount > 0) || !amounts.some((amount) => amount < 0)) return null;
  // Flows that change sign once have one root at most: the first found is it.
  const isSingle = countSignChanges(amounts) === 1;
  // The grid's steps outward from 0%, one side and then the other, nearest first: the first roots found are the
  // nearest, and the scan stops once every step left lies farther from 0% than the nearest root found (a ledger's
  // months of loss and gain change sign often; scanning the whole range cost 2,300 sums of every flow).
  const lastStep = Math.ceil((Math.log1p(IRR_MAX_RATE) - Math.log1p(IRR_MIN_RATE)) / GRID_STEP);
  const rateAt = (step: number) =>
    step <= 0
      ? IRR_MIN_RATE
      : step >= lastStep
        ? IRR_MAX_RATE
        : Math.expm1(Math.log1p(IRR_MIN_RATE) + step * GRID_STEP);
  const values = new Map<number, number>();
  const valueOfStep = (step: number) => {
    let value = values.get(step);
    if (value === undefined) {
      value = valueAt(rateAt(step));
      values.set(step, value);
    }
    return value;
  };
  const zeroStep = Math.min(lastStep, Math.max(0, Math.round(-Math.log1p(IRR_MIN_RATE) / GRID_STEP)));
  let nearest: number | null = null;
  const consider = (root: number) => {
    if (nearest === null || Math.abs(root) < Math.abs(nearest)) nearest = root;
  };
  /** The roots of the interval between two neighbouring steps: a grid point that is one, or a sign change. */
  const scanInterval = (lowStep: number) => {
    const low = valueOfStep(lowStep);
    const high = valueOfStep(lowStep + 1);
    if (low === 0) consider(rateAt(lowStep));
    if (high === 0) consider(rateAt(lowStep + 1));
    if (
      Number.isFinite(low) &&
      Number.isFinite(high) &&
      low !== 0 &&
      high !== 0 &&
      Math.sign(low) !== Math.sign(high)
    )
      consider(bisect(valueAt, rateAt(lowStep), rateAt(lowStep + 1)));
  };
  let up = zeroStep;
  let down = zeroStep - 1;
  while (up < lastStep || down >= 0) {
    const upDistance = up < lastStep ? Math.abs(rateAt(up)) : Number.POSITIVE_INFINITY;
    const downDistance = down >= 0 ? Math.abs(rateAt(down + 1)) : Number.POSITIVE_INFINITY;
    const bound: number | null = nearest;
    if (bound !== null && (isSingle || Math.min(upDistance, downDistance) > Math.abs(bound))) break;
    if (upDistance <= downDistance) {
      scanInterval(up);
      up += 1;
    } else {
      scanInterval(down);
      down -= 1;
    }
  }
  return nearest;
}

/**
 * The rate at which the NPV of `flows` (one a period, the first at time 0) is 0, or null when there is none in
 * [IRR_MIN_RATE, IRR_MAX_RATE]. Flows that change sign more than once can have several roots; the one nearest 0% is
 * returned.
 */
export function computeIrr(flows: readonly number[]): number | null {
  return findRate((rate) => computeFutureValue(rate, flows), flows);
}

/** An amount on a calendar day ('YYYY-MM-DD'): money paid in (negative) or received (positive). */
export type TDatedFlow = { date: string; amount: number };

const DAY_MS = 86_400_000;

/** The day number of a 'YYYY-MM-DD' date (days since 1970-01-01), or null for another text or an impossible day. */
function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return time / DAY_MS;
}

/**
 * The yearly rate x at which Σ amount_i / (1 + x)^((day_i - day_0) / 365) = 0 over dated flows (docs/calculations.md
 * "XIRR"): Excel's XIRR, a year being 365 days from the earliest flow. Null when there is no such rate in
 * [IRR_MIN_RATE, IRR_MAX_RATE] (flows all of one sign, say). Flows may come in any order; a date that is not a real
 * 'YYYY-MM-DD' day throws a RangeError.
 */
export function computeXirr(flows: readonly TDatedFlow[]): number | null {
  const dated = flows.map(({ date, amount }) => {
    const day = dayNumber(date);
    if (day === null)
      throw new RangeError(`XIRR needs dates written YYYY-MM-DD, not ${JSON.stringify(date)}`);
    return { day, amount };
  });
  dated.sort((a, b) => a.day - b.day);
  const lastDay = dated.at(-1)?.day ?? 0;
  // Σ amount_i (1 + x)^((last - day_i) / 365): the NPV times (1 + x)^((last - first) / 365), the same sign and roots.
  const valueAt = (rate: number) => {
    const logGrowth = Math.log1p(rate);
    let value = 0;
    for (const { day, amount } of dated) value += amount * Math.exp((logGrowth * (lastDay - day)) / 365);
    return value;
  };
  return findRate(
    valueAt,
    dated.map(({ amount }) => amount),
  );
}
