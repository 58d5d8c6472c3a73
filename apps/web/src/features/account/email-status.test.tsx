import { MAIL_LIMITS, REPORT_MESSAGES, type TUser } from '@rentfolio/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/features/auth';
import { changeLanguage } from '@/i18n/languages';
import { createApiRouter, getJsonBody, type RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { ProfileTab } from './profile-tab';

// The e-mail's confirmation on the Profile tab (docs/product.md "E-mail"). The server's answers are written out as the
// API gives them (apps/server/test/email-confirmation.api.test.ts); the texts are the product's English.

const UNCONFIRMED: TUser = { ...TEST_USER, emailConfirmed: false };
const PENDING: TUser = { ...TEST_USER, pendingEmail: 'jane.new@example.org' };

let fetchMock: ReturnType<typeof createApiRouter>;

/** The user the server holds: GET /api/auth/user answers it, and the tab shows what the auth query has. */
let serverUser: TUser = TEST_USER;

function setRoutes(routes: Record<string, RouteHandler>) {
  fetchMock = createApiRouter({ 'GET /api/auth/user': () => jsonResponse(200, serverUser), ...routes });
  vi.stubGlobal('fetch', fetchMock);
}

function ProfileOfSignedInUser() {
  const { user } = useAuth();
  return user ? <ProfileTab user={user} /> : null;
}

async function renderProfile(user: TUser, routes: Record<string, RouteHandler> = {}) {
  serverUser = user;
  setRoutes(routes);
  renderWithApp(
    <>
      <ProfileOfSignedInUser />
      <Toaster />
    </>,
  );
  return within(await screen.findByTestId('email-status'));
}

async function findToast(title: string) {
  const titleElement = await screen.findByText(title, { selector: '[data-title]' });
  return titleElement.closest('[data-sonner-toast]') as HTMLElement;
}

const calls = (key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key).length;

afterEach(async () => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the e-mail status on the Profile tab', () => {
  it('says Confirmed beside the field, which it describes, and offers no link to send', async () => {
    const status = await renderProfile(TEST_USER);
    expect(status.getByTestId('email-status-badge').textContent).toBe('Confirmed');
    const field = screen.getByRole('textbox', { name: 'Email Address' });
    expect(field.getAttribute('aria-describedby')).toBe(status.getByTestId('email-status-badge').id);
    expect(status.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('pending-email-notice')).toBeNull();
  });

  it('says Not confirmed, and Send confirmation link shows where the link went', async () => {
    const status = await renderProfile(UNCONFIRMED, {
      'POST /api/user/email/confirmation': () =>
        jsonResponse(200, {
          success: true,
          message: 'A confirmation link is on its way to jane@example.com.',
        }),
    });
    expect(status.getByTestId('email-status-badge').textContent).toBe('Not confirmed');
    expect(status.getByText('Rentfolio sends reports and updates only to a confirmed address.')).toBeTruthy();

    fireEvent.click(status.getByRole('button', { name: 'Send confirmation link' }));

    await waitFor(() =>
      expect(status.getByRole('status').textContent).toBe(
        'A confirmation link is on its way to jane@example.com.',
      ),
    );
    expect(calls('POST /api/user/email/confirmation')).toBe(1);
    // The send is not the form's: nothing was saved.
    expect(calls('PATCH /api/user/profile')).toBe(0);
  });

  it("shows the server's refusals in the user's language", async () => {
    await changeLanguage('es');
    const status = await renderProfile(UNCONFIRMED, {
      'POST /api/user/email/confirmation': () =>
        jsonResponse(200, { success: false, message: REPORT_MESSAGES.notConfigured }),
    });
    fireEvent.click(status.getByRole('button', { name: 'Enviar enlace de confirmación' }));
    await waitFor(() => expect(status.getByRole('status').textContent).toContain('SMTP_URL'));
    expect(status.getByRole('status').textContent).not.toBe(REPORT_MESSAGES.notConfigured);

    setRoutes({
      'POST /api/user/email/confirmation': () =>
        jsonResponse(429, {
          error: 'Too Many Requests',
          message: REPORT_MESSAGES.rateLimited,
          requestId: 'r',
        }),
    });
    fireEvent.click(status.getByRole('button', { name: 'Enviar enlace de confirmación' }));
    await waitFor(() =>
      expect(status.getByRole('status').textContent).toBe(
        `Puedes enviar como máximo ${MAIL_LIMITS.perUserPerHour} correos por hora. Inténtalo de nuevo más tarde.`,
      ),
    );
  });

  it('on "already confirmed" (confirmed in another tab) says so and shows the address confirmed', async () => {
    const status = await renderProfile(UNCONFIRMED, {
      'POST /api/user/email/confirmation': () => {
        serverUser = TEST_USER;
        return jsonResponse(400, {
          error: 'Bad Request',
          message: 'Your e-mail address is already confirmed.',
          requestId: 'r',
        });
      },
    });
    fireEvent.click(status.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(status.getByRole('status').textContent).toBe('Your e-mail address is already confirmed.'),
    );
    await waitFor(() => expect(status.getByTestId('email-status-badge').textContent).toBe('Confirmed'));
  });
});

