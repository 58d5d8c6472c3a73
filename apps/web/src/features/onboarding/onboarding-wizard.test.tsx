import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingPage } from '@/routes/onboarding-page';
import { createApiRouter } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';

let fetchMock: ReturnType<typeof createApiRouter>;

beforeEach(() => {
  fetchMock = createApiRouter({
    'POST /api/properties/bulk': () =>
      jsonResponse(400, {
        error: 'Bad Request',
        message: 'ZIP code must be at most 10 characters.',
        requestId: 'r1',
        details: { 'properties.0.zipCode': 'ZIP code must be at most 10 characters.' },
      }),
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // Sonner keeps its toasts in module state, across renders.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function renderEntryStep() {
  renderWithApp(
    <>
      <OnboardingPage />
      <Toaster />
    </>,
    { user: TEST_USER, path: '/onboarding' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
}

function getDraftForm() {
  return within(screen.getByTestId('onboarding-property-form'));
}

/** A draft field by its id (labels of required fields end with an asterisk). */
function getField(name: string): HTMLInputElement {
  const field = document.getElementById(`onboarding-${name}`);
  if (!(field instanceof HTMLInputElement)) throw new Error(`no field ${name}`);
  return field;
}

function typeInto(name: string, value: string) {
  fireEvent.change(getField(name), { target: { value } });
}

describe('Onboarding: the property form on react-hook-form', () => {
  it("blocks Add Property with the model's message on the field, focused, until it is fixed", async () => {
    renderEntryStep();
    typeInto('address', '5 Pine Court');
    typeInto('city', 'Reno');
    typeInto('purchasePrice', '300000');
    typeInto('downPayment', '120');

    fireEvent.click(getDraftForm().getByRole('button', { name: 'Add Property' }));

    const downPayment = getField('downPayment');
    await waitFor(() => expect(downPayment.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Down payment must be between 0 and 100.')).toBeTruthy();
    // The focus moves in the render after the one that shows the message (react-hook-form reports the errors, then
    // calls the form's onInvalid): on a busy machine the first can be seen before the second.
    await waitFor(() => expect(document.activeElement).toBe(downPayment));
    expect(screen.getByText('No properties added yet')).toBeTruthy();
    // A wrong value is not a missing one.
    expect(screen.queryByText('Missing Information')).toBeNull();

    // An edit clears the message at once; the form checks again on Add Property.
    typeInto('downPayment', '25');
    expect(downPayment.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Down payment must be between 0 and 100.')).toBeNull();

    fireEvent.click(getDraftForm().getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText('Property Added')).toBeTruthy();
    expect(screen.getByText('1 property')).toBeTruthy();
    // The form starts afresh for the next property, at its address.
    expect(getField('address').value).toBe('');
    expect(getField('purchasePrice').value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(getField('address')));
  });

  it('says what is missing with the required fields’ own messages, and keeps what was typed', async () => {
    renderEntryStep();
    typeInto('city', 'Boise');

    fireEvent.click(getDraftForm().getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(screen.getByText('Purchase price is required.')).toBeTruthy();
    expect(getField('city').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(getField('address')));
    expect(getField('city').value).toBe('Boise');
  });

  it("puts the server's message about a listed property on its field when it is edited, and focuses it", async () => {
    renderEntryStep();
    fireEvent.click(screen.getByRole('button', { name: /Denver Single Family/ }));
    // A sample fills the registered fields and the money fields alike, again after an edit.
    expect(getField('address').value).toBe('2145 Vine Street');
    expect(getField('purchasePrice').value).toBe('485,000');
    typeInto('address', '1 Other Road');
    fireEvent.click(screen.getByRole('button', { name: /Denver Single Family/ }));
    expect(getField('address').value).toBe('2145 Vine Street');
    fireEvent.click(getDraftForm().getByRole('button', { name: 'Add Property' }));
    await screen.findByText('1 property');

    // A draft typed but not added survives the review step and back.
    typeInto('address', '9 Test Way');
    fireEvent.click(screen.getByRole('button', { name: /^Continue/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(
      await screen.findByText(/^Property 1 \(2145 Vine Street\), ZIP Code: ZIP code must be/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Edit' }));
    expect(getField('address').value).toBe('9 Test Way');
    expect(
      screen.getByText(
        'The details in the form are not on your list yet. Choose Add Property to include them.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit 2145 Vine Street' }));

    const zipCode = getField('zipCode');
    expect(zipCode.value).toBe('80205');
    await waitFor(() => expect(zipCode.getAttribute('aria-invalid')).toBe('true'));
    expect(getDraftForm().getByText('ZIP code must be at most 10 characters.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(zipCode));
  });
});
