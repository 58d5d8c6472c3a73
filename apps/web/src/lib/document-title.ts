import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title: "<screen> · Rentfolio", or the product's name alone (the landing page). */
export function formatDocumentTitle(screenName: string | null, appName: string): string {
  return screenName ? `${screenName} · ${appName}` : appName;
}

/**
 * Keeps document.title on the screen's name in the user's language (docs/product.md "Screens"): it follows a change
 * of screen and of language. `null` gives the product's name alone.
 */
export function useDocumentTitle(screenName: string | null): void {
  const { t } = useTranslation();
  const title = formatDocumentTitle(screenName, t('common.appName'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
