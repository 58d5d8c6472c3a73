import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { AdminPinPanel } from './admin-pin-panel';

const fetchMock = vi.fn<typeof fetch>();
const CONFIG = {
  adminEnabled: true,
  supportPhone: null,
  supportEmail: null,
  mapTileUrl: 'https://t/{z}/{x}/{y}',
};

function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const route = routes[String(input)];
    if (!route) throw new Error(`Unexpected request to ${String(input)}`);
    return route();
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminPinPanel', () => {
  it('enables Access Dashboard only at exactly 4 characters', async () => {
    answer({ '/api/config': () => jsonResponse(200, CONFIG) });
    renderWithApp(<AdminPinPanel />);
    const input = screen.getByLabelText('Admin PIN') as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Access Dashboard' }) as HTMLButtonElement;

    expect(input.type).toBe('password');
    expect(input.maxLength).toBe(4);
    fireEvent.change(input, { target: { value: '123' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '1234' } });
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.anything()));
  });

  it('shows Invalid PIN and clears the field on a wrong PIN', async () => {
    answer({
      '/api/config': () => jsonResponse(200, CONFIG),
      '/api/auth/admin': () =>
        jsonResponse(401, { error: 'Unauthorized', message: 'Invalid PIN', requestId: 'r' }),
    });
    renderWithApp(<AdminPinPanel />);
    const input = screen.getByLabelText('Admin PIN') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid PIN'));
    expect(input.value).toBe('');
  });

  it('signs the admin in on a correct PIN', async () => {
    const admin = { ...TEST_USER, username: 'admin', role: 'admin' as const };
    answer({
      '/api/config': () => jsonResponse(200, CONFIG),
      '/api/auth/admin': () => jsonResponse(200, admin),
    });
    const { queryClient } = renderWithApp(<AdminPinPanel />);
    fireEvent.change(screen.getByLabelText('Admin PIN'), { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(admin));
  });

  it('disables the panel when the server has no admin PIN', async () => {
    answer({ '/api/config': () => jsonResponse(200, { ...CONFIG, adminEnabled: false }) });
    renderWithApp(<AdminPinPanel />);

    await waitFor(() => expect(screen.getByText('Admin access is not enabled on this server.')).toBeTruthy());
    expect((screen.getByLabelText('Admin PIN') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Access Dashboard' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
