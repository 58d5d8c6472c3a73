import { defaultGoals } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { isPastDate, pickGoalFieldErrors, toGoalFormValues, validateGoalForm } from './goals-form-model';

const DEFAULT_VALUES = toGoalFormValues({
  ...defaultGoals(Date.parse('2026-11-21T10:00:00Z')),
  isDefault: true,
});

describe('validateGoalForm', () => {
  it('accepts the product’s defaults as numbers', () => {
    expect(validateGoalForm(DEFAULT_VALUES, '2026-11-21')).toEqual({
      success: true,
      data: {
        targetValue: 3_300_000,
        targetCashFlow: 25_000,
        targetROI: 15,
        targetProperties: 15,
        targetDate: '2027-12-31',
      },
    });
  });

  it('says which fields are empty or negative, with the API messages', () => {
    const result = validateGoalForm({ ...DEFAULT_VALUES, targetValue: '', targetROI: '-1' });
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        targetValue: 'Target portfolio value is required.',
        targetROI: 'Target average ROI cannot be negative.',
      },
    });
  });

  it('refuses a property count that is not whole and a missing date', () => {
    const result = validateGoalForm({ ...DEFAULT_VALUES, targetProperties: '2.5', targetDate: '' });
    expect(result.success ? {} : result.fieldErrors).toEqual({
      targetProperties: 'Target number of properties must be a whole number.',
      targetDate: 'Target date must be a real date written as YYYY-MM-DD.',
    });
  });
});

describe('pickGoalFieldErrors', () => {
  it('keeps the goal fields of a 400 answer', () => {
    expect(pickGoalFieldErrors({ targetDate: 'Bad date.', other: 'x' })).toEqual({ targetDate: 'Bad date.' });
  });
});

describe('isPastDate', () => {
  it('is true before today only', () => {
    expect(isPastDate('2025-12-31', '2026-01-01')).toBe(true);
    expect(isPastDate('2026-01-01', '2026-01-01')).toBe(false);
    expect(isPastDate('', '2026-01-01')).toBe(false);
  });
});

describe('validateGoalForm, targets and dates', () => {
  it('refuses a target of 0 and a date that is today or earlier', () => {
    expect(validateGoalForm({ ...DEFAULT_VALUES, targetValue: '0' }, '2026-11-21')).toEqual({
      success: false,
      fieldErrors: { targetValue: 'Target portfolio value must be more than 0.' },
    });
    expect(validateGoalForm({ ...DEFAULT_VALUES, targetDate: '2026-11-21' }, '2026-11-21')).toEqual({
      success: false,
      fieldErrors: { targetDate: 'Target date must be in the future.' },
    });
    expect(validateGoalForm({ ...DEFAULT_VALUES, targetDate: '2026-11-22' }, '2026-11-21').success).toBe(
      true,
    );
  });
});
