import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppScreenTitle, ReturnAfterSignIn } from '@/signed-in-app';
import { jsonResponse, renderWithApp } from '@/test/render';
import { SignedOutRoutes } from './signed-out-routes';

beforeEach(() => {
  // The landing page and the panels call nothing but this in these tests.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { enabled: false })),
  );
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  document.title = 'Rentfolio';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signed out, the address of a signed-in screen', () => {
  it('shows the sign-in panel, carrying the page and its query to open afterwards', async () => {
    const { location } = renderWithApp(<SignedOutRoutes />, { path: '/market-trends?city=Austin&state=TX' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Sign in to continue to the page you opened.')).toBeTruthy();
    // Replaced, not pushed: Back does not come back to the address that sent here.
    expect(location.history).toEqual([
      `/sign-in?returnTo=${encodeURIComponent('/market-trends?city=Austin&state=TX')}`,
    ]);
    await waitFor(() => expect(document.title).toBe('Sign In · Rentfolio'));
  });

  it('keeps the page to open when the panel switches to Create Account and back', async () => {
    const { location } = renderWithApp(<SignedOutRoutes />, { path: '/properties/12' });
    const toggle = await screen.findByRole('button', { name: 'Create Account' });

    fireEvent.click(toggle);

    const carried = `returnTo=${encodeURIComponent('/properties/12')}`;
    expect(location.history.at(-1)).toBe(`/sign-up?${carried}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Create Account · Rentfolio'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(location.history.at(-1)).toBe(`/sign-in?${carried}`);
  });

  it('shows the 404 page for an unknown path, and the landing page at /', async () => {
    renderWithApp(<SignedOutRoutes />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page Not Found · Rentfolio'));
    cleanup();

    document.title = 'Something else';
    const { location } = renderWithApp(<SignedOutRoutes />, { path: '/' });
    await waitFor(() => expect(document.title).toBe('Rentfolio'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign In' })).toBeNull();
    expect(location.history).toEqual(['/']);
  });

  it('says nothing of a page to open on a plain sign-in, or when the return target is not an app page', async () => {
    renderWithApp(<SignedOutRoutes />, { path: '/sign-in?returnTo=%2F%2Fevil.example' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Welcome back. Sign in to your Rentfolio account.')).toBeTruthy();
  });
});

describe('signed in on a sign-in address', () => {
  it('opens the page the address carries', () => {
    const { location } = renderWithApp(<ReturnAfterSignIn />, {
      path: `/sign-in?returnTo=${encodeURIComponent('/market-trends?city=Austin&state=TX')}`,
    });
    expect(location.history.at(-1)).toBe('/market-trends?city=Austin&state=TX');
  });

  it('opens the dashboard when the target is another site, a signed-out page or missing', () => {
    for (const search of [
      `?returnTo=${encodeURIComponent('https://evil.example/deal-analysis')}`,
      `?returnTo=${encodeURIComponent('//evil.example')}`,
      `?returnTo=${encodeURIComponent('/\\evil.example')}`,
      `?returnTo=${encodeURIComponent('/sign-up')}`,
      '',
    ]) {
      const { location } = renderWithApp(<ReturnAfterSignIn />, { path: `/sign-in${search}` });
      expect(location.history.at(-1), search).toBe('/');
      cleanup();
    }
  });
});

describe('the signed-in tab title', () => {
  it('names the screen, follows navigation and the language, and names the 404 page', async () => {
    const { location } = renderWithApp(<AppScreenTitle />, { path: '/deal-analysis' });
    expect(document.title).toBe('Deal Analysis · Rentfolio');

    act(() => location.navigate('/properties/4/edit'));
    expect(document.title).toBe('Edit Property · Rentfolio');

    const { changeLanguage } = await import('@/i18n/languages');
    const { i18n } = await import('@/i18n');
    await act(() => changeLanguage('es'));
    try {
      expect(document.title).toBe(`${i18n.t('properties.edit.title')} · Rentfolio`);
      expect(document.title).not.toContain('Edit Property');
    } finally {
      await act(() => changeLanguage('en'));
    }

    act(() => location.navigate('/no-such-page'));
    expect(document.title).toBe('Page Not Found · Rentfolio');
  });
});
