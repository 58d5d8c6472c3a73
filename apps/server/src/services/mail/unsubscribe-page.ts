import type { TMailTexts } from './mail-texts';
import { escapeHtml } from './report-content';

/** The unsubscribe page around `body`: HTML with inline styles only, in the reader's language. */
function unsubscribePage(texts: TMailTexts, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.unsubscribePage.title)} · Rentfolio</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1f2937;"><h1 style="font-size:22px;">Rentfolio</h1>${body}</body></html>`;
}

/**
 * GET /api/unsubscribe: the page asking to confirm, whose button posts the token back (mail scanners follow links;
 * they do not post forms).
 */
export function unsubscribeQuestionPage(texts: TMailTexts, token: string): string {
  const action = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
  return unsubscribePage(
    texts,
    `<p>${escapeHtml(texts.unsubscribePage.question)}</p><form method="post" action="${action}"><button type="submit" style="padding:10px 18px;background:#047857;color:#fff;border:0;border-radius:6px;font-size:15px;">${escapeHtml(texts.unsubscribePage.confirm)}</button></form>`,
  );
}

/** POST /api/unsubscribe: the page saying what became of the request. */
export function unsubscribeOutcomePage(texts: TMailTexts, outcome: 'done' | 'used' | 'invalid'): string {
  return unsubscribePage(texts, `<p>${escapeHtml(texts.unsubscribePage[outcome])}</p>`);
}
