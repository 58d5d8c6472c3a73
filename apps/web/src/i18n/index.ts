import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './en';
import { enCore } from './en-core';

/** The full shape of the texts, for typed keys; at run time the signed-in screens' texts arrive later (./app-strings.ts). */
type Resources = { en: { translation: typeof en } };

export type TLanguage = keyof Resources;
export const DEFAULT_LANGUAGE: TLanguage = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Resources['en'];
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enCore } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already.
  returnNull: false,
});

// Screen readers pick their voice from <html lang>, so it follows the interface language.
function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
