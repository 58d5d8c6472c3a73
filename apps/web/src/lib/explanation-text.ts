import type { TExplanationTermKey } from '@rentfolio/finance';
import { i18n } from '@/i18n';
import { en } from '@/i18n/en';

/** Every term the finance engine can name has a label here; a new term fails the type check until it has one. */
const TERM_LABELS: Record<TExplanationTermKey, string> = en.explain.terms;

type FormulaKey = keyof typeof en.explain.formulas;
type NoteKey = keyof typeof en.explain.notes;

function findKeyByText<TKey extends string>(texts: Record<TKey, string>, text: string): TKey | null {
  return (Object.keys(texts) as TKey[]).find((key) => texts[key] === text) ?? null;
}

/**
 * The finance engine explains in English and names each formula by its wording only (its variants, such as an
 * interest-free loan's payment, share a figure key). The translation is found by that wording, as translateMessage
 * finds the contracts' messages; an unknown text is shown as the engine wrote it.
 */
export function findFormulaKey(formula: string): FormulaKey | null {
  return findKeyByText(en.explain.formulas, formula);
}

export function findNoteKey(note: string): NoteKey | null {
  return findKeyByText(en.explain.notes, note);
}

export function translateFormula(formula: string): string {
  const key = findFormulaKey(formula);
  return key ? i18n.t(`explain.formulas.${key}`) : formula;
}

export function translateNote(note: string): string {
  const key = findNoteKey(note);
  return key ? i18n.t(`explain.notes.${key}`) : note;
}

export function translateTermLabel(key: TExplanationTermKey, fallback: string): string {
  return key in TERM_LABELS ? i18n.t(`explain.terms.${key}`) : fallback;
}
