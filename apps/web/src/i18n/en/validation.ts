import {
  BANK_IMPORT_MESSAGES,
  FIELD_LABELS,
  GOAL_MESSAGES,
  LEDGER_MESSAGES,
  MESSAGE_TEMPLATES,
  PLAN_ACTUAL_MESSAGES,
  PROPERTY_MESSAGES,
  RENT_ROLL_MESSAGES,
  SCHEDULE_E_MESSAGES,
  SETTINGS_MESSAGES,
} from '@rentfolio/contracts';

/**
 * English texts of the validation messages that @rentfolio/contracts writes (and the API sends back), taken from the
 * contracts themselves: each message's code is the key of its text here (contracts' message-codes.ts), which
 * ../translate-message.ts looks up.
 */
export const validationTexts = {
  templates: { ...MESSAGE_TEMPLATES },
  /** The field names the contracts' messages start with, as they read at the start of a sentence. */
  labels: { ...FIELD_LABELS },
  property: { ...PROPERTY_MESSAGES },
  goals: { ...GOAL_MESSAGES },
  settings: { ...SETTINGS_MESSAGES },
  ledger: { ...LEDGER_MESSAGES },
  planActual: { ...PLAN_ACTUAL_MESSAGES },
  scheduleE: { ...SCHEDULE_E_MESSAGES },
  bankImport: { ...BANK_IMPORT_MESSAGES },
  rentRoll: { ...RENT_ROLL_MESSAGES },
} as const;
