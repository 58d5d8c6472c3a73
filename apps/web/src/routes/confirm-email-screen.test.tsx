import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/languages';
import { panelTextsReady } from '@/i18n/panel-strings';
import { createApiRouter, getJsonBody, type RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp } from '@/test/render';
import { ConfirmEmailScreen } from './confirm-email-screen';

// The page behind a confirmation e-mail's link (docs/product.md "E-mail"). The server's answers are written out as
// the API gives them (apps/server/test/email-confirmation.api.test.ts).

const TOKEN = '7.1795000000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const LINK_INVALID =
  'This confirmation link is not valid any more: it was used, or a newer link replaced it. Send a new one from your Account page.';
const LINK_EXPIRED =
  'This confirmation link has expired (links work for 48 hours). Send a new one from your Account page.';

let fetchMock: ReturnType<typeof createApiRouter>;

function setRoutes(confirm: RouteHandler) {
  fetchMock = createApiRouter({
    'POST /api/auth/confirm-email': confirm,
    'GET /api/auth/user': () => jsonResponse(401, { error: 'Unauthorized', message: 'x', requestId: 'r' }),
  });
  vi.stubGlobal('fetch', fetchMock);
}

const refusal = (status: number, message: string) => () =>
  jsonResponse(status, { error: 'Bad Request', message, requestId: 'r' });

const confirmCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/confirm-email').length;

function renderScreen({ isSignedIn = false, search = `?token=${TOKEN}` } = {}) {
  return renderWithApp(<ConfirmEmailScreen isSignedIn={isSignedIn} />, { path: `/confirm-email${search}` });
}

// As in development: React runs each effect twice on mounting, and the token must still be sent once.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));

beforeEach(async () => {
  await panelTextsReady;
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  document.title = 'Rentfolio';
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('/confirm-email', () => {
  it('sends the token once (React StrictMode included), shows that it checks, then the confirmed address', async () => {
    let answer!: (response: Response) => void;
    setRoutes(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { queryClient } = renderScreen({ isSignedIn: true });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your e-mail address' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking the link from your e-mail...');
    expect(screen.queryByRole('link', { name: 'Go to Account' })).toBeNull();
    await waitFor(() => expect(confirmCalls()).toBe(1));
    expect(getJsonBody(fetchMock, 'POST /api/auth/confirm-email')).toEqual({ token: TOKEN });

    await act(async () => {
      answer(jsonResponse(200, { message: 'Your e-mail address is confirmed.', email: 'jane@example.com' }));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail Confirmed' })).toBeTruthy();
    expect(screen.getByText('Your e-mail address is confirmed.')).toBeTruthy();
    expect(screen.getByTestId('confirmed-address').textContent).toBe('jane@example.com');
    expect(screen.getByRole('link', { name: 'Go to Account' }).getAttribute('href')).toBe('/account');
    // The app reads the user again, so that it shows the address confirmed.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/auth/user'] });
    expect(confirmCalls()).toBe(1);
    await waitFor(() => expect(document.title).toBe('Confirm E-mail · Rentfolio'));
  });

  it("shows a used or replaced link's reason, and signed out leads to sign-in, then Account", async () => {
    setRoutes(refusal(400, LINK_INVALID));
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Address Was Not Confirmed' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/sign-in?returnTo=${encodeURIComponent('/account')}`,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("writes the server's reasons in the user's language: expired (with its hours) and the address taken", async () => {
    await changeLanguage('de');
    setRoutes(refusal(400, LINK_EXPIRED));
    renderScreen({ isSignedIn: true });
    expect(
      await screen.findByText(
        'Dieser Bestätigungslink ist abgelaufen (Links sind 48 Stunden gültig). Fordern Sie auf Ihrer Kontoseite einen neuen an.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Die Adresse wurde nicht bestätigt');
    expect(screen.getByRole('link', { name: 'Zum Konto' })).toBeTruthy();
    cleanup();

    await changeLanguage('fr');
    setRoutes(refusal(409, 'An account with that email address already exists.'));
    renderScreen();
    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('refuses a link without a token, or with one no server would issue, without a call', async () => {
    setRoutes(() => jsonResponse(200, {}));
    renderScreen({ search: '' });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(LINK_INVALID);
    cleanup();

    renderScreen({ search: `?token=${'1'.repeat(201)}` });
    expect((await screen.findByRole('status')).textContent).toBe(LINK_INVALID);
    expect(confirmCalls()).toBe(0);
  });

  it('offers Try again when the server could not be reached, and sends the token again', async () => {
    let isDown = true;
    setRoutes(() =>
      isDown
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(200, { message: 'Your e-mail address is confirmed.', email: 'jane@example.com' }),
    );
    renderScreen();
    expect(
      await screen.findByText('The link could not be checked. Check your connection and try again.'),
    ).toBeTruthy();

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail Confirmed' })).toBeTruthy();
    expect(confirmCalls()).toBe(2);
  });
});
