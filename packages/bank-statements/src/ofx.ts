import { BANK_IMPORT_LIMITS, BANK_IMPORT_MESSAGES } from '@rentfolio/contracts';
import { parseSync } from 'ofx-js';
import { centsOfDecimal, dayOf } from './amounts';
import { ofxToXml } from './sgml';
import {
  bookingProblem,
  cutText,
  MEMO_LENGTH,
  PAYEE_LENGTH,
  StatementError,
  type TStatement,
  type TStatementError,
  type TStatementLine,
} from './types';

// OFX and QFX statements (docs/product.md "Bank statements"), SGML (OFX 1.x) or XML (OFX 2.x), read by ofx-js. Each
// transaction (STMTTRN) is parsed in slices, with `pause` between them, so that a 10,000-transaction file never holds
// the event loop for long: ofx-js reads a whole 10,000-transaction statement in about 300 ms at once.

/** Transactions parsed together between two pauses. */
export const OFX_SLICE = 250;

const OPEN = '<STMTTRN>';
const CLOSE = '</STMTTRN>';

/** Whether the text starts like an OFX or QFX statement: an OFX 1 header, an OFX 2 processing instruction, or <OFX>. */
export function looksLikeOfx(text: string): boolean {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toUpperCase();
  return (
    head.startsWith('OFXHEADER:') ||
    /^<\?XML[^>]*\?>\s*<\?OFX/.test(head) ||
    head.startsWith('<?OFX') ||
    head.startsWith('<OFX>')
  );
}

type Block = { start: number; end: number; account: string | null };

/** Where each STMTTRN is, and the account (ACCTID) last named before it. Tags are matched in any case. */
function findBlocks(text: string): Block[] {
  const upper = text.toUpperCase();
  const accounts: { at: number; id: string }[] = [];
  for (const match of text.matchAll(/<ACCTID>\s*([^<\r\n]+)/gi))
    accounts.push({ at: match.index, id: (match[1] ?? '').trim() });
  const blocks: Block[] = [];
  let accountIndex = -1;
  let from = 0;
  for (;;) {
    const start = upper.indexOf(OPEN, from);
    if (start < 0) break;
    const close = upper.indexOf(CLOSE, start + OPEN.length);
    const next = upper.indexOf(OPEN, start + OPEN.length);
    // OFX's aggregates always close (OFX 1.6, 2.3.1), so a transaction that runs into the next one is a broken file.
    if (close < 0 || (next >= 0 && next < close))
      throw new StatementError(BANK_IMPORT_MESSAGES.unreadableOfx, 'unreadable');
    while (accountIndex + 1 < accounts.length && (accounts[accountIndex + 1]?.at ?? Infinity) < start)
      accountIndex += 1;
    blocks.push({ start, end: close + CLOSE.length, account: accounts[accountIndex]?.id ?? null });
    from = close + CLOSE.length;
    if (blocks.length > BANK_IMPORT_LIMITS.maxTransactions)
      throw new StatementError(BANK_IMPORT_MESSAGES.tooManyTransactions, 'tooMany');
  }
  return blocks;
}

type RawTransaction = Record<string, unknown>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** ofx-js's object of a parsed slice: its STMTTRN as a list (one is an object, none is absent). */
function transactionsOf(parsed: { OFX: Record<string, unknown> }): RawTransaction[] {
  const found = parsed.OFX.STMTTRN;
  if (Array.isArray(found)) return found as RawTransaction[];
  return found && typeof found === 'object' ? [found as RawTransaction] : [];
}

/**
 * ofx-js's reading of OFX markup, given only the XML ofxToXml writes, so that its own SGML conversion (whose regular
 * expressions can take exponential time) never runs. Throws on markup that is not OFX's.
 */
export function parseOfxMarkup(markup: string): { OFX: Record<string, unknown> } {
  const xml = ofxToXml(markup);
  if (xml === null) throw new StatementError(BANK_IMPORT_MESSAGES.unreadableOfx, 'unreadable');
  return parseSync(xml);
}

