import {
  formatQueuedMessage,
  MAIL_KINDS,
  MAIL_LIMITS,
  REPORT_MESSAGES,
  type TMailKind,
} from '@rentfolio/contracts';
import type { TFunction } from 'i18next';

/**
 * The server's answers to a send (REPORT_MESSAGES and formatQueuedMessage of @rentfolio/contracts) in the user's
 * language. A sentence that is not one of them (a newer server's, say) is shown as the server wrote it.
 */
export function translateReportMessage(message: string, t: TFunction): string {
  if (message === REPORT_MESSAGES.notConfigured) return t('reports.messages.notConfigured');
  if (message === REPORT_MESSAGES.rateLimited)
    return t('reports.messages.rateLimited', { limit: MAIL_LIMITS.perUserPerHour });
  if (message === REPORT_MESSAGES.noEmail) return t('reports.messages.noEmail');
  if (message === REPORT_MESSAGES.emailNotConfirmed) return t('reports.messages.emailNotConfirmed');
  for (const kind of MAIL_KINDS) {
    const email = queuedAddress(kind, message);
    if (email !== null) return t(`reports.messages.queued.${kind}`, { email });
  }
  return message;
}

/** The address named by a "… is on its way to <address>." answer of `kind`, or null for any other sentence. */
export function queuedAddress(kind: TMailKind, message: string): string | null {
  const marker = '\u0000';
  const [before = '', after = ''] = formatQueuedMessage(kind, marker).split(marker);
  const isMatch =
    message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after);
  return isMatch ? message.slice(before.length, message.length - after.length) : null;
}
