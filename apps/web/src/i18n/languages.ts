import { LANGUAGES, type TLanguage } from '@rentfolio/contracts';
import { i18n } from './index';

/**
 * The three parts of the texts, each downloaded with the code that shows it (docs/product.md "Languages"): the first
 * screen's, the sign-in panels', and the signed-in app's. English is bundled with each part; another language's part
 * is a chunk of its own, downloaded only when that language is the active one.
 */
export type TTextPart = 'core' | 'panels' | 'app';
type TOtherLanguage = Exclude<TLanguage, 'en'>;
type TLoader = () => Promise<object>;

// Written out in full so that the bundler sees each import and makes it a chunk of its own.
const LOADERS: Record<TOtherLanguage, Record<TTextPart, TLoader>> = {
  es: {
    core: () => import('./locales/es/core').then((module) => module.core),
    panels: () => import('./locales/es/panels').then((module) => module.panels),
    app: () => import('./locales/es/app').then((module) => module.app),
  },
  fr: {
    core: () => import('./locales/fr/core').then((module) => module.core),
    panels: () => import('./locales/fr/panels').then((module) => module.panels),
    app: () => import('./locales/fr/app').then((module) => module.app),
  },
  de: {
    core: () => import('./locales/de/core').then((module) => module.core),
    panels: () => import('./locales/de/panels').then((module) => module.panels),
    app: () => import('./locales/de/app').then((module) => module.app),
  },
  it: {
    core: () => import('./locales/it/core').then((module) => module.core),
    panels: () => import('./locales/it/panels').then((module) => module.panels),
    app: () => import('./locales/it/app').then((module) => module.app),
  },
};

/** The parts the page has shown so far: a change of language downloads those parts of the new language. */
const neededParts = new Set<TTextPart>(['core']);
const pending = new Map<string, Promise<void>>();

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function loadPart(language: TLanguage, part: TTextPart): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const key = `${language}:${part}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = LOADERS[language][part]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A failed download (offline, say) may be tried again by the next change; meanwhile English shows.
    loading.catch(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/** Makes sure the active language's texts of `part` are there before the code that shows them renders. */
export async function needTexts(part: TTextPart): Promise<void> {
  neededParts.add(part);
  const language = i18n.language;
  if (isLanguage(language)) await loadPart(language, part).catch(() => undefined);
}

/**
 * Switches the whole interface to `language`: its texts of every part shown so far arrive first, so the page never
 * shows a mix of two languages. When they cannot be downloaded, the interface stays as it is and the promise rejects.
 */
export async function changeLanguage(language: TLanguage): Promise<void> {
  if (i18n.language === language) return;
  await Promise.all([...neededParts].map((part) => loadPart(language, part)));
  await i18n.changeLanguage(language);
}
