import { LANGUAGES } from '@rentfolio/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { app as deApp } from './locales/de/app';
import { core as deCore } from './locales/de/core';
import { panels as dePanels } from './locales/de/panels';
import { sameAsEnglish as deSame } from './locales/de/same-as-english';
import { app as esApp } from './locales/es/app';
import { core as esCore } from './locales/es/core';
import { panels as esPanels } from './locales/es/panels';
import { sameAsEnglish as esSame } from './locales/es/same-as-english';
import { app as frApp } from './locales/fr/app';
import { core as frCore } from './locales/fr/core';
import { panels as frPanels } from './locales/fr/panels';
import { sameAsEnglish as frSame } from './locales/fr/same-as-english';
import { app as itApp } from './locales/it/app';
import { core as itCore } from './locales/it/core';
import { panels as itPanels } from './locales/it/panels';
import { sameAsEnglish as itSame } from './locales/it/same-as-english';

/**
 * Every language is complete (docs/product.md "Languages"): each English key has a non-empty text in es, fr, de and
 * it, with the same placeholders and every plural form the language's rules ask for (Intl.PluralRules, not a list of
 * ours), and no text is left in English unless that language's short list says the word is the same there.
 */
const LOCALES = {
  es: { texts: { ...esCore, ...esPanels, ...esApp }, same: esSame },
  fr: { texts: { ...frCore, ...frPanels, ...frApp }, same: frSame },
  de: { texts: { ...deCore, ...dePanels, ...deApp }, same: deSame },
  it: { texts: { ...itCore, ...itPanels, ...itApp }, same: itSame },
} as const;

/** A short list: the product's name, abbreviations, US example values and the like. */
const MAX_SAME_AS_ENGLISH = 30;

function flatten(texts: object, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value as object, path)) leaves.set(leaf, text);
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

const english = flatten(en);

describe('translations', () => {
  it('covers every language the settings offer', () => {
    expect(Object.keys(LOCALES).sort()).toEqual(LANGUAGES.filter((code) => code !== 'en').sort());
  });

  for (const [language, { texts, same }] of Object.entries(LOCALES)) {
    describe(language, () => {
      const translated = flatten(texts);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it('has a non-empty text for every English key, with the same placeholders', () => {
        const problems: string[] = [];
        for (const [key, text] of english) {
          const value = translated.get(key);
          if (value === undefined || value.trim() === '') problems.push(`${key}: missing or empty`);
          else if (placeholders(value).join() !== placeholders(text).join())
            problems.push(`${key}: placeholders ${placeholders(value)} instead of ${placeholders(text)}`);
        }
        expect(problems).toEqual([]);
      });

      it("has every plural form the language's rules ask for, and no key English lacks", () => {
        const bases = new Set(
          [...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
        );
        const missing = [...bases].flatMap((base) =>
          categories
            .filter((category) => !translated.has(`${base}_${category}`))
            .map((category) => `${base}_${category}`),
        );
        expect(missing).toEqual([]);
        const extra = [...translated.keys()].filter(
          (key) => !english.has(key) && !(PLURAL.test(key) && bases.has(key.replace(PLURAL, ''))),
        );
        expect(extra).toEqual([]);
      });

      it('leaves nothing in English but the words on its short list', () => {
        const identical = [...english]
          .filter(([key, text]) => translated.get(key) === text)
          .map(([, text]) => text);
        expect(identical.filter((text) => !same.includes(text))).toEqual([]);
        expect(same.length).toBeLessThanOrEqual(MAX_SAME_AS_ENGLISH);
      });
    });
  }
});
