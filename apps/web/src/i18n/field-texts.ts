import { fieldsTexts } from './en/fields';

type TFieldsTexts = typeof fieldsTexts;

/** The fields whose shared texts (`fields.*`) include a hint. */
export type THintedField = {
  [K in keyof TFieldsTexts]: TFieldsTexts[K] extends { hint: string } ? K : never;
}[keyof TFieldsTexts];

/**
 * Whether a field has a hint among the shared field texts, so that a form that lays out its fields by the model shows
 * each hint the texts give. English tells for every language: each has the same keys (translations.test.ts).
 */
export function hasFieldHint(name: string): name is THintedField {
  return Object.hasOwn(fieldsTexts, name) && 'hint' in fieldsTexts[name as keyof TFieldsTexts];
}
