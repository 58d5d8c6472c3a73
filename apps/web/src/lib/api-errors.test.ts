import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, needTexts } from '@/i18n/languages';
import { translateMessage } from '@/i18n/translate-message';
import { ApiError } from './api';
import { getErrorDetails, getServerMessage, getValidationDetails } from './api-errors';

afterEach(async () => {
  await changeLanguage('en');
});

/** An error answer as the server writes it (docs/api.md "Errors"). */
function answer(status: number, body: object): ApiError {
  return new ApiError(status, JSON.stringify(body), {
    error: 'Forbidden',
    requestId: 'r1',
    ...body,
  } as never);
}

describe('the codes an error answer carries', () => {
  it("translates a message made per request by the code the server sent with it, numbers in the language's notation", async () => {
    const message =
      'An account can hold at most 50,000 properties, and this one has 49,990. Delete some before adding more.';
    const failure = answer(403, {
      code: 'PROPERTY_LIMIT',
      message,
      messageCode: { code: 'validation.templates.propertyLimit', values: { limit: 50_000, current: 49_990 } },
    });
    await needTexts('app');
    await changeLanguage('de');
    expect(getServerMessage(failure)).toBe(message);
    const text = translateMessage(message);
    expect(text).not.toBe(message);
    expect(text).toContain('50.000');
    expect(text).toContain('49.990');
  });

  it('translates the details by their codes, and leaves a message without one, or with a malformed one, in English', async () => {
    const failure = answer(400, {
      code: 'VALIDATION',
      message: 'Closing costs must be between 0 and 21.',
      details: {
        closingCosts: 'Closing costs must be between 0 and 21.',
        other: 'Something else went wrong.',
      },
      detailCodes: {
        closingCosts: {
          code: 'validation.templates.between',
          values: { field: 'closingCosts', min: 0, max: 21 },
        },
        other: { code: 42 },
      },
    });
    await needTexts('app');
    await changeLanguage('it');
    const details = getValidationDetails(failure) ?? {};
    expect(translateMessage(details.closingCosts as string)).toContain('21');
    expect(translateMessage(details.closingCosts as string)).not.toContain('Closing costs');
    expect(translateMessage(details.other as string)).toBe('Something else went wrong.');
    expect(getErrorDetails(new Error('offline'))).toEqual({});
  });
});
