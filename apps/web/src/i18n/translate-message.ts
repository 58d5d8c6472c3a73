import { codeOfContractMessage, FIELD_LABELS, type TMessageCode } from '@rentfolio/contracts';
import { serverMessageCode } from '@/lib/server-message-codes';
import { i18n } from './index';

/**
 * A message's text in the user's language, found by its code (contracts' message-codes.ts): the code a schema
 * recorded for it, the one the server sent with it (lib/api.ts records those), or the one given here. A field's id
 * becomes its translated label and a number is written in the language's notation. Any other text is shown as it
 * is. The `messages` texts come with the panels and the signed-in app (./en-panels.ts), the others with the app
 * (./en/account.ts, ./en/validation.ts); until they have loaded, the English shows.
 */
export function translateMessage(message: string, messageCode?: TMessageCode): string {
  const known = messageCode ?? serverMessageCode(message) ?? codeOfContractMessage(message);
  if (typeof known?.code !== 'string' || !i18n.exists(known.code)) return message;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(known.values ?? {})) {
    if (name === 'field') {
      if (!(String(value) in FIELD_LABELS)) return message;
      values.field = i18n.t(`validation.labels.${value}` as never);
    } else if (typeof value === 'number') {
      values[name] = new Intl.NumberFormat(i18n.language).format(value);
    } else if (typeof value === 'string') {
      values[name] = value;
    } else {
      return message;
    }
  }
  return i18n.t(known.code as never, values);
}
