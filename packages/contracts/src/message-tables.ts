import { ACCOUNT_MESSAGES } from './account';
import { BANK_IMPORT_MESSAGES } from './bank-import-messages';
import { EMAIL_CONFIRMATION, EMAIL_CONFIRMATION_MESSAGES } from './email-confirmation';
import { LEDGER_MESSAGES } from './ledger';
import { codeOfMessage, recordedMessageCodes, recordMessageTable, type TMessageCode } from './message-codes';
import { MESSAGES } from './messages';
import { PLAN_ACTUAL_MESSAGES } from './plan-actual';
import { GOAL_MESSAGES } from './portfolio';
import { PROPERTY_MESSAGES } from './property';
import { RENT_ROLL_MESSAGES } from './rent-roll-messages';
import { SCHEDULE_E_MESSAGES } from './schedule-e-messages';
import { SETTINGS_MESSAGES } from './settings-options';
import { TWO_FACTOR_MESSAGES } from './two-factor';

let isRecorded = false;

/**
 * The message tables' codes (`<prefix>.<key>`), recorded on first use rather than where each table is written, so
 * that a screen that shows one fixed message (the landing page's) does not load the table of codes.
 */
function recordTables(): void {
  if (isRecorded) return;
  isRecorded = true;
  recordMessageTable('messages', MESSAGES);
  recordMessageTable('confirmEmail.messages', EMAIL_CONFIRMATION_MESSAGES, {
    hours: EMAIL_CONFIRMATION.linkValidHours,
  });
  recordMessageTable('account.messages', ACCOUNT_MESSAGES);
  recordMessageTable('twoFactor.messages', TWO_FACTOR_MESSAGES);
  recordMessageTable('validation.property', PROPERTY_MESSAGES);
  recordMessageTable('validation.goals', GOAL_MESSAGES);
  recordMessageTable('validation.settings', SETTINGS_MESSAGES);
  recordMessageTable('validation.ledger', LEDGER_MESSAGES);
  recordMessageTable('validation.planActual', PLAN_ACTUAL_MESSAGES);
  recordMessageTable('validation.scheduleE', SCHEDULE_E_MESSAGES);
  recordMessageTable('validation.bankImport', BANK_IMPORT_MESSAGES);
  recordMessageTable('validation.rentRoll', RENT_ROLL_MESSAGES);
}

/** The code of any message the contracts write: a table's, or one a schema recorded as it was built. */
export function codeOfContractMessage(text: string): TMessageCode | undefined {
  recordTables();
  return codeOfMessage(text);
}

/** Every code the contracts record (the translation tests check each against the five languages). */
export function contractMessageCodes(): TMessageCode[] {
  recordTables();
  return recordedMessageCodes();
}