describe('a new address waiting for its link', () => {
  it('says which address waits and which stays in use, and sends the link again', async () => {
    await renderProfile(PENDING, {
      'POST /api/user/email/confirmation': () =>
        jsonResponse(200, {
          success: true,
          message: 'A confirmation link is on its way to jane.new@example.org.',
        }),
    });
    const notice = within(screen.getByTestId('pending-email-notice'));
    expect(
      notice.getByText(
        'Waiting for confirmation of jane.new@example.org. Until you confirm it, Rentfolio keeps using jane@example.com.',
      ),
    ).toBeTruthy();
    // The address in use is still the confirmed one.
    expect(screen.getByTestId('email-status-badge').textContent).toBe('Confirmed');
    expect((screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement).value).toBe(
      'jane@example.com',
    );

    fireEvent.click(notice.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(notice.getByTestId('pending-email-answer').textContent).toBe(
        'A confirmation link is on its way to jane.new@example.org.',
      ),
    );
  });

  it('Cancel the change drops it, says the address stays, and puts the focus on the e-mail field', async () => {
    await renderProfile(PENDING, {
      'DELETE /api/user/email/pending': () => {
        serverUser = TEST_USER;
        return jsonResponse(200, TEST_USER);
      },
    });
    const cancel = screen.getByRole('button', { name: 'Cancel the change' });
    cancel.focus();
    fireEvent.click(cancel);

    const shown = await findToast('E-mail Change Cancelled');
    expect(within(shown).getByText('Rentfolio keeps using jane@example.com.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-email-notice')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email Address' }));
    expect(calls('DELETE /api/user/email/pending')).toBe(1);
  });

  it('when nothing waits any more (cancelled elsewhere), says so and shows the current state', async () => {
    await renderProfile(PENDING, {
      'DELETE /api/user/email/pending': () => {
        serverUser = TEST_USER;
        return jsonResponse(400, {
          error: 'Bad Request',
          message: 'There is no e-mail change waiting for confirmation.',
          requestId: 'r',
        });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(await findToast('There is no e-mail change waiting for confirmation.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('pending-email-notice')).toBeNull());
  });
});

describe('saving a new address', () => {
  async function saveNewAddress(answer: TUser) {
    await renderProfile(answer.pendingEmail ? TEST_USER : UNCONFIRMED, {
      'PATCH /api/user/profile': () => {
        serverUser = answer;
        return jsonResponse(200, answer);
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email Address' }), {
      target: { value: 'jane.new@example.org' },
    });
    fireEvent.change(document.getElementById('profile-currentPassword') as HTMLInputElement, {
      target: { value: 'my-passphrase-1' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(getJsonBody(fetchMock, 'PATCH /api/user/profile')).toEqual({
      email: 'jane.new@example.org',
      currentPassword: 'my-passphrase-1',
    });
  }

  it('from a confirmed address: the toast says the new one waits for its link and the old one stays', async () => {
    await saveNewAddress(PENDING);
    const shown = await findToast('Confirm Your New Address');
    expect(
      within(shown).getByText(
        'Open the link sent to jane.new@example.org to confirm it. Until then, Rentfolio keeps using jane@example.com.',
      ),
    ).toBeTruthy();
    expect(await screen.findByTestId('pending-email-notice')).toBeTruthy();
    // The form shows the address in use again, and asks for no password any more.
    expect((screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement).value).toBe(
      'jane@example.com',
    );
    expect(document.getElementById('profile-currentPassword')).toBeNull();
  });

  it('from an unconfirmed address: the toast says the address changed and wants confirming', async () => {
    await saveNewAddress({ ...UNCONFIRMED, email: 'jane.new@example.org' });
    const shown = await findToast('Profile Updated');
    expect(
      within(shown).getByText(
        'Your e-mail address is now jane.new@example.org. Confirm it to receive reports and updates.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('pending-email-notice')).toBeNull();
    expect(screen.getByTestId('email-status-badge').textContent).toBe('Not confirmed');
  });
});
