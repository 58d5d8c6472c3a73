import { describe, expect, it } from 'vitest';
import { checkReceiptBytes, RECEIPT_LIMITS, receiptFileName, sniffReceiptType } from './receipts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('sniffReceiptType', () => {
  it('knows the four formats by their signatures, and nothing else', () => {
    expect(sniffReceiptType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffReceiptType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffReceiptType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffReceiptType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8L'))).toBe('image/webp');
    // A RIFF that is not WebP (a WAVE file), a PDF header not at the start, GIF, SVG, truncated signatures.
    expect(sniffReceiptType(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffReceiptType(bytes(' %PDF-1.7'))).toBeNull();
    expect(sniffReceiptType(bytes('GIF89a'))).toBeNull();
    expect(sniffReceiptType(bytes('<svg/>'))).toBeNull();
    expect(sniffReceiptType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffReceiptType(bytes('%PDF'))).toBeNull();
  });

  it('refuses an empty file, one over 10 MB and one of another kind, each with its reason', () => {
    expect(checkReceiptBytes(new Uint8Array())).toMatchObject({ ok: false, reason: 'receiptEmpty' });
    const big = new Uint8Array(RECEIPT_LIMITS.maxBytes + 1);
    big.set(bytes('%PDF-'));
    expect(checkReceiptBytes(big)).toMatchObject({ ok: false, reason: 'receiptTooLarge' });
    expect(checkReceiptBytes(big.subarray(0, RECEIPT_LIMITS.maxBytes))).toEqual({
      ok: true,
      type: 'application/pdf',
    });
    expect(checkReceiptBytes(bytes('MZ', 0, 0))).toMatchObject({ ok: false, reason: 'receiptType' });
  });
});

describe('receiptFileName', () => {
  it("keeps a name that ends in its type's extension, as it was written", () => {
    expect(receiptFileName('Invoice.PDF', 'application/pdf')).toBe('Invoice.PDF');
    expect(receiptFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(receiptFileName('photo.jpg', 'image/jpeg')).toBe('photo.jpg');
  });

  it('adds the extension of the type the bytes have', () => {
    expect(receiptFileName('scan.html', 'application/pdf')).toBe('scan.html.pdf');
    expect(receiptFileName('photo.jpeg', 'image/png')).toBe('photo.jpeg.png');
    expect(receiptFileName('noextension', 'image/webp')).toBe('noextension.webp');
  });

  it('drops folders, control, reserved and direction characters, and leading dots', () => {
    expect(receiptFileName('C:\\Users\\me\\bill.pdf', 'application/pdf')).toBe('bill.pdf');
    expect(receiptFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(receiptFileName('a\u0000b\u001fc\u007f.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(receiptFileName('in\u202Egpj.exe', 'image/jpeg')).toBe('ingpj.exe.jpg');
    expect(receiptFileName('what?<is>"this"|*.png', 'image/png')).toBe('whatisthis.png');
    expect(receiptFileName('.hidden', 'application/pdf')).toBe('hidden.pdf');
  });

  it('names a receipt with nothing usable "receipt", and shortens a long name before its extension', () => {
    expect(receiptFileName(undefined, 'application/pdf')).toBe('receipt.pdf');
    expect(receiptFileName('  /// ', 'image/png')).toBe('receipt.png');
    const long = receiptFileName(`${'é'.repeat(300)}.pdf`, 'application/pdf');
    expect([...long]).toHaveLength(RECEIPT_LIMITS.nameLength);
    expect(long.endsWith('é.pdf')).toBe(true);
  });
});
