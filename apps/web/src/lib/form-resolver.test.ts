import { describe, expect, it } from 'vitest';
import { toFormResolver } from './form-resolver';

type Values = { price: string; date: string };

const resolver = toFormResolver<Values, { price: number; date: string }>((values) =>
  Number(values.price) > 0
    ? { success: true, data: { price: Number(values.price), date: values.date } }
    : { success: false, fieldErrors: { price: 'Price must be more than 0.' } },
);

describe('toFormResolver', () => {
  it('answers the validated output for react-hook-form to submit', async () => {
    expect(await resolver({ price: '350000', date: '2027-12-31' }, undefined, {} as never)).toEqual({
      values: { price: 350000, date: '2027-12-31' },
      errors: {},
    });
  });

  it('answers each field message as a react-hook-form error', async () => {
    expect(await resolver({ price: '0', date: '' }, undefined, {} as never)).toEqual({
      values: {},
      errors: { price: { type: 'validate', message: 'Price must be more than 0.' } },
    });
  });
});
