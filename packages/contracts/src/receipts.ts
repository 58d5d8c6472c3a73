import { z } from 'zod';
import { LEDGER_MESSAGES, type TReceiptInfo } from './ledger';

/**
 * Receipts of ledger transactions (docs/product.md "Receipts"): a PDF, JPEG, PNG or WebP file, recognised by its
 * first bytes, never by its name or declared type. The server decides with these rules; the web client applies the
 * same ones before it uploads, for instant feedback.
 */
export const RECEIPT_LIMITS = {
  /** 10 MB (MiB): a scanned multi-page PDF or a phone photo fits. */
  maxBytes: 10 * 1024 * 1024,
  /** What one account's receipts may take up together: 1 GB (GiB), a hundred full-size receipts a year for a decade. */
  accountBytes: 1024 * 1024 * 1024,
  /** The longest file name kept (characters); a longer one is shortened before its extension. */
  nameLength: 200,
} as const;

export type TReceiptType = TReceiptInfo['type'];

/** Each receipt type's one extension: a download is named with it, whatever the uploaded name said. */
export const RECEIPT_EXTENSIONS: Record<TReceiptType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** What a file chooser offers (the bytes decide all the same). */
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

function startsWith(bytes: Uint8Array, signature: string | readonly number[], at = 0): boolean {
  const expected =
    typeof signature === 'string' ? [...signature].map((char) => char.charCodeAt(0)) : signature;
  if (bytes.length < at + expected.length) return false;
  return expected.every((byte, i) => bytes[at + i] === byte);
}

/**
 * The receipt type of a file from its first bytes: `%PDF-` (ISO 32000-1, 7.5.2: the header is the file's first line),
 * JPEG's SOI and marker, PNG's eight-byte signature, or a RIFF container of WEBP. Anything else is null.
 */
export function sniffReceiptType(bytes: Uint8Array): TReceiptType | null {
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  return null;
}

export type TReceiptCheck =
  | { ok: true; type: TReceiptType }
  | { ok: false; reason: 'receiptEmpty' | 'receiptTooLarge' | 'receiptType'; message: string };

/** Whether a file may be a receipt, from its bytes alone. */
export function checkReceiptBytes(bytes: Uint8Array): TReceiptCheck {
  const refuse = (reason: Exclude<TReceiptCheck, { ok: true }>['reason']) =>
    ({ ok: false, reason, message: LEDGER_MESSAGES[reason] }) as const;
  if (bytes.length === 0) return refuse('receiptEmpty');
  if (bytes.length > RECEIPT_LIMITS.maxBytes) return refuse('receiptTooLarge');
  const type = sniffReceiptType(bytes);
  return type ? { ok: true, type } : refuse('receiptType');
}

// Control characters, the path separators and the characters Windows refuses in a file name.
const UNSAFE_NAME_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a receipt is kept and downloaded under: the uploaded name without any folder, unsafe or direction-changing
 * characters (a right-to-left override could show "gpj.exe" as "exe.jpg"), at most RECEIPT_LIMITS.nameLength
 * characters, and always ending in its type's extension ("scan.html" sniffed as a PDF becomes "scan.html.pdf").
 */
export function receiptFileName(uploadedName: string | undefined, type: TReceiptType): string {
  const extension = RECEIPT_EXTENSIONS[type];
  const base = (uploadedName ?? '').split(/[/\\]/).pop() ?? '';
  let name = base.normalize('NFC').replace(UNSAFE_NAME_CHARACTERS, '').trim().replace(/^\.+/, '');
  const lower = name.toLowerCase();
  const hasExtension = lower.endsWith(`.${extension}`) || (type === 'image/jpeg' && lower.endsWith('.jpeg'));
  const suffix = hasExtension ? name.slice(name.lastIndexOf('.')) : `.${extension}`;
  if (hasExtension) name = name.slice(0, name.lastIndexOf('.'));
  const chars = [...name];
  if (chars.length + suffix.length > RECEIPT_LIMITS.nameLength)
    name = chars
      .slice(0, RECEIPT_LIMITS.nameLength - suffix.length)
      .join('')
      .trimEnd();
  return `${name || 'receipt'}${suffix}`;
}

// PUT /api/transactions/:id/receipt?name=
export const ZReceiptUploadQuery = z.object({
  name: z
    .string()
    .max(1000, { error: 'The file name must be at most 1,000 characters.' })
    .optional()
    .describe("The file's name as the user chose it; cleaned and given its type's extension."),
});
