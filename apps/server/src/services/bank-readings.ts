import type { TStatement } from '@rentfolio/bank-statements';
import { CACHE_SIZES, Cache } from '../lib/cache';

// State of one server, held by the app context (context.ts): the bank files the preview's check has read, kept for
// the import that follows (bank-import.service.ts), so that a file is read once on the server, not twice. A module of
// its own, so that the context imports no service.

/**
 * A file's lines as the server read them, its CSV header's signature, how it was read (its format, and its mapping as
 * JSON), and when the reading was last used.
 */
export type StatementReading = {
  statement: TStatement;
  signature: string | null;
  format: 'csv' | 'ofx';
  mapping: string;
  at: number;
};

/** By user and file (its text, format and mapping hashed): at most CACHE_SIZES.bankReadings. */
export const createBankReadings = () => new Cache<string, StatementReading>(CACHE_SIZES.bankReadings);
