import { MESSAGES, TWO_FACTOR_MESSAGES } from '@rentfolio/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/languages';
import { createApiRouter, getJsonBody, type RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { TWO_FACTOR_STATUS_KEY } from './api';
import { TwoFactorDialog } from './two-factor-dialog';

const SETUP = {
  qrCode: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
};
const OLD_CODES = Array.from({ length: 10 }, (_, index) => `OLDAA-BBB${String(index).padStart(2, '0')}`);
const NEW_CODES = Array.from({ length: 10 }, (_, index) => `NEWAA-CCC${String(index).padStart(2, '0')}`);

/** A 400 as the API sends it: the message, and the field's message in `details`. */
const refusal = (field: string, message: string) =>
  jsonResponse(400, {
    error: 'Bad Request',
    code: 'VALIDATION',
    message,
    requestId: 'r1',
    details: { [field]: message },
  });

let fetchMock: ReturnType<typeof createApiRouter>;
let status = { enabled: true, backupCodesRemaining: 3 };

function useRoutes(routes: Record<string, RouteHandler>) {
  fetchMock = createApiRouter({
    'POST /api/auth/2fa/setup': () => jsonResponse(200, SETUP),
    'GET /api/auth/2fa/status': () => jsonResponse(200, status),
    'GET /api/auth/user': () => jsonResponse(200, TEST_USER),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  status = { enabled: true, backupCodesRemaining: 3 };
});

afterEach(async () => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function renderDialog(isEnabled: boolean) {
  const onOpenChange = vi.fn();
  const rendered = renderWithApp(
    <>
      <TwoFactorDialog open onOpenChange={onOpenChange} isEnabled={isEnabled} />
      <Toaster />
    </>,
    { user: TEST_USER },
  );
  return { ...rendered, onOpenChange };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('setting up: the verify step asks for the password too', () => {
  it('enables Verify only with 6 digits and a password, and sends both', async () => {
    useRoutes({ 'POST /api/auth/2fa/verify': () => jsonResponse(200, { backupCodes: OLD_CODES }) });
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    const code = await within(dialog).findByLabelText('Verification code');
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    const verify = within(dialog).getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');

    type(code, '123456');
    expect(verify.disabled).toBe(true);
    type(password, 'correct horse');
    expect(verify.disabled).toBe(false);
    type(code, '12345');
    expect(verify.disabled).toBe(true);
    type(code, '123456');
    fireEvent.click(verify);

    expect(await screen.findByRole('dialog', { name: 'Save Your Backup Codes' })).toBeTruthy();
    expect(getJsonBody(fetchMock, 'POST /api/auth/2fa/verify')).toEqual({
      code: '123456',
      password: 'correct horse',
    });
    expect(await screen.findByText('2FA Enabled')).toBeTruthy();
    expect(screen.getByText('Two-factor authentication has been successfully enabled.')).toBeTruthy();
  });

  it('shows a wrong password on the password field, keeps the code and turns nothing on', async () => {
    useRoutes({
      'POST /api/auth/2fa/verify': () => refusal('password', MESSAGES.currentPasswordWrong),
    });
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    const code = (await within(dialog).findByLabelText('Verification code')) as HTMLInputElement;
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    type(code, '123456');
    type(password, 'not-the-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    const error = await within(dialog).findByRole('alert');
    expect(error.textContent).toBe('The current password is not correct.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(password);
    expect(code.value).toBe('123456');
    expect(code.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Save Your Backup Codes' })).toBeNull();
    // Typing a new password clears its error.
    type(password, 'another try');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps the product’s wording for a wrong code, on the code field', async () => {
    useRoutes({
      'POST /api/auth/2fa/verify': () => refusal('code', TWO_FACTOR_MESSAGES.invalidCode),
    });
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    const code = (await within(dialog).findByLabelText('Verification code')) as HTMLInputElement;
    type(code, '123456');
    type(within(dialog).getByLabelText('Password'), 'correct horse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    const error = await within(dialog).findByRole('alert');
    expect(error.textContent).toBe('Invalid verification code. Please try again.');
    expect(error.id).toBe('two-factor-setup-code-error');
    expect(code.value).toBe('');
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
  });

  it("writes the password messages in the user's language, the missing password too", async () => {
    await changeLanguage('de');
    let answer = MESSAGES.currentPasswordWrong as string;
    useRoutes({ 'POST /api/auth/2fa/verify': () => refusal('password', answer) });
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Authentifizierung einrichten' });
    type(await within(dialog).findByLabelText('Bestätigungscode'), '123456');
    type(within(dialog).getByLabelText('Passwort'), 'x');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Das aktuelle Passwort ist nicht korrekt.',
    );

    answer = 'Enter your password.';
    type(within(dialog).getByLabelText('Passwort'), 'y');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Geben Sie Ihr Passwort ein.'),
    );
  });
});

describe('managing: new backup codes in place of the old ones', () => {
  async function openReplace() {
    const rendered = renderDialog(true);
    const manage = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    expect((await within(manage).findByTestId('two-factor-backup-remaining')).textContent).toBe(
      '3 backup codes left.',
    );
    const open = within(manage).getByRole('button', { name: 'Replace backup codes' });
    await waitFor(() => expect(document.activeElement).toBe(open));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Replace Backup Codes' });
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    const code = within(dialog).getByLabelText('Current code') as HTMLInputElement;
    const submit = within(dialog).getByRole('button', { name: 'Replace Codes' }) as HTMLButtonElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    return { ...rendered, dialog, password, code, submit };
  }

  it('shows the new codes with the copy and download of the set-up, says the old ones are gone, and reads the count again', async () => {
    useRoutes({
      'POST /api/auth/2fa/backup-codes': () => {
        status = { enabled: true, backupCodesRemaining: 10 };
        return jsonResponse(200, { backupCodes: NEW_CODES });
      },
    });
    const { password, code, submit, onOpenChange, queryClient } = await openReplace();
    expect(password.autocomplete).toBe('current-password');
    expect(submit.disabled).toBe(true);
    type(password, 'correct horse');
    expect(submit.disabled).toBe(true);
    type(code, '654321');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    const codes = await screen.findByRole('dialog', { name: 'Save Your Backup Codes' });
    expect(getJsonBody(fetchMock, 'POST /api/auth/2fa/backup-codes')).toEqual({
      password: 'correct horse',
      code: '654321',
    });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(within(codes).getByRole('status').textContent).toBe(
      'Your old backup codes no longer work. Save these new ones in their place.',
    );
    expect(within(codes).getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(within(codes).getByRole('button', { name: 'Download' })).toBeTruthy();
    // Shown once: no corner close button while they are on screen.
    expect(within(codes).queryByRole('button', { name: 'Close' })).toBeNull();
    // The count is read again by whatever shows it (the Security card, the overview when it opens again).
    expect(queryClient.getQueryState(TWO_FACTOR_STATUS_KEY)?.isInvalidated).toBe(true);

    fireEvent.click(within(codes).getByRole('button', { name: "I've Saved My Codes" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('puts a wrong password and a wrong code on their fields, and Back returns to the overview', async () => {
    let answer = refusal('password', MESSAGES.currentPasswordWrong);
    useRoutes({ 'POST /api/auth/2fa/backup-codes': () => answer });
    const { dialog, password, code, submit } = await openReplace();
    type(password, 'not-the-password');
    type(code, '654321');
    fireEvent.click(submit);
    const passwordError = await within(dialog).findByRole('alert');
    expect(passwordError.textContent).toBe('The current password is not correct.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(code.value).toBe('654321');

    answer = refusal('code', TWO_FACTOR_MESSAGES.invalidCode);
    type(password, 'correct horse');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Invalid verification code. Please try again.',
      ),
    );
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(code.value).toBe('');
    expect(document.activeElement).toBe(code);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const manage = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(manage).getByRole('button', { name: 'Replace backup codes' }),
      ),
    );
  });

  it('says why when too many tries were made, and when the server fails', async () => {
    let answer = jsonResponse(429, {
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 12 minutes and try again.',
      requestId: 'r2',
    });
    useRoutes({ 'POST /api/auth/2fa/backup-codes': () => answer });
    const { dialog, password, code, submit } = await openReplace();
    type(password, 'correct horse');
    type(code, '654321');
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 12 minutes and try again.',
    );

    answer = new Response('upstream down', { status: 502 });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Your backup codes could not be replaced. Please try again.',
      ),
    );
  });
});
