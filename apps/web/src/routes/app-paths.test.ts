import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { i18n } from '@/i18n';
import {
  APP_SCREENS,
  findAppScreen,
  matchesPattern,
  readReturnTarget,
  toReturnTarget,
  withReturnTarget,
} from './app-paths';
import { SIGNED_OUT_PATHS } from './signed-out-paths';

const t = i18n.getFixedT('en');

describe('APP_SCREENS', () => {
  it('lists exactly the screens signed-in-app.tsx routes, in its order', () => {
    const source = readFileSync(join(__dirname, '..', 'signed-in-app.tsx'), 'utf8');
    const routed = [...source.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1] ?? '');
    const signedOut: string[] = Object.values(SIGNED_OUT_PATHS);
    expect(routed.filter((path) => !signedOut.includes(path))).toEqual(APP_SCREENS.map((s) => s.path));
    expect(routed.filter((path) => signedOut.includes(path))).toEqual(signedOut);
  });

  it('names each screen of the nav by its nav label, and every other one by a text of its own', () => {
    for (const item of NAV_ITEMS) expect(findAppScreen(item.href)?.name(t)).toBe(t(`nav.${item.labelKey}`));
    expect(findAppScreen('/properties/12')?.name(t)).toBe('Property Details');
    expect(findAppScreen('/properties/12/edit')?.name(t)).toBe('Edit Property');
    expect(findAppScreen('/add-property')?.name(t)).toBe('Add Property');
    expect(findAppScreen('/onboarding')?.name(t)).toBe('Portfolio Setup');
    expect(findAppScreen('/checkout')?.name(t)).toBe('Everything is Free');
    for (const screen of APP_SCREENS) expect(screen.name(t)).not.toMatch(/^[a-z]+\.[\w.]+$/);
  });

  it('names the screens in the other languages too', async () => {
    const { changeLanguage } = await import('@/i18n/languages');
    await changeLanguage('fr');
    try {
      const fr = i18n.getFixedT('fr');
      expect(findAppScreen('/deal-analysis')?.name(fr)).toBe(
        i18n.getResource('fr', 'translation', 'nav.dealAnalysis'),
      );
      expect(findAppScreen('/properties/3')?.name(fr)).toBe('Détails du bien');
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('matchesPattern', () => {
  const paths = [
    '/',
    '',
    '/deal-analysis',
    '/deal-analysis/',
    '/Deal-Analysis',
    '/deal-analysis/x',
    '/properties/12',
    '/properties/12/',
    '/properties/12/edit',
    '/properties/',
    '/properties',
    '/properties/%2F/edit',
    '/sign-in',
  ];

  it("matches as wouter's own router does", () => {
    const { result } = renderHook(() => useRouter().parser);
    const parser = result.current;
    for (const screen of APP_SCREENS)
      for (const path of paths)
        expect(matchesPattern(screen.path, path), `${screen.path} against ${path}`).toBe(
          matchRoute(parser, screen.path, path)[0],
        );
  });
});

describe('toReturnTarget', () => {
  it('keeps an app page of this site with its query', () => {
    expect(toReturnTarget('/deal-analysis')).toBe('/deal-analysis');
    expect(toReturnTarget('/properties/12')).toBe('/properties/12');
    expect(toReturnTarget('/market-trends?city=Austin&state=TX')).toBe('/market-trends?city=Austin&state=TX');
    expect(toReturnTarget('/property-search?q=50%25')).toBe('/property-search?q=50%25');
    expect(toReturnTarget('/')).toBe('/');
  });

  it('refuses anything that could leave the site: absolute URLs, //host, /\\host, other schemes', () => {
    for (const value of [
      'https://evil.example/',
      'http://evil.example/deal-analysis',
      '//evil.example',
      '//evil.example/deal-analysis',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example/deal-analysis',
      ' /deal-analysis',
      '/deal-analysis/..//evil.example',
      '/deal-analysis/../../evil.example',
    ])
      expect(toReturnTarget(value), value).toBeNull();
  });

  it('refuses the signed-out pages, unknown paths, the API, nothing at all and very long targets', () => {
    for (const value of [
      '/sign-in',
      '/sign-up?returnTo=/deal-analysis',
      '/admin-access',
      '/no-such-page',
      '/api/auth/user',
      '',
      null,
      undefined,
      `/deal-analysis?q=${'a'.repeat(2100)}`,
    ])
      expect(toReturnTarget(value), String(value)).toBeNull();
  });
});

describe('readReturnTarget and withReturnTarget', () => {
  it('carry a target through a sign-in address and back, query and escapes untouched', () => {
    for (const target of [
      '/deal-analysis',
      '/market-trends?city=Austin&state=TX',
      '/property-search?q=50%25&x=a+b',
    ]) {
      const address = withReturnTarget('/sign-in', target);
      expect(address.startsWith('/sign-in?returnTo=%2F')).toBe(true);
      expect(readReturnTarget(address.slice('/sign-in'.length))).toBe(target);
      expect(readReturnTarget(address.slice('/sign-in?'.length))).toBe(target);
    }
    expect(withReturnTarget('/sign-up', null)).toBe('/sign-up');
  });

  it('reads no target from a query that has none, or an unsafe one', () => {
    expect(readReturnTarget('')).toBeNull();
    expect(readReturnTarget('?other=1')).toBeNull();
    expect(readReturnTarget('?returnTo=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readReturnTarget('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(readReturnTarget('?returnTo=%2Fsign-in')).toBeNull();
  });
});
