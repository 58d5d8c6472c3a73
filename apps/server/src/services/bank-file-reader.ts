import {
  bankCsvSignature,
  readBankCsv,
  readBankCsvTable,
  readOfx,
  StatementError,
  type TStatement,
} from '@rentfolio/bank-statements';
import {
  BANK_IMPORT_LIMITS,
  BANK_IMPORT_MESSAGES,
  type TBankCheckRequest,
  ZBankCsvMapping,
} from '@rentfolio/contracts';
import { HttpError } from '../lib/http-error';

// A bank file read by the server, the authority (docs/product.md "Bank statements"): by the preview's check, in a bank
// import worker where the server is built (bank-import-workers.ts), else in-process (bank-import.service.ts).

/** A file read: its lines and errors, and a CSV header's signature (null for OFX). */
export type FileReading = { statement: TStatement; signature: string | null };

/** The file read: refused as a whole with the reader's message (an HttpError), or its lines. */
export async function readStatement(
  request: TBankCheckRequest,
  pause: () => Promise<void>,
): Promise<FileReading> {
  // The limit is in bytes of UTF-8 (as the property import counts it), not in UTF-16 code units: 6 million 'é' are
  // 12 MB.
  if (Buffer.byteLength(request.text, 'utf8') > BANK_IMPORT_LIMITS.maxBytes)
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', BANK_IMPORT_MESSAGES.tooLarge);
  try {
    if (request.format === 'ofx') return { statement: await readOfx(request.text, pause), signature: null };
    const mapping = ZBankCsvMapping.parse(request.mapping);
    const table = readBankCsvTable(request.text);
    return {
      statement: await readBankCsv(table, mapping, pause),
      signature: bankCsvSignature(table.headers),
    };
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    if (error.reason === 'tooLarge') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', error.message);
    if (error.reason === 'tooMany') throw new HttpError(400, 'IMPORT_ROW_LIMIT', error.message);
    if (error.reason === 'notOfx') throw new HttpError(400, 'INVALID_FILE_TYPE', error.message);
    throw new HttpError(400, 'CSV_PARSE', error.message);
  }
}
