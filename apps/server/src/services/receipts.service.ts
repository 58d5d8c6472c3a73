import type { Readable } from 'node:stream';
import {
  checkReceiptBytes,
  LEDGER_MESSAGES,
  RECEIPT_LIMITS,
  receiptFileName,
  type TLedgerTransaction,
} from '@rentfolio/contracts';
import {
  deleteReceipt,
  findReceipt,
  getLedgerTransactionForOwner,
  lockUserForWrites,
  putReceipt,
  sumReceiptBytes,
  type UserRow,
} from '@rentfolio/db';
import type { AppContext } from '../context';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error';
import { toLedgerTransactionDto } from './ledger.service';

// Receipts (docs/product.md "Receipts"): one file per transaction, a PDF, JPEG, PNG or WebP recognised by its bytes,
// at most 10 MB, and 1 GB per account; kept by ctx.receipts (receipt-store.ts) and served only to their owner.

/** Attaches a file to one of the owner's transactions, replacing the receipt it had. */
export async function putTransactionReceipt(
  ctx: AppContext,
  user: UserRow,
  transactionId: number,
  body: unknown,
  uploadedName: string | undefined,
): Promise<TLedgerTransaction> {
  if (!Buffer.isBuffer(body)) throw badRequest(LEDGER_MESSAGES.receiptBody);
  const check = checkReceiptBytes(body);
  if (!check.ok) {
    if (check.reason === 'receiptTooLarge') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', check.message);
    if (check.reason === 'receiptType') throw new HttpError(400, 'INVALID_FILE_TYPE', check.message);
    throw badRequest(check.message);
  }
  // Cheap refusals first, so a stranger's id or a full account costs no write.
  if (!(await getLedgerTransactionForOwner(ctx.db, user.id, transactionId)))
    throw notFound(LEDGER_MESSAGES.notFound);
  const stored = await ctx.receipts.save(user.id, body);
  const replaced: { fileKey: string | null } = { fileKey: null };
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      await lockUserForWrites(trx, user.id);
      if (!(await getLedgerTransactionForOwner(trx, user.id, transactionId)))
        throw notFound(LEDGER_MESSAGES.notFound);
      const used = await sumReceiptBytes(trx, user.id, transactionId);
      if (used + body.length > RECEIPT_LIMITS.accountBytes)
        throw forbidden(LEDGER_MESSAGES.receiptQuota, 'RECEIPT_QUOTA');
      const result = await putReceipt(trx, {
        userId: user.id,
        transactionId,
        name: receiptFileName(uploadedName, check.type),
        type: check.type,
        size: body.length,
        ...stored,
        now: ctx.now(),
      });
      replaced.fileKey = result.replacedFileKey;
      return result.row;
    });
    if (!row) throw notFound(LEDGER_MESSAGES.notFound);
    if (replaced.fileKey) await ctx.receipts.remove(user.id, [replaced.fileKey]);
    return toLedgerTransactionDto(row);
  } catch (error) {
    if (stored.fileKey) await ctx.receipts.remove(user.id, [stored.fileKey]);
    throw error;
  }
}

/** A receipt as it is sent: its bytes (a stream from a file, or a buffer) with its name and type. */
export async function getTransactionReceipt(
  ctx: AppContext,
  user: UserRow,
  transactionId: number,
): Promise<{ name: string; type: string; size: number; body: Readable | Buffer }> {
  const receipt = await findReceipt(ctx.db, user.id, transactionId);
  if (!receipt) {
    if (!(await getLedgerTransactionForOwner(ctx.db, user.id, transactionId)))
      throw notFound(LEDGER_MESSAGES.notFound);
    throw notFound(LEDGER_MESSAGES.receiptNotFound);
  }
  const body = await ctx.receipts.open(user.id, receipt);
  if (!body) {
    // The row names a file that is not there (a database restored without its receipts folder): no receipt to send.
    ctx.log.error({ userId: user.id, transactionId }, 'a receipt file named by its row is missing');
    throw notFound(LEDGER_MESSAGES.receiptNotFound);
  }
  return { name: receipt.name, type: receipt.type, size: receipt.size, body };
}

export async function deleteTransactionReceipt(
  ctx: AppContext,
  user: UserRow,
  transactionId: number,
): Promise<TLedgerTransaction> {
  const removed = await ctx.db
    .transaction()
    .execute((trx) => deleteReceipt(trx, user.id, transactionId, ctx.now()));
  if (!removed) {
    if (!(await getLedgerTransactionForOwner(ctx.db, user.id, transactionId)))
      throw notFound(LEDGER_MESSAGES.notFound);
    throw notFound(LEDGER_MESSAGES.receiptNotFound);
  }
  if (removed.fileKey) await ctx.receipts.remove(user.id, [removed.fileKey]);
  return toLedgerTransactionDto(removed.row);
}

/**
 * The Content-Disposition of a download: the name in ASCII for old clients (anything else as "_") and in full as
 * RFC 8187's UTF-8 form.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
