import { REPORT_MESSAGES, type TReportStatus } from '@rentfolio/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFormatPreferences } from '@/lib/format';
import { createApiRouter, getJsonBody, type RouteHandler } from '@/test/api-router';
import { jsonResponse, renderWithApp, TEST_USER } from '@/test/render';
import { STATUS_POLL_MS } from './api';
import { MonthlyReportsCard } from './monthly-reports-card';

// The toasts' words are the product's (docs/product.md "Messages" (Monthly report), "Other success toasts").
const NOT_CONFIGURED =
  'E-mail is not set up on this server: set SMTP_URL (and MAIL_FROM) to send reports. Nothing was sent.';

const NOTHING_SENT: TReportStatus = { configured: true, emailNotifications: true, lastReport: null };

let fetchMock: ReturnType<typeof createApiRouter>;

function setRoutes(routes: Record<string, RouteHandler>) {
  fetchMock = createApiRouter({
    'GET /api/reports/status': () => jsonResponse(200, NOTHING_SENT),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => setRoutes({}));

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setFormatPreferences({ currency: 'USD', dateFormat: 'MM/DD/YYYY' });
});

async function renderCard(user = TEST_USER) {
  renderWithApp(
    <>
      <MonthlyReportsCard />
      <Toaster />
    </>,
    { user },
  );
  const card = within(screen.getByRole('region', { name: 'Monthly Portfolio Reports' }));
  await card.findByText('Monthly emails');
  return card;
}

/** The toast whose title is `title`, with its description. */
async function findToast(title: string) {
  const titleElement = await screen.findByText(title, { selector: '[data-title]' });
  return titleElement.closest('[data-sonner-toast]') as HTMLElement;
}

function statusCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/reports/status').length;
}

