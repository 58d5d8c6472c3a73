import { ACCOUNT_MESSAGES, MESSAGES, TWO_FACTOR_MESSAGES } from '@rentfolio/contracts';
import { i18n } from './index';

/** The message tables of @rentfolio/contracts and where their translations live. */
const TABLES = [
  { prefix: 'messages', texts: MESSAGES },
  { prefix: 'account.messages', texts: ACCOUNT_MESSAGES },
  { prefix: 'twoFactor.messages', texts: TWO_FACTOR_MESSAGES },
] as const;

/**
 * The translation of a text that came from @rentfolio/contracts (a client-side validation message, or the same text
 * in a server answer), found by its English wording; any other text is shown as it is. The `messages` texts come
 * with the panels and the signed-in app (./en-panels.ts), the account and two-factor ones with the app (./en/account.ts).
 */
export function translateMessage(message: string): string {
  for (const { prefix, texts } of TABLES) {
    const key = Object.keys(texts).find(
      (candidate) => (texts as Record<string, string>)[candidate] === message,
    );
    // i18n.exists: a table whose texts have not loaded yet (the panels before the app) shows the English.
    if (key && i18n.exists(`${prefix}.${key}`)) return i18n.t(`${prefix}.${key}` as never);
  }
  return message;
}
