import { MESSAGES } from '@rentfolio/contracts';
import { i18n } from './index';

/**
 * The translation of a text that came from @rentfolio/contracts (a client-side validation message), found by its
 * English wording; any other text, such as a sentence the server sent, is shown as it is. The `messages` texts come
 * with the panels and the signed-in app (./en-panels.ts).
 */
export function translateMessage(message: string): string {
  const key = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).find(
    (candidate) => MESSAGES[candidate] === message,
  );
  return key ? i18n.t(`messages.${key}`) : message;
}
