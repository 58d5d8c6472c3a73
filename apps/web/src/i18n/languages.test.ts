import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './index';
import { changeLanguage, isLanguage, needTexts } from './languages';
import { core as deCore } from './locales/de/core';
import { app as esApp } from './locales/es/app';

afterEach(async () => {
  await changeLanguage('en');
});

describe('changeLanguage', () => {
  it("switches the interface once the language's texts have arrived, and the page's language with it", async () => {
    await changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('common.retry')).toBe(deCore.common.retry);
    expect(i18n.t('common.retry')).not.toBe('Try again');
    expect(document.documentElement.lang).toBe('de');
  });

  it('brings the signed-in texts of the new language when the app has been shown', async () => {
    await needTexts('app');
    await changeLanguage('es');
    expect(i18n.t('settings.title')).toBe(esApp.settings.title);
  });

  it('goes back to English', async () => {
    await changeLanguage('it');
    await changeLanguage('en');
    expect(i18n.t('common.retry')).toBe('Try again');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('isLanguage', () => {
  it('knows the five languages and nothing else', () => {
    expect(['en', 'es', 'fr', 'de', 'it'].every(isLanguage)).toBe(true);
    expect(isLanguage('pt')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
