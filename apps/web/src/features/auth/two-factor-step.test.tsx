import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCodeDigits } from '@/lib/code-digits';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { AuthPanel } from './auth-panel';
import { AUTH_USER_QUERY_KEY } from './use-auth';

const fetchMock = vi.fn<typeof fetch>();
const CHALLENGE = {
  twoFactorRequired: true,
  message: 'Enter the code from your authenticator app to finish signing in.',
  expiresInSeconds: 300,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function reachSecondStep() {
  fetchMock.mockResolvedValueOnce(jsonResponse(202, CHALLENGE));
  const rendered = renderWithApp(<AuthPanel />);
  fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: 'jane' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Two-Factor Sign-In' });
  return rendered;
}

describe('toCodeDigits', () => {
  it('keeps digits only, at most 6', () => {
    expect(toCodeDigits('12a3 45-678')).toBe('123456');
    expect(toCodeDigits('abc')).toBe('');
  });
});

describe('the second step of a sign-in', () => {
  it('follows a 202 sign-in without signing in, and enables Verify at exactly 6 digits', async () => {
    const { queryClient } = await reachSecondStep();
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toBeUndefined();
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(document.activeElement?.textContent).toBe('Two-Factor Sign-In');
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(input.value).toBe('1234');
    expect(verify.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('123456');
    expect(verify.disabled).toBe(false);
  });

  it('signs in with a right code', async () => {
    const { queryClient } = await reachSecondStep();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, TEST_USER));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(TEST_USER));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/auth/2fa/challenge');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '654321' });
  });

  it('says a wrong code is wrong, clears it, and lets the user try again or use a backup code', async () => {
    await reachSecondStep();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { error: 'Unauthorized', code: 'INVALID_CODE', message: 'x', requestId: 'r' }),
    );
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code. Please try again.',
    );
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, TEST_USER));
    fireEvent.change(screen.getByLabelText('Backup code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({ backupCode: 'abcde-fghjk' });
  });

  it('goes back to the password form with the reason when the sign-in has expired', async () => {
    await reachSecondStep();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { error: 'Unauthorized', code: 'CHALLENGE_EXPIRED', message: 'x', requestId: 'r' }),
    );
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your sign-in has expired or had too many wrong codes. Please sign in again with your password.',
    );
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Username or Email') as HTMLInputElement).value).toBe('jane');
  });
});
