import { formatQueuedMessage, MAIL_KINDS, REPORT_MESSAGES } from '@rentfolio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { changeLanguage } from '@/i18n/languages';
import { queuedAddress, translateReportMessage } from './report-messages';

const t = i18n.t.bind(i18n);

afterEach(async () => {
  await changeLanguage('en');
});

describe('translateReportMessage', () => {
  it("gives the server's own words in English, so the texts and the API agree", () => {
    for (const message of [
      REPORT_MESSAGES.notConfigured,
      REPORT_MESSAGES.rateLimited,
      REPORT_MESSAGES.noEmail,
      REPORT_MESSAGES.emailNotConfirmed,
    ])
      expect(translateReportMessage(message, t)).toBe(message);
    for (const kind of MAIL_KINDS) {
      const message = formatQueuedMessage(kind, 'jane@example.com');
      expect(translateReportMessage(message, t)).toBe(message);
    }
  });

  it('writes them in the interface language, keeping the address', async () => {
    await changeLanguage('es');
    expect(translateReportMessage(formatQueuedMessage('monthly_report', 'jane@example.com'), t)).toBe(
      'Tu informe mensual va de camino a jane@example.com.',
    );
    expect(translateReportMessage(REPORT_MESSAGES.rateLimited, t)).toBe(
      'Puedes enviar como máximo 10 correos por hora. Inténtalo de nuevo más tarde.',
    );
    await changeLanguage('de');
    expect(translateReportMessage(REPORT_MESSAGES.notConfigured, t)).toContain('SMTP_URL');
    expect(translateReportMessage(formatQueuedMessage('test_report', 'a.b@example.org'), t)).toBe(
      'Ein Testbericht ist auf dem Weg an a.b@example.org.',
    );
    expect(translateReportMessage(formatQueuedMessage('email_confirmation', 'neu@example.de'), t)).toBe(
      'Ein Bestätigungslink ist auf dem Weg an neu@example.de.',
    );
    expect(translateReportMessage(REPORT_MESSAGES.emailNotConfirmed, t)).toMatch(
      /^Bestätigen Sie zuerst Ihre E-Mail-Adresse/,
    );
    await changeLanguage('it');
    expect(translateReportMessage(formatQueuedMessage('email_change_notice', 'old@example.it'), t)).toBe(
      'Un avviso della modifica sta arrivando a old@example.it.',
    );
  });

  it('leaves a sentence it does not know as the server wrote it', async () => {
    await changeLanguage('fr');
    expect(translateReportMessage('Something new from a newer server.', t)).toBe(
      'Something new from a newer server.',
    );
  });
});

describe('queuedAddress', () => {
  it('finds the address of its own kind only', () => {
    const message = formatQueuedMessage('monthly_report', 'you@example.com');
    expect(queuedAddress('monthly_report', message)).toBe('you@example.com');
    expect(queuedAddress('test_report', message)).toBeNull();
    expect(queuedAddress('monthly_report', 'Your monthly report is on its way to .')).toBeNull();
  });
});
