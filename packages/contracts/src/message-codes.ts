// No zod here: the landing page's messages import this table (ZMessageCode is in errors.ts).
import { DEAL_FIELDS } from '@rentfolio/finance';

/**
 * Every message the contracts write has a stable code (docs/api.md "Errors"): the key of its translation in the web
 * app, and the values of its placeholders. A field's label travels as the field's id and a number as a number, so a
 * client shows the message in its user's language without reading the English back. The API sends the code beside the
 * English message (`messageCode`, `detailCodes`).
 */
export type TMessageValues = Record<string, string | number>;
export interface TMessageCode {
  code: string;
  values?: TMessageValues;
}

/** The English label of each field a message can name, as it reads at the start of a sentence. */
export const FIELD_LABELS = {
  ...(Object.fromEntries(Object.entries(DEAL_FIELDS).map(([name, spec]) => [name, spec.label])) as {
    [K in keyof typeof DEAL_FIELDS]: (typeof DEAL_FIELDS)[K]['label'];
  }),
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  squareFeet: 'Square feet',
  notes: 'Notes',
  currentValue: 'Current value',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  minROI: 'Minimum ROI',
  maxROI: 'Maximum ROI',
  searchText: 'The search text',
  search: 'Search',
  targetValue: 'Target portfolio value',
  targetCashFlow: 'Monthly cash flow target',
  targetProperties: 'Target number of properties',
  targetROI: 'Target average ROI',
  name: 'Name',
  projectionYears: 'Projection years',
  rentGrowth: 'Rent growth',
  expenseGrowth: 'Expense growth',
  appreciation: 'Appreciation',
  sellingCosts: 'Selling costs',
  amount: 'Amount',
  payee: 'Payee',
  memo: 'Memo',
  unitLabel: 'Unit name',
  tenantName: 'Tenant',
} as const;
export type TFieldId = keyof typeof FIELD_LABELS;

/** The messages that name a field or carry a number, in English; `{{field}}` is the field's label. */
export const MESSAGE_TEMPLATES = {
  required: '{{field}} is required.',
  notNumber: '{{field}} must be a number.',
  between: '{{field}} must be between {{min}} and {{max}}.',
  negative: '{{field}} cannot be negative.',
  atMostCharacters: '{{field}} must be at most {{max}} characters.',
  atMost: '{{field}} must be at most {{max}}.',
  moreThan: '{{field}} must be more than {{min}}.',
  wholeNumber: '{{field}} must be a whole number.',
  notText: '{{field}} must be text.',
  brokenCharacter:
    '{{field}} contains a broken character (half of an emoji or symbol). Retype it and try again.',
  controlCharacter:
    '{{field}} contains an invisible control character that is not allowed. Remove it and try again.',
  propertyLimit:
    'An account can hold at most {{limit}} properties, and this one has {{current}}. Delete some before adding more.',
  savedAnalysisLimit: 'An account can keep at most {{limit}} saved analyses. Delete some before saving more.',
} as const;
export type TMessageTemplate = keyof typeof MESSAGE_TEMPLATES;

/** Templates whose English groups thousands (1,000,000); the others write their numbers plainly. */
const GROUPED: ReadonlySet<TMessageTemplate> = new Set(['atMost', 'propertyLimit', 'savedAnalysisLimit']);

const CODE_OF_TEXT = new Map<string, TMessageCode>();

/**
 * Records that `text` is the English of `code`. Schemas record their messages as they are built, so the table holds
 * a fixed set; a message made per request (a count in it) is not recorded here but sent with its code.
 */
export function recordMessageCode(text: string, messageCode: TMessageCode): string {
  CODE_OF_TEXT.set(text, messageCode);
  return text;
}

/** The code of a message the contracts wrote, or undefined for any other text. */
export function codeOfMessage(text: string): TMessageCode | undefined {
  return CODE_OF_TEXT.get(text);
}

/** Every recorded code (the translation tests check each against the five languages). */
export function recordedMessageCodes(): TMessageCode[] {
  return [...CODE_OF_TEXT.values()];
}

/** The English of a template with its values, and its code. */
export function describeMessage(
  template: TMessageTemplate,
  values: TMessageValues,
  label?: string,
): { text: string; messageCode: TMessageCode } {
  const text = MESSAGE_TEMPLATES[template].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (name === 'field') return label ?? FIELD_LABELS[value as TFieldId] ?? String(value);
    return typeof value === 'number' && GROUPED.has(template) ? value.toLocaleString('en-US') : String(value);
  });
  return { text, messageCode: { code: `validation.templates.${template}`, values } };
}

/**
 * A template's English, recorded with its code: what a schema's rule says. `label` names a field that is not in
 * FIELD_LABELS (a test's copy of the deal-field registry).
 */
export function fieldMessage(
  template: TMessageTemplate,
  values: { field: TFieldId | (string & {}) } & TMessageValues,
  label?: string,
): string {
  const { text, messageCode } = describeMessage(template, values, label);
  return recordMessageCode(text, messageCode);
}

/** Records each message of a table under `${prefix}.${key}`, with the values its placeholders take. */
export function recordMessageTable<T extends Record<string, string>>(
  prefix: string,
  table: T,
  values?: TMessageValues,
): T {
  for (const [key, text] of Object.entries(table)) {
    recordMessageCode(text, { code: `${prefix}.${key}`, ...(values ? { values } : {}) });
  }
  return table;
}
