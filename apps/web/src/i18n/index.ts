import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type TTranslation } from './en';

/** One entry per language; adding Spanish is `es: { translation: es }` with an `es.ts` typed as TTranslation. */
export const resources = {
  en: { translation: en },
} as const satisfies Record<string, { translation: TTranslation }>;

export type TLanguage = keyof typeof resources;
export const DEFAULT_LANGUAGE: TLanguage = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}

void i18n.use(initReactI18next).init({
  resources,
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

/**
 * The translation of a text that came from @rentfolio/contracts (a client-side validation message), found by its
 * English wording; any other text, such as a sentence the server sent, is shown as it is.
 */
export function translateMessage(message: string): string {
  const key = (Object.keys(en.messages) as (keyof typeof en.messages)[]).find(
    (candidate) => en.messages[candidate] === message,
  );
  return key ? i18n.t(`messages.${key}`) : message;
}

export { i18n };