function parseSlice(text: string, blocks: readonly Block[]): (RawTransaction | null)[] {
  const document = (parts: readonly Block[]) =>
    `<OFX>${parts.map((b) => text.slice(b.start, b.end)).join('')}</OFX>`;
  try {
    const found = transactionsOf(parseOfxMarkup(document(blocks)));
    if (found.length === blocks.length) return found;
  } catch {
    // One broken transaction spoils its slice: each is read alone below, to say which.
  }
  return blocks.map((block) => {
    try {
      return transactionsOf(parseOfxMarkup(document([block])))[0] ?? null;
    } catch {
      return null;
    }
  });
}

/** A transaction's line: its day (DTPOSTED's first 8 digits: the bank's own day), amount, payee, memo and FITID. */
function lineOf(raw: RawTransaction, line: number, account: string | null): TStatementLine | TStatementError {
  const posted = /^(\d{4})(\d{2})(\d{2})/.exec(textOf(raw.DTPOSTED));
  const date = posted ? dayOf(Number(posted[1]), Number(posted[2]), Number(posted[3])) : null;
  if (!date) return { line, message: BANK_IMPORT_MESSAGES.date };
  const amount = textOf(raw.TRNAMT);
  const amountCents = centsOfDecimal(amount) ?? centsOfDecimal(amount, true);
  if (amountCents === null) return { line, message: BANK_IMPORT_MESSAGES.amount };
  if (amountCents === 0) return { line, message: BANK_IMPORT_MESSAGES.amountZero };
  const payeeAggregate = raw.PAYEE && typeof raw.PAYEE === 'object' ? (raw.PAYEE as RawTransaction) : null;
  const payee = textOf(raw.NAME) || textOf(payeeAggregate?.NAME) || textOf(raw.PAYEE);
  const read: TStatementLine = {
    line,
    date,
    amountCents,
    payee: cutText(payee, PAYEE_LENGTH),
    memo: cutText(textOf(raw.MEMO), MEMO_LENGTH),
    fitId: textOf(raw.FITID).slice(0, 255) || null,
    account,
  };
  const problem = bookingProblem(read);
  return problem ? { line, message: problem } : read;
}

/**
 * Reads an OFX or QFX statement. A file that is not one, cannot be read, holds no transaction or too many is refused
 * (StatementError); a transaction without a real date or a number for its amount is listed as an error.
 */
export async function readOfx(
  text: string,
  pause: () => Promise<void> = async () => undefined,
): Promise<TStatement> {
  if (text.length > BANK_IMPORT_LIMITS.maxBytes)
    throw new StatementError(BANK_IMPORT_MESSAGES.tooLarge, 'tooLarge');
  if (!looksLikeOfx(text)) throw new StatementError(BANK_IMPORT_MESSAGES.notOfx, 'notOfx');
  const blocks = findBlocks(text);
  // The statement around its transactions must read too: a file cut short, or one of another kind, stops here.
  let outside = '';
  let at = 0;
  for (const block of blocks) {
    outside += text.slice(at, block.start);
    at = block.end;
  }
  outside += text.slice(at);
  const root = outside.toUpperCase().indexOf('<OFX>');
  try {
    if (root < 0) throw new Error('no <OFX>');
    parseOfxMarkup(outside.slice(root));
  } catch {
    throw new StatementError(BANK_IMPORT_MESSAGES.unreadableOfx, 'unreadable');
  }
  if (blocks.length === 0) throw new StatementError(BANK_IMPORT_MESSAGES.noTransactions, 'noTransactions');
  const lines: TStatementLine[] = [];
  const errors: TStatementError[] = [];
  for (let start = 0; start < blocks.length; start += OFX_SLICE) {
    // A pause before each slice, the first too: finding the transactions was the turn's work so far.
    await pause();
    const slice = blocks.slice(start, start + OFX_SLICE);
    parseSlice(text, slice).forEach((raw, index) => {
      const line = start + index + 1;
      const read = raw
        ? lineOf(raw, line, slice[index]?.account ?? null)
        : { line, message: BANK_IMPORT_MESSAGES.unreadableOfx };
      if ('date' in read) lines.push(read);
      else errors.push(read);
    });
  }
  return { format: 'ofx', lines, errors, total: blocks.length };
}
