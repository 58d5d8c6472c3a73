import { describe, expect, it } from 'vitest';
import { newScheduleValues, scheduleResolver, toScheduleBody } from './schedule-form-model';

const resolve = (values: Parameters<typeof scheduleResolver>[0]) =>
  scheduleResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the recurring transaction form', () => {
  it('starts as rent on the 1st from today, on the given property', () => {
    expect(newScheduleValues(7, '2026-11-21')).toEqual({
      propertyId: '7',
      kind: 'rent',
      dayOfMonth: '1',
      amount: '',
      payee: '',
      startDate: '2026-11-21',
      endDate: '',
    });
  });

  it('sends a loan payment without an amount, and an empty end date as none', () => {
    expect(
      toScheduleBody({
        ...newScheduleValues(3, '2026-11-21'),
        kind: 'loanPayment',
        amount: '900',
        dayOfMonth: '15',
      }),
    ).toEqual({
      propertyId: 3,
      kind: 'loanPayment',
      dayOfMonth: 15,
      amount: null,
      payee: '',
      startDate: '2026-11-21',
      endDate: null,
    });
  });

  it('reads the rent as typed, with thousands separators, and says what is wrong on each field', async () => {
    const ok = await resolve({ ...newScheduleValues(3, '2026-11-21'), amount: '2,400.50' });
    expect(ok.values).toMatchObject({ amount: 2400.5, dayOfMonth: 1, propertyId: 3, endDate: null });
    const bad = await resolve({
      ...newScheduleValues(null, '2026-11-21'),
      dayOfMonth: '0',
      endDate: '2026-11-01',
    });
    expect(bad.errors).toMatchObject({
      propertyId: { message: 'Choose a property.' },
      dayOfMonth: { message: 'Day of the month must be a whole number from 1 to 31.' },
      amount: { message: 'Rent must be more than 0.' },
      endDate: { message: 'The end date cannot be before the start date.' },
    });
  });
});
