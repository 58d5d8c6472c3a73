import type { TFunction } from 'i18next';
import { useRouter } from 'wouter';

/** A screen of the signed-in app: its route pattern and its name, which the browser tab shows (docs/product.md "Screens"). */
export type AppScreen = { path: string; name: (t: TFunction) => string };

/**
 * Every screen of the signed-in app, in the order signed-in-app.tsx routes them (app-paths.test.ts holds the two
 * lists equal). A screen is named by its nav label where it has one, else by its heading. The list is small and has no
 * screen code in it, so the signed-out pages use it too: to tell an app link from an unknown address.
 */
export const APP_SCREENS: readonly AppScreen[] = [
  { path: '/', name: (t) => t('nav.dashboard') },
  { path: '/add-property', name: (t) => t('properties.add.title') },
  { path: '/properties/:id', name: (t) => t('propertyPage.title') },
  { path: '/properties/:id/edit', name: (t) => t('properties.edit.title') },
  { path: '/portfolio-settings', name: (t) => t('nav.portfolioSettings') },
  { path: '/account', name: (t) => t('nav.account') },
  { path: '/settings', name: (t) => t('nav.settings') },
  { path: '/onboarding', name: (t) => t('onboarding.title') },
  { path: '/property-search', name: (t) => t('nav.search') },
  { path: '/property-comparison', name: (t) => t('nav.compare') },
  { path: '/market-trends', name: (t) => t('nav.marketTrends') },
  { path: '/market-heatmaps', name: (t) => t('nav.marketHeatmaps') },
  { path: '/insights', name: (t) => t('nav.insights') },
  { path: '/ledger', name: (t) => t('nav.ledger') },
  { path: '/ledger/import', name: (t) => t('ledger.bankImport.title') },
  { path: '/rent-roll', name: (t) => t('nav.rentRoll') },
  { path: '/plan-actual', name: (t) => t('nav.planActual') },
  { path: '/schedule-e', name: (t) => t('nav.scheduleE') },
  { path: '/achievements', name: (t) => t('nav.achievements') },
  { path: '/import-export', name: (t) => t('nav.importExport') },
  { path: '/analytics', name: (t) => t('nav.analytics') },
  { path: '/deal-analysis', name: (t) => t('nav.dealAnalysis') },
  { path: '/checkout', name: (t) => t('checkout.title') },
  { path: '/subscription', name: (t) => t('nav.subscription') },
];

/** The query parameter of /sign-in (and /sign-up) that holds the app page to open after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Longer targets are refused: no app page has an address anywhere near this long. */
const MAX_RETURN_TARGET_LENGTH = 2048;

const patternCache = new Map<string, RegExp>();

/**
 * Whether `path` matches the route `pattern` as wouter's router matches it (regexparam: `:name` is one non-empty
 * segment, a trailing slash is allowed, letter case is ignored). Only the `:name` form is used by the app's routes.
 */
export function matchesPattern(pattern: string, path: string): boolean {
  let regExp = patternCache.get(pattern);
  if (!regExp) {
    const segments = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith(':') ? '/([^/]+?)' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      );
    regExp = new RegExp(`^${segments.join('')}/?$`, 'i');
    patternCache.set(pattern, regExp);
  }
  return regExp.test(path);
}

/** The signed-in screen at `path` (an address without its query), or null when no screen has that address. */
export function findAppScreen(path: string): AppScreen | null {
  return APP_SCREENS.find((screen) => matchesPattern(screen.path, path)) ?? null;
}

/**
 * The app page `value` names, when it may be opened after signing in; otherwise null. Only a path of this site that
 * is a signed-in screen passes (with its query): never an absolute URL, a `//host` or `/\host` address (browsers
 * read both as another site), a signed-out page, an unknown path, or anything with a control character or a
 * backslash. So a link that carries a return target cannot send anyone elsewhere (no open redirect).
 */
export function toReturnTarget(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_TARGET_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://rentfolio.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  // Dot segments and the like are resolved by the URL parser: what is left must still be a plain path here.
  if (url.origin !== base || url.pathname.startsWith('//')) return null;
  if (!findAppScreen(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** A sign-in address (`path`) that carries the app page to open afterwards; `target` must have passed toReturnTarget. */
export function withReturnTarget(path: string, target: string | null): string {
  return target ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}` : path;
}

/** The return target carried in a query string ("?returnTo=…" or without the "?"), or null when it has none that is safe. */
export function readReturnTarget(search: string): string | null {
  return toReturnTarget(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/**
 * The address as the browser has it, percent-escapes and all: wouter's useLocation and useSearch decode them, which
 * would change a query such as `?q=50%25` on its way through a return target. It re-renders on every navigation.
 */
export function useExactLocation(): { path: string; search: string } {
  const router = useRouter();
  const [path] = router.hook(router);
  const search = router.searchHook(router);
  return { path, search: search.startsWith('?') || search === '' ? search : `?${search}` };
}
