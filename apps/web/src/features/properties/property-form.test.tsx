import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddPropertyPage } from '@/routes/add-property-page';
import { EditPropertyPage } from '@/routes/edit-property-page';
import { createApiRouter, getJsonBody, type RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { STORED } from '@/test/stored-property';

let fetchMock: ReturnType<typeof createApiRouter>;

function useRoutes(routes: Record<string, RouteHandler>) {
  fetchMock = createApiRouter(routes);
  vi.stubGlobal('fetch', fetchMock);
}

afterEach(() => {
  // Sonner keeps its toasts in module state, across renders.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(screenElement: ReactElement, path: string) {
  return renderWithApp(
    <>
      {screenElement}
      <Toaster />
    </>,
    { user: TEST_USER, path },
  );
}

/** A property field by its id (labels of required fields end with an asterisk). */
function getField(name: string): HTMLInputElement {
  const field = document.getElementById(`property-${name}`);
  if (!(field instanceof HTMLInputElement)) throw new Error(`no field ${name}`);
  return field;
}

function typeInto(name: string, value: string) {
  fireEvent.change(getField(name), { target: { value } });
}

function hasSent(key: string): boolean {
  return fetchMock.mock.calls.some(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
}

describe('Add Property: the form on react-hook-form', () => {
  it("blocks the submit with the model's messages, focuses the first, and clears a message when its field is edited", async () => {
    useRoutes({});
    renderScreen(<AddPropertyPage />, '/add-property');
    const form = within(screen.getByRole('form', { name: 'Add Property' }));

    fireEvent.click(form.getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(form.getByText('Address is required.')).toBeTruthy();
    expect(form.getByText('City is required.')).toBeTruthy();
    expect(form.getByText('Purchase price is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(getField('address')));

    typeInto('address', '9 Oak Lane');
    expect(form.queryByText('Address is required.')).toBeNull();
    expect(getField('address').getAttribute('aria-invalid')).toBeNull();
    // The state is upper-cased as it is typed.
    typeInto('state', 'c1');
    expect(getField('state').value).toBe('C1');
    typeInto('city', 'Austin');
    typeInto('purchasePrice', '300000');
    typeInto('loanTerm', '0');

    fireEvent.click(form.getByRole('button', { name: 'Add Property' }));

    expect(await form.findByText('State must be 2 letters, for example CO.')).toBeTruthy();
    expect(form.getByText('Loan term must be between 1 and 50.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(getField('state')));
    expect(hasSent('POST /api/properties')).toBe(false);
  });

  it("puts a 400's field message on its field and focuses it, keeping what was typed", async () => {
    useRoutes({
      'POST /api/properties': () =>
        jsonResponse(400, {
          error: 'Bad Request',
          message: 'Purchase date cannot be in the future.',
          requestId: 'r1',
          details: { purchaseDate: 'Purchase date cannot be in the future.' },
        }),
    });
    renderScreen(<AddPropertyPage />, '/add-property');
    typeInto('address', '5 Future Way');
    typeInto('city', 'Denver');
    typeInto('state', 'co');
    typeInto('purchasePrice', '200000');
    typeInto('purchaseDate', '2099-01-01');

    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }));

    const purchaseDate = getField('purchaseDate');
    await waitFor(() => expect(purchaseDate.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Purchase date cannot be in the future.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(purchaseDate));
    expect(getField('address').value).toBe('5 Future Way');
    // The resolver submits the schema's output: numbers and an upper-case state.
    expect(getJsonBody(fetchMock, 'POST /api/properties')).toMatchObject({
      address: '5 Future Way',
      state: 'CO',
      purchasePrice: 200_000,
      purchaseDate: '2099-01-01',
      isOccupied: true,
    });
  });
});

describe('after a save, the property’s own page', () => {
  it('Add Property opens the new property’s page; its Cancel returns to the dashboard', async () => {
    useRoutes({
      'POST /api/properties': () => jsonResponse(201, { ...STORED, id: 31, address: '9 Oak Lane' }),
    });
    const { location } = renderScreen(<AddPropertyPage />, '/add-property');
    const form = within(screen.getByRole('form', { name: 'Add Property' }));
    expect(form.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');
    typeInto('address', '9 Oak Lane');
    typeInto('city', 'Austin');
    typeInto('state', 'TX');
    typeInto('purchasePrice', '300000');

    fireEvent.click(form.getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText('Property Added')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/properties/31'));
  });

  it('Save Changes returns to the property’s page, where Cancel goes too', async () => {
    useRoutes({
      'GET /api/properties/9': () => jsonResponse(200, STORED),
      'PATCH /api/properties/9': () => jsonResponse(200, { ...STORED, monthlyRent: 2_600 }),
    });
    const { location } = renderScreen(<EditPropertyPage id="9" />, '/properties/9/edit');
    const form = within(await screen.findByRole('form', { name: 'Edit Property' }));
    expect(form.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/properties/9');

    typeInto('monthlyRent', '2600');
    fireEvent.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Property Updated')).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/properties/9'));
    expect(location.history).not.toContain('/');
  });
});

describe('Edit Property: the form on react-hook-form', () => {
  it('starts from the stored property and sends only what changed, the occupied box included', async () => {
    useRoutes({
      'GET /api/properties/9': () => jsonResponse(200, STORED),
      'PATCH /api/properties/9': () =>
        jsonResponse(200, { ...STORED, monthlyRent: 2_600, isOccupied: false }),
    });
    renderScreen(<EditPropertyPage id="9" />, '/properties/9/edit');
    const form = within(await screen.findByRole('form', { name: 'Edit Property' }));
    expect(getField('address').value).toBe('1428 Elm Street');
    expect(getField('monthlyRent').value).toBe('2,400');
    const occupied = form.getByRole('checkbox', { name: 'Occupied' }) as HTMLInputElement;
    expect(occupied.checked).toBe(true);

    typeInto('monthlyRent', '2600');
    fireEvent.click(occupied);
    fireEvent.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Property Updated')).toBeTruthy();
    expect(getJsonBody(fetchMock, 'PATCH /api/properties/9')).toEqual({
      monthlyRent: 2_600,
      isOccupied: false,
    });
  });
});
