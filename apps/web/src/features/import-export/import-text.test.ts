import {
  formatColumnCountMessage,
  formatMissingFieldsMessage,
  formatRowErrorMessage,
  formatUnclosedQuoteMessage,
  IMPORT_MESSAGES,
  type TImportRowError,
} from '@rentfolio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { importExportTexts } from '@/i18n/en/import-export';
import { changeLanguage, needTexts } from '@/i18n/languages';
import { fieldLabel, rowErrorText, translateImportMessage } from './import-text';

afterEach(async () => {
  await changeLanguage('en');
});

const t = () => i18n.t;

const COLUMNS: TImportRowError = {
  row: 7,
  address: '12 Oak St',
  code: 'columns',
  found: 3,
  expected: 16,
  message: 'Row 7 has 3 columns but expected 16',
};

const MISSING: TImportRowError = {
  row: 9,
  address: null,
  code: 'missing',
  fields: ['city', 'zipCode'],
  message: 'Row 9 is missing required fields (city, zipCode)',
};

const INVALID: TImportRowError = {
  row: 12,
  address: '5 Elm Ave',
  code: 'invalid',
  field: 'purchasePrice',
  message: 'Purchase price must be a number.',
};

describe('the English texts', () => {
  it("are the contracts' import messages, word for word", () => {
    expect(importExportTexts.messages.headerAndRow).toBe(IMPORT_MESSAGES.headerAndRow);
    expect(importExportTexts.messages.tooLarge).toBe(IMPORT_MESSAGES.tooLarge);
    expect(importExportTexts.messages.tooManyRows).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(importExportTexts.messages.keyReused).toBe(IMPORT_MESSAGES.keyReused);
    expect(importExportTexts.toasts.invalidFileTypeTitle).toBe(IMPORT_MESSAGES.invalidFileTypeTitle);
    expect(importExportTexts.toasts.invalidFileType).toBe(IMPORT_MESSAGES.invalidFileType);
    expect(importExportTexts.toasts.noDataTitle).toBe(IMPORT_MESSAGES.noDataTitle);
    expect(importExportTexts.toasts.noData).toBe(IMPORT_MESSAGES.noData);
    expect(importExportTexts.toasts.noDataToExport).toBe(IMPORT_MESSAGES.noDataToExport);
  });

  it("write the row messages as the contracts' English does", () => {
    expect(rowErrorText(COLUMNS, t())).toBe(
      formatRowErrorMessage('12 Oak St', formatColumnCountMessage(7, 3, 16)),
    );
    expect(translateImportMessage(formatUnclosedQuoteMessage(4), t())).toBe(formatUnclosedQuoteMessage(4));
    expect(translateImportMessage(IMPORT_MESSAGES.tooManyRows, t())).toBe(IMPORT_MESSAGES.tooManyRows);
  });
});

describe('rowErrorText', () => {
  it("reads 'Error importing {address}: message' for a row with an address (spec)", () => {
    expect(rowErrorText(COLUMNS, t())).toBe('Error importing 12 Oak St: Row 7 has 3 columns but expected 16');
  });

  it('names the row when it has no address, and the missing fields by their labels', () => {
    expect(rowErrorText(MISSING, t())).toBe(
      'Error importing row 9: Row 9 is missing required fields (City, ZIP code)',
    );
    expect(formatMissingFieldsMessage(9, ['city', 'zipCode'])).toBe(MISSING.message);
  });

  it("shows a refused value with the server's message", () => {
    expect(rowErrorText(INVALID, t())).toBe('Error importing 5 Elm Ave: Purchase price must be a number.');
  });

  it('falls back on the message when the figures are missing, and keeps a message it does not know', () => {
    const { found: _found, expected: _expected, ...bare } = COLUMNS;
    expect(rowErrorText(bare, t())).toBe('Error importing 12 Oak St: Row 7 has 3 columns but expected 16');
    expect(rowErrorText({ ...INVALID, message: 'This row could not be read.' }, t())).toBe(
      'Error importing 5 Elm Ave: This row could not be read.',
    );
  });

  it("is written in the user's language, with the known validation messages translated", async () => {
    await needTexts('app');
    await changeLanguage('es');
    expect(rowErrorText(COLUMNS, t())).toBe(
      'Error al importar 12 Oak St: La fila 7 tiene 3 columnas, pero se esperaban 16',
    );
    expect(rowErrorText(MISSING, t())).toBe(
      'Error al importar la fila 9: A la fila 9 le faltan campos obligatorios (Ciudad, Código postal)',
    );
    const invalid = rowErrorText(INVALID, t());
    expect(invalid.startsWith('Error al importar 5 Elm Ave: ')).toBe(true);
    expect(invalid).not.toContain('Purchase price');
    expect(invalid).toContain('Precio de compra');
  });
});

describe('translateImportMessage', () => {
  it("translates the server's import answers and the parser's messages", async () => {
    await needTexts('app');
    await changeLanguage('de');
    expect(translateImportMessage(IMPORT_MESSAGES.headerAndRow, t())).toBe(
      'Die CSV-Datei muss mindestens eine Kopfzeile und eine Datenzeile enthalten',
    );
    expect(translateImportMessage(formatUnclosedQuoteMessage(12), t())).toBe(
      'Zeile 12 enthält ein Anführungszeichen, das nie geschlossen wird.',
    );
    expect(translateImportMessage('Something else went wrong.', t())).toBe('Something else went wrong.');
  });
});

describe('fieldLabel', () => {
  it('labels input and computed fields, and shows an unknown name as it is', () => {
    expect(fieldLabel('zipCode', t())).toBe('ZIP code');
    expect(fieldLabel('cashOnCashReturn', t())).toBe('Cash-on-cash return');
    expect(fieldLabel('flux', t())).toBe('flux');
  });
});
