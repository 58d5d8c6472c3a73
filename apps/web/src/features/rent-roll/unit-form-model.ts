import {
  LEDGER_MESSAGES,
  type TUnit,
  type TUnitRequest,
  unitCrossFieldIssues,
  ZUnitInput,
} from '@rentfolio/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { translateMessage } from '@/i18n/translate-message';

/** The unit form as typed; checked by the contracts' schema (ZUnitInput) on submit. */
export type UnitFormValues = {
  propertyId: string;
  label: string;
  tenantName: string;
  leaseStart: string;
  leaseEnd: string;
  rent: string;
  deposit: string;
  dueDay: string;
};

export function newUnitValues(propertyId: number | null): UnitFormValues {
  return {
    propertyId: propertyId === null ? '' : String(propertyId),
    label: '',
    tenantName: '',
    leaseStart: '',
    leaseEnd: '',
    rent: '',
    deposit: '',
    dueDay: '1',
  };
}

export function unitValuesOf(unit: TUnit): UnitFormValues {
  return {
    propertyId: String(unit.propertyId),
    label: unit.label,
    tenantName: unit.tenantName,
    leaseStart: unit.leaseStart ?? '',
    leaseEnd: unit.leaseEnd ?? '',
    rent: String(unit.rent),
    deposit: unit.deposit === 0 ? '' : String(unit.deposit),
    dueDay: String(unit.dueDay),
  };
}

/** What the form sends: the due day as a number when it is one, the amounts as typed (the schema reads "1,250.50"). */
export function toUnitBody(values: UnitFormValues) {
  const day = values.dueDay.trim();
  return {
    label: values.label,
    tenantName: values.tenantName,
    leaseStart: values.leaseStart === '' ? null : values.leaseStart,
    leaseEnd: values.leaseEnd === '' ? null : values.leaseEnd,
    rent: values.rent,
    deposit: values.deposit,
    dueDay: day === '' ? undefined : /^\d+$/.test(day) ? Number(day) : day,
  };
}

export type UnitFormResult = TUnitRequest & { propertyId: number };

/**
 * Checks the form with ZUnitInput, each message translated by its code on its field, and the property chosen; the
 * checks across fields (an end before the start) are said at once too.
 */
export const unitResolver: Resolver<UnitFormValues, unknown, UnitFormResult> = (values) => {
  const body = toUnitBody(values);
  const parsed = ZUnitInput.safeParse(body);
  const errors: Record<string, { type: string; message: string }> = {};
  const add = (field: PropertyKey | undefined, message: string) => {
    if (typeof field === 'string' && !(field in errors))
      errors[field] = { type: 'validate', message: translateMessage(message) };
  };
  if (values.propertyId === '') add('propertyId', LEDGER_MESSAGES.propertyRequired);
  if (parsed.success && Object.keys(errors).length === 0)
    return { values: { ...parsed.data, propertyId: Number(values.propertyId) }, errors: {} };
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path[0], issue.message);
  for (const issue of unitCrossFieldIssues(body)) add(issue.path, issue.message);
  return { values: {}, errors: errors as FieldErrors<UnitFormValues> };
};
