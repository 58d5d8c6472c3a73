import type { TApiError, TMessageCode } from '@rentfolio/contracts';

/**
 * The codes the server sent with its messages (docs/api.md "Errors"), by the message's text, so that
 * translateMessage finds a message's code wherever the message is shown (i18n/translate-message.ts checks a code's
 * shape before use). Kept here, not in the contracts' table, so that the landing page's API client loads neither zod
 * nor the schemas; a tab that somehow collects more than 200 starts again.
 */
const CODE_OF_TEXT = new Map<string, TMessageCode>();

export function recordServerMessageCodes({ message, messageCode, details, detailCodes }: TApiError): void {
  if (CODE_OF_TEXT.size > 200) CODE_OF_TEXT.clear();
  if (messageCode) CODE_OF_TEXT.set(message, messageCode);
  for (const [field, code] of Object.entries(detailCodes ?? {})) {
    const text = details?.[field];
    if (text) CODE_OF_TEXT.set(text, code);
  }
}

/** The code the server sent with `text`, if it sent one. */
export const serverMessageCode = (text: string): TMessageCode | undefined => CODE_OF_TEXT.get(text);