describe('MonthlyReportsCard', () => {
  it('says what the report holds, that monthly emails are on with a link to Settings, and that none was sent', async () => {
    const card = await renderCard();
    expect(card.getByText(/portfolio value, cash flow, goals/)).toBeTruthy();
    expect(within(card.getByTestId('reports-monthly-emails')).getByText('On')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Change in Settings' }).getAttribute('href')).toBe('/settings');
    expect(card.getByTestId('reports-last-report').textContent).toBe('No report sent yet');
    expect(card.queryByText('Email Service Setup Required')).toBeNull();
  });

  it("shows the last report's date in the user's format and its delivery in words, with the attempts when retrying", async () => {
    setFormatPreferences({ currency: 'USD', dateFormat: 'DD/MM/YYYY' });
    setRoutes({
      'GET /api/reports/status': () =>
        jsonResponse(200, {
          configured: true,
          emailNotifications: false,
          lastReport: {
            kind: 'monthly_report',
            status: 'sent',
            createdAt: '2026-11-03T09:00:00.000Z',
            sentAt: '2026-11-04T12:00:00.000Z',
            attempts: 2,
          },
        } satisfies TReportStatus),
    });
    const card = await renderCard();
    expect(within(card.getByTestId('reports-monthly-emails')).getByText('Off')).toBeTruthy();
    const last = card.getByTestId('reports-last-report');
    expect(within(last).getByText('Monthly report', { exact: false })).toBeTruthy();
    expect(within(last).getByTestId('reports-last-date').textContent).toBe('04/11/2026');
    expect(within(last).getByTestId('reports-last-status').textContent).toBe('Sent');
    cleanup();

    for (const [report, words] of [
      [{ status: 'queued', attempts: 0 }, 'Queued'],
      [{ status: 'queued', attempts: 2 }, 'Queued, retrying after 2 failed attempts'],
      [{ status: 'sending', attempts: 0 }, 'Sending'],
      [{ status: 'failed', attempts: 5 }, 'Failed after 5 attempts'],
    ] as const) {
      setRoutes({
        'GET /api/reports/status': () =>
          jsonResponse(200, {
            ...NOTHING_SENT,
            lastReport: {
              kind: 'test_report',
              createdAt: '2026-11-03T09:00:00.000Z',
              sentAt: null,
              ...report,
            },
          } satisfies TReportStatus),
      });
      const again = await renderCard();
      expect(again.getByTestId('reports-last-status').textContent).toBe(words);
      expect(again.getByTestId('reports-last-report').textContent).toContain('Test report');
      cleanup();
    }
  });

  it('sends now: Monthly Report Sent with the server message, and the status is read again', async () => {
    setRoutes({
      'POST /api/reports/send-monthly': () =>
        jsonResponse(200, {
          success: true,
          message: 'Your monthly report is on its way to jane@example.com.',
        }),
    });
    const card = await renderCard();
    const before = statusCalls();

    fireEvent.click(card.getByRole('button', { name: 'Send Now' }));

    const shown = await findToast('Monthly Report Sent');
    expect(within(shown).getByText('Your monthly report is on its way to jane@example.com.')).toBeTruthy();
    expect(getJsonBody(fetchMock, 'POST /api/reports/send-monthly')).toEqual({});
    await waitFor(() => expect(statusCalls()).toBe(before + 1));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/reports/send-monthly')!;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['x-rentfolio-client']).toBeTruthy();
  });

  it('shows Sending... and disables Send Now while the call is on its way', async () => {
    let answer!: (response: Response) => void;
    setRoutes({
      'POST /api/reports/send-monthly': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Send Now' }));
    const busy = await card.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveProperty('disabled', true);

    answer(jsonResponse(200, { success: true, message: 'Queued.' }));

    expect(await card.findByRole('button', { name: 'Send Now' })).toHaveProperty('disabled', false);
  });

  it('without a mail service: the set-up note, and a send answers Failed to Send Report with the reason', async () => {
    setRoutes({
      'GET /api/reports/status': () =>
        jsonResponse(200, { configured: false, emailNotifications: true, lastReport: null }),
      'POST /api/reports/send-monthly': () =>
        jsonResponse(200, { success: false, message: REPORT_MESSAGES.notConfigured }),
    });
    const card = await renderCard();
    const note = card.getByTestId('reports-setup-note');
    expect(within(note).getByText('Email Service Setup Required')).toBeTruthy();
    expect(within(note).getByText(NOT_CONFIGURED)).toBeTruthy();
    // The buttons stay: a click is how the user learns what is missing.
    fireEvent.click(card.getByRole('button', { name: 'Send Now' }));

    const shown = await findToast('Failed to Send Report');
    expect(within(shown).getByText(NOT_CONFIGURED)).toBeTruthy();
    expect(shown.getAttribute('data-type')).toBe('error');
  });

  it('with an unconfirmed address: says so, names it, and leads to Account instead of offering a refused send', async () => {
    const card = await renderCard({ ...TEST_USER, emailConfirmed: false });
    const note = card.getByTestId('reports-confirm-note');
    expect(within(note).getByText('Confirm your e-mail address')).toBeTruthy();
    expect(
      within(note).getByText(
        'Reports go only to a confirmed address. Open the link we sent to jane@example.com, or send a new one from your Account page.',
      ),
    ).toBeTruthy();
    expect(card.getByRole('link', { name: 'Go to Account' }).getAttribute('href')).toBe('/account');
    expect(card.queryByRole('button', { name: 'Send Now' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Send Test Report' })).toBeNull();
    // The previews send nothing, so they stay.
    expect(card.getByRole('link', { name: 'Preview' })).toBeTruthy();
  });

  it('with an unconfirmed address and no mail service: only the set-up note, and the buttons stay', async () => {
    setRoutes({
      'GET /api/reports/status': () =>
        jsonResponse(200, { configured: false, emailNotifications: true, lastReport: null }),
    });
    const card = await renderCard({ ...TEST_USER, emailConfirmed: false });
    expect(card.getByTestId('reports-setup-note')).toBeTruthy();
    expect(card.queryByTestId('reports-confirm-note')).toBeNull();
    expect(card.getByRole('button', { name: 'Send Now' })).toBeTruthy();
  });

  it('answers Please try again later. when the server gives no reason', async () => {
    setRoutes({ 'POST /api/reports/send-monthly': () => jsonResponse(200, { success: false, message: '' }) });
    const card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Send Now' }));
    const shown = await findToast('Failed to Send Report');
    expect(within(shown).getByText('Please try again later.')).toBeTruthy();
  });

  it('a failed call: Error / Failed to send monthly report. Please try again.', async () => {
    setRoutes({
      'POST /api/reports/send-monthly': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Send Now' }));
    const shown = await findToast('Error');
    expect(within(shown).getByText('Failed to send monthly report. Please try again.')).toBeTruthy();
  });

  it("over the hourly limit (429): Failed to Send Report with the server's reason", async () => {
    setRoutes({
      'POST /api/reports/send-monthly': () =>
        jsonResponse(429, {
          code: 'RATE_LIMITED',
          error: 'Too Many Requests',
          message: REPORT_MESSAGES.rateLimited,
        }),
    });
    const card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Send Now' }));
    const shown = await findToast('Failed to Send Report');
    expect(within(shown).getByText('You can send at most 10 e-mails an hour. Try again later.')).toBeTruthy();
  });

  it('sends a test report: Test Report Sent, or the failure text with the reason', async () => {
    setRoutes({
      'POST /api/reports/send-test': () =>
        jsonResponse(200, { success: true, message: 'A test report is on its way to jane@example.com.' }),
    });
    let card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Send Test Report' }));
    let shown = await findToast('Test Report Sent');
    expect(within(shown).getByText('A test report is on its way to jane@example.com.')).toBeTruthy();
    expect(getJsonBody(fetchMock, 'POST /api/reports/send-test')).toEqual({});
    toast.dismiss();
    cleanup();

    setRoutes({
      'POST /api/reports/send-test': () =>
        jsonResponse(200, { success: false, message: REPORT_MESSAGES.notConfigured }),
    });
    card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Send Test Report' }));
    shown = await findToast('Failed to send test report. Please try again.');
    expect(within(shown).getByText(NOT_CONFIGURED)).toBeTruthy();
    toast.dismiss();
    cleanup();

    setRoutes({ 'POST /api/reports/send-test': () => Promise.reject(new TypeError('Failed to fetch')) });
    card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Send Test Report' }));
    expect(await findToast('Failed to send test report. Please try again.')).toBeTruthy();
  });

  it('opens each preview in a new tab, without giving it the opener', async () => {
    const card = await renderCard();
    for (const [name, href] of [
      ['Preview', '/api/reports/preview'],
      ['Preview (negative cash flow)', '/api/reports/preview-negative'],
    ]) {
      const link = card.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Opens in a new tab',
      );
    }
  });

  it('follows a queued report until it is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TReportStatus['lastReport'] = {
      kind: 'monthly_report',
      status: 'queued',
      createdAt: '2026-11-25T09:00:00.000Z',
      sentAt: null,
      attempts: 0,
    };
    setRoutes({
      'GET /api/reports/status': () => jsonResponse(200, { ...NOTHING_SENT, lastReport: status }),
    });
    const card = await renderCard();
    expect(card.getByTestId('reports-last-status').textContent).toBe('Queued');

    status = { ...status, status: 'sent', sentAt: '2026-11-25T09:00:05.000Z', attempts: 1 };
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));

    await waitFor(() => expect(card.getByTestId('reports-last-status').textContent).toBe('Sent'));
    const calls = statusCalls();
    await act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 3));
    expect(statusCalls()).toBe(calls);
  });

  it('shows an error with its own retry when the status cannot be loaded; the buttons stay', async () => {
    let calls = 0;
    setRoutes({
      'GET /api/reports/status': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { error: 'Internal', message: 'boom', requestId: 'r' })
          : jsonResponse(200, NOTHING_SENT);
      },
    });
    renderWithApp(<MonthlyReportsCard />, { user: TEST_USER });
    const card = within(screen.getByRole('region', { name: 'Monthly Portfolio Reports' }));
    expect(await card.findByText('The report status could not be loaded.')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Send Now' })).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Try again to load the report status' }));

    expect(await card.findByText('No report sent yet')).toBeTruthy();
  });
});
