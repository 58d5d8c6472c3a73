import { MESSAGES } from '@rentfolio/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { AuthPanel } from './auth-panel';
import { AUTH_USER_QUERY_KEY } from './use-auth';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('AuthPanel in Sign In mode', () => {
  it('asks to fill in all fields when one is empty, without calling the server', () => {
    renderWithApp(<AuthPanel />);
    type('Username or Email', 'jane');
    submit('Sign In');

    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message on a 401 and keeps the user signed out", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { error: 'Unauthorized', message: MESSAGES.invalidCredentials, requestId: 'r1' }),
    );
    const { queryClient } = renderWithApp(<AuthPanel />);
    type('Username or Email', 'jane');
    type('Password', 'wrong-password');
    submit('Sign In');

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.invalidCredentials));
    expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toBeUndefined();
  });

  it('sends the trimmed credentials with the client header and stores the user on success', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, TEST_USER));
    const { queryClient } = renderWithApp(<AuthPanel />);
    type('Username or Email', '  jane  ');
    type('Password', 'correct horse');
    submit('Sign In');

    await waitFor(() => expect(queryClient.getQueryData(AUTH_USER_QUERY_KEY)).toEqual(TEST_USER));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.headers).toMatchObject({ 'x-rentfolio-client': 'web', 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ usernameOrEmail: 'jane', password: 'correct horse' });
    expect(JSON.parse(localStorage.getItem('rentfolio:user') ?? 'null')).toEqual({
      id: TEST_USER.id,
      name: TEST_USER.name,
      username: TEST_USER.username,
      plan: TEST_USER.plan,
    });
  });

  it('falls back to the generic sentence when the server fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));
    renderWithApp(<AuthPanel />);
    type('Username or Email', 'jane');
    type('Password', 'whatever-it-is');
    submit('Sign In');

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Login failed. Please try again.'),
    );
  });
});

describe('AuthPanel in Create Account mode', () => {
  it('asks for all required fields before any other rule', () => {
    renderWithApp(<AuthPanel initialMode="register" />);
    type('Username', 'jane');
    type('Password', 'short');
    submit('Create Account');

    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a password under 8 characters with the shared message', () => {
    renderWithApp(<AuthPanel initialMode="register" />);
    type('Username', 'jane');
    type('Email', 'jane@example.com');
    type('Password', 'short');
    submit('Create Account');

    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters long.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a common password and a malformed e-mail address before sending', () => {
    renderWithApp(<AuthPanel initialMode="register" />);
    type('Username', 'jane');
    type('Email', 'jane@example.com');
    type('Password', 'password123');
    submit('Create Account');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordTooCommon);

    type('Email', 'not-an-address');
    type('Password', 'a-long-unusual-phrase');
    submit('Create Account');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to Sign In with the username prefilled and the password empty after success', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { user: TEST_USER, message: 'Account created.' }));
    renderWithApp(<AuthPanel initialMode="register" />);
    type('Username', 'jane');
    type('Email', 'jane@example.com');
    type('Password', 'a-long-unusual-phrase');
    submit('Create Account');

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In'));
    expect((screen.getByLabelText('Username or Email') as HTMLInputElement).value).toBe('jane');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message for a taken username (409)", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { error: 'Conflict', message: MESSAGES.usernameTaken, requestId: 'r2' }),
    );
    renderWithApp(<AuthPanel initialMode="register" />);
    type('Username', 'jane');
    type('Email', 'jane@example.com');
    type('Password', 'a-long-unusual-phrase');
    submit('Create Account');

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.usernameTaken));
  });
});

describe('AuthPanel mode toggle', () => {
  it('clears the fields and the error when switching modes', () => {
    renderWithApp(<AuthPanel />);
    type('Password', 'typed-in-sign-in');
    submit('Sign In');
    expect(screen.queryByRole('alert')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Account');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');

    type('Username', 'jane');
    type('Password', 'typed-in-create-account');
    submit('Create Account');
    expect(screen.queryByRole('alert')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Username or Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});
