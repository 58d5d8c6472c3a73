import type { DealAnalysisRow } from '@rentfolio/db';
import {
  asCents,
  DEAL_FIELD_NAMES,
  DEAL_FIELDS,
  fromCents,
  isDealDefaultedField,
  type TDealColumns,
  type TDealField,
  type TDealInputs,
  type TDealInputsInit,
  toCents,
} from '@rentfolio/finance';

/** Every deal input a request may carry, in the registry's order (finance deal-fields.ts). */
export const DEAL_INPUT_FIELDS = DEAL_FIELD_NAMES;

type DealFieldsOfRequest = { purchasePrice: number } & Partial<Record<TDealField, number>>;

/**
 * The finance inputs of a validated request (an analysis, a saved analysis, a property): the fields given, the
 * defaults for the rest. Rent and expenses a property leaves out count as 0; an analysis always has them.
 */
export function toDealInputsInit(fields: DealFieldsOfRequest): TDealInputsInit {
  const init: TDealInputsInit = {
    purchasePrice: fields.purchasePrice,
    monthlyRent: fields.monthlyRent ?? 0,
    operatingExpenses: fields.operatingExpenses ?? 0,
  };
  for (const field of DEAL_FIELD_NAMES) {
    const value = fields[field];
    if (isDealDefaultedField(field) && value !== undefined) init[field] = value;
  }
  return init;
}

/** The deal columns shared by saved analyses and properties (money in cents, packages/db/README.md). */
export type DealColumns = Pick<DealAnalysisRow, keyof TDealColumns>;

export function toDealColumns(inputs: TDealInputs): DealColumns {
  const columns = {} as DealColumns;
  for (const field of DEAL_FIELD_NAMES) {
    const { column, unit } = DEAL_FIELDS[field];
    columns[column] = unit === 'money' ? toCents(inputs[field]) : inputs[field];
  }
  return columns;
}

/** The deal inputs stored in a row. */
export function fromDealColumns(row: DealColumns): TDealInputs {
  const inputs = {} as TDealInputs;
  for (const field of DEAL_FIELD_NAMES) {
    const { column, unit } = DEAL_FIELDS[field];
    inputs[field] = unit === 'money' ? fromCents(asCents(row[column])) : row[column];
  }
  return inputs;
}
