// Every web test sees all the texts, as the signed-in app does once loaded.
import '@/i18n';
import '@/i18n/app-strings';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { DEFAULT_LANGUAGE, i18n } from '@/i18n';

// waitFor and findBy* poll for up to 5 s instead of Testing Library's 1 s: a debounced filter and its fetch
// settle in a few milliseconds alone, but CI runs this suite beside the API suite, the build and the lint on
// two cores, where a second was not always enough (a wait bound, not an assertion: a test that fails still fails).
configure({ asyncUtilTimeout: 5000 });

// The web files share one page per worker (vitest.config.ts, isolate: false), so each file starts from a clean
// one: the address, both storages, the attributes a screen puts on <html> (theme, language, text size) and the
// interface language are put back as a fresh page has them.
beforeAll(async () => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.body.innerHTML = '';
  document.title = '';
  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
  root.lang = DEFAULT_LANGUAGE;
});

// What a test rendered is unmounted after it, whether or not the file calls cleanup itself.
afterEach(() => {
  cleanup();
});
