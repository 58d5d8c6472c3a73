import {
  formatLineTooLongMessage,
  formatTooManyLinesMessage,
  formatUnclosedQuoteMessage,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type TImportRowError,
} from '@rentfolio/contracts';
import type { TCsvComputedField, TCsvInputField } from '@rentfolio/property-csv';
import type { TFunction } from 'i18next';
import { translateMessage } from '@/i18n/translate-message';

/** The property fields and computed figures a CSV column can name (the keys of `importExport.fields`). */
export type TCsvFieldName = TCsvInputField | TCsvComputedField;

/** A field's label in the user's language; a name the screen does not know is shown as it is. */
export function fieldLabel(field: string, t: TFunction): string {
  const key = `importExport.fields.${field}`;
  return t(key as `importExport.fields.${TCsvFieldName}`, { defaultValue: field });
}

/** The labels of several fields, as one list. */
export function fieldList(fields: readonly string[], t: TFunction): string {
  return fields.map((field) => fieldLabel(field, t)).join(', ');
}

const MESSAGE_KEYS = ['headerAndRow', 'tooLarge', 'tooManyRows', 'keyReused', 'stillRunning'] as const;

/**
 * An import message of @rentfolio/contracts (the parser's, or the server's 400/409/413 answer) in the user's
 * language; any other text goes through translateMessage, which knows the property rules' messages.
 */
export function translateImportMessage(message: string, t: TFunction): string {
  const key = MESSAGE_KEYS.find((candidate) => IMPORT_MESSAGES[candidate] === message);
  if (key) return t(`importExport.messages.${key}`);
  if (message === `${IMPORT_MESSAGES.invalidFileTypeTitle}: ${IMPORT_MESSAGES.invalidFileType}`) {
    return `${t('importExport.toasts.invalidFileTypeTitle')}: ${t('importExport.toasts.invalidFileType')}`;
  }
  if (message === formatTooManyLinesMessage(IMPORT_LIMITS.maxLines))
    return t('importExport.messages.tooManyLines');
  const row = /^Row (\d+) /.exec(message)?.[1];
  if (row && formatUnclosedQuoteMessage(Number(row)) === message) {
    return t('importExport.messages.unclosedQuote', { row });
  }
  if (row && formatLineTooLongMessage(Number(row), IMPORT_LIMITS.maxLineLength) === message) {
    return t('importExport.messages.lineTooLong', { row });
  }
  return translateMessage(message);
}

/** Why one row was refused, written from its code and figures (the server's English message is the fallback). */
export function rowErrorReason(error: TImportRowError, t: TFunction): string {
  const row = String(error.row);
  if (error.code === 'columns' && error.found !== undefined && error.expected !== undefined) {
    return t('importExport.rowErrors.columns', {
      row,
      found: String(error.found),
      expected: String(error.expected),
    });
  }
  if (error.code === 'missing' && error.fields && error.fields.length > 0) {
    return t('importExport.rowErrors.missing', { row, fields: fieldList(error.fields, t) });
  }
  return translateImportMessage(error.message, t);
}

/** 'Error importing {address}: message' (spec), or 'Error importing row N: message' for a row without an address. */
export function rowErrorText(error: TImportRowError, t: TFunction): string {
  const message = rowErrorReason(error, t);
  return error.address
    ? t('importExport.rowErrors.withAddress', { address: error.address, message })
    : t('importExport.rowErrors.withoutAddress', { row: String(error.row), message });
}
