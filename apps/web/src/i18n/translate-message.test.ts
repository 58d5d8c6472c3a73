import {
  contractMessageCodes,
  dealLimitMessageCode,
  EMAIL_CONFIRMATION_MESSAGES,
  formatDealLimitMessage,
  PROPERTY_MESSAGES,
  propertyLimitMessage,
  savedAnalysisLimitMessage,
  ZAnalyzeDealRequest,
  ZPortfolioGoalsRequest,
  ZProjectionRequest,
  ZPropertyInput,
  ZPropertySearchRequest,
} from '@rentfolio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './index';
import { changeLanguage, needTexts } from './languages';
import { panelTextsReady } from './panel-strings';
import { translateMessage } from './translate-message';

afterEach(async () => {
  await changeLanguage('en');
});

/** Every message the contracts' schemas give for a range of wrong inputs: what forms and the API show. */
function schemaMessages(): string[] {
  const messages = new Set<string>();
  const collect = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  };
  const bad = [
    {
      purchasePrice: -5,
      monthlyRent: 'abc',
      operatingExpenses: 1e15,
      vacancy: 101,
      loanTerm: 0,
      bedrooms: 1.5,
    },
    {
      purchasePrice: 0.001,
      monthlyRent: undefined,
      operatingExpenses: -1,
      notes: 'x\u0000',
      city: 'a'.repeat(101),
    },
    {
      purchasePrice: 'x',
      downPayment: -1,
      interestRate: 31,
      closingCosts: 21,
      squareFeet: -1,
      bathrooms: 'many',
    },
  ];
  for (const body of bad) collect(ZAnalyzeDealRequest.safeParse(body));
  collect(
    ZPropertyInput.safeParse({
      address: '',
      city: ' ',
      state: 'Colorado',
      propertyType: 'castle',
      purchasePrice: -1,
    }),
  );
  collect(ZPropertyInput.safeParse({ address: '\ud800', currentValue: -3, purchaseDate: '2025-02-30' }));
  collect(
    ZPortfolioGoalsRequest.safeParse({
      targetValue: 0,
      targetCashFlow: 'x',
      targetProperties: 1.5,
      targetROI: -1,
    }),
  );
  collect(ZPropertySearchRequest.safeParse({ minPrice: 'cheap', maxROI: 'high', query: 'q'.repeat(201) }));
  collect(ZProjectionRequest.safeParse({ years: 0, rentGrowth: 60, expenseGrowth: 'x', appreciation: -51 }));
  collect(ZProjectionRequest.safeParse({ years: 2.5, sellingCosts: 21 }));
  return [...messages];
}

describe('translateMessage', () => {
  it('leaves every English message as it is in English', () => {
    for (const message of schemaMessages()) expect(translateMessage(message)).toBe(message);
  });

  it("translates every message the contracts' schemas give, once the app's texts are there", async () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(20);
    await needTexts('app');
    await changeLanguage('de');
    const untranslated = messages.filter((message) => translateMessage(message) === message);
    expect(untranslated).toEqual([]);
  });

  it('puts the translated field name and the number in its notation into a template', async () => {
    await needTexts('app');
    await changeLanguage('de');
    const label = i18n.t('validation.labels.purchasePrice');
    const text = translateMessage('Purchase price must be at most 1,000,000,000.');
    expect(text).toContain(label);
    expect(text).toContain('1.000.000.000');
    expect(text).not.toContain('Purchase price');
  });

  it('translates the limit messages by the code the server sends with them, their numbers filled in', async () => {
    await needTexts('app');
    await changeLanguage('fr');
    const property = propertyLimitMessage(50_000, 49_990);
    const saved = savedAnalysisLimitMessage(10_000);
    for (const [message, messageCode] of [
      [formatDealLimitMessage(3), dealLimitMessageCode(3)],
      [property.text, property.messageCode],
      [saved.text, saved.messageCode],
      [
        'Too many attempts. Please wait 15 minutes and try again.',
        { code: 'messages.tooManyAttempts', values: { minutes: 15 } },
      ],
    ] as const) {
      const text = translateMessage(message, messageCode);
      expect(text).not.toBe(message);
      expect(text).not.toContain('{{');
    }
    // French groups thousands with a narrow no-break space.
    expect(translateMessage(property.text, property.messageCode)).toContain('49\u202f990');
    // Without its code, a message made per request is shown as the server wrote it.
    expect(translateMessage(property.text)).toBe(property.text);
    expect(translateMessage(PROPERTY_MESSAGES.purchaseDateFuture)).not.toBe(
      PROPERTY_MESSAGES.purchaseDateFuture,
    );
  });

  it('has a text in all five languages for every code the contracts record', async () => {
    const codes = new Set(contractMessageCodes().map(({ code }) => code));
    expect(codes.size).toBeGreaterThan(60);
    await needTexts('app');
    await panelTextsReady;
    for (const language of ['en', 'es', 'fr', 'de', 'it'] as const) {
      await changeLanguage(language);
      // No fallback: a code only English has would pass with one.
      const missing = [...codes].filter(
        (code) => !i18n.exists(code, { lng: language, fallbackLng: [] } as never),
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it("translates the e-mail confirmation's answers, the link's lifetime filled in, and gives the API's words in English", async () => {
    await panelTextsReady;
    for (const message of Object.values(EMAIL_CONFIRMATION_MESSAGES))
      expect(translateMessage(message)).toBe(message);
    await changeLanguage('it');
    for (const message of Object.values(EMAIL_CONFIRMATION_MESSAGES)) {
      const text = translateMessage(message);
      expect(text).not.toBe(message);
      expect(text).not.toContain('{{');
    }
    expect(translateMessage(EMAIL_CONFIRMATION_MESSAGES.linkExpired)).toBe(
      'Questo link di conferma è scaduto (i link valgono 48 ore). Richiedine uno nuovo dalla pagina Account.',
    );
  });

  it('leaves a text it does not know, or one with an unknown field, as it is', async () => {
    await needTexts('app');
    await changeLanguage('es');
    expect(translateMessage('Something unexpected happened.')).toBe('Something unexpected happened.');
    expect(translateMessage('Flux capacitor must be a number.')).toBe('Flux capacitor must be a number.');
    expect(
      translateMessage('Flux capacitor is required.', {
        code: 'validation.templates.required',
        values: { field: 'fluxCapacitor' },
      }),
    ).toBe('Flux capacitor is required.');
    expect(translateMessage('Odd.', { code: 'validation.templates.noSuchTemplate' })).toBe('Odd.');
  });
});
