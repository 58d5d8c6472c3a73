import {
  scheduleCrossFieldIssues,
  type TLedgerSchedule,
  type TLedgerScheduleKind,
  type TLedgerScheduleRequest,
  ZLedgerScheduleInput,
  ZScheduleAmount,
} from '@rentfolio/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { translateMessage } from '@/i18n/translate-message';
import { localIsoDate } from '@/lib/dates';

/** The recurring transaction's form as typed; checked by the contracts' schema on submit. */
export type ScheduleFormValues = {
  propertyId: string;
  kind: TLedgerScheduleKind;
  dayOfMonth: string;
  amount: string;
  payee: string;
  startDate: string;
  endDate: string;
};

/** A new schedule: rent on the 1st, from today, on the property the list is filtered to (or the only one). */
export function newScheduleValues(propertyId: number | null, today = localIsoDate()): ScheduleFormValues {
  return {
    propertyId: propertyId === null ? '' : String(propertyId),
    kind: 'rent',
    dayOfMonth: '1',
    amount: '',
    payee: '',
    startDate: today,
    endDate: '',
  };
}

export function scheduleValuesOf(schedule: TLedgerSchedule): ScheduleFormValues {
  return {
    propertyId: String(schedule.propertyId),
    kind: schedule.kind,
    dayOfMonth: String(schedule.dayOfMonth),
    amount: schedule.amount === null ? '' : String(schedule.amount),
    payee: schedule.payee,
    startDate: schedule.startDate,
    endDate: schedule.endDate ?? '',
  };
}

/** What the form sends: numbers where they are whole numbers, the amount as typed (the schema reads "2,400.50"). */
export function toScheduleBody(values: ScheduleFormValues) {
  const day = values.dayOfMonth.trim();
  return {
    propertyId: values.propertyId === '' ? undefined : Number(values.propertyId),
    kind: values.kind,
    dayOfMonth: day === '' ? undefined : Number(day),
    amount: values.kind === 'rent' ? values.amount : null,
    payee: values.payee,
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
  };
}

/** Checks the form with ZLedgerScheduleInput, each message translated by its code, on its field. */
export const scheduleResolver: Resolver<ScheduleFormValues, unknown, TLedgerScheduleRequest> = (values) => {
  const body = toScheduleBody(values);
  const parsed = ZLedgerScheduleInput.safeParse(body);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  const add = (field: PropertyKey | undefined, message: string) => {
    if (typeof field === 'string' && !(field in errors))
      errors[field] = { type: 'validate', message: translateMessage(message) };
  };
  for (const issue of parsed.error.issues) add(issue.path[0], issue.message);
  // The schema checks across fields only once every field is valid; the form says those messages at once too.
  const amount = ZScheduleAmount.safeParse(body.amount);
  for (const issue of scheduleCrossFieldIssues({ ...body, amount: amount.success ? amount.data : undefined }))
    add(issue.path, issue.message);
  return { values: {}, errors: errors as FieldErrors<ScheduleFormValues> };
};
