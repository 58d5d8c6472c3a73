import { readBankCsv, readBankCsvTable, readOfx, StatementError } from '@rentfolio/bank-statements';
import {
  BANK_IMPORT_LIMITS,
  checkReceiptBytes,
  DEFAULT_SETTINGS,
  ZAdminLoginRequest,
  ZAnalyzeDealWithOptionsRequest,
  ZBankCheckRequest,
  ZBankCsvMapping,
  ZBankImportRequest,
  ZBulkPropertiesRequest,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZDeleteAccountRequest,
  ZDuplicateCheckRequest,
  ZImportRequest,
  ZLedgerRecategorizeRequest,
  ZLedgerRuleInput,
  ZLedgerScheduleInput,
  ZLedgerTransactionInput,
  ZLedgerTransactionPatch,
  ZLoginRequest,
  ZNeighbourhoodImportRequest,
  ZPortfolioGoalsRequest,
  ZPropertyInput,
  ZPropertyPatch,
  ZPropertySearchRequest,
  ZRegisterRequest,
  ZRentRollSettings,
  ZSaveAnalysisRequest,
  ZScheduleEUseInput,
  ZTimeZoneRequest,
  ZTwoFactorChallengeRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorVerifyRequest,
  ZUnitInput,
  ZUpdateProfileRequest,
  ZUpdateSettingsRequest,
} from '@rentfolio/contracts';
import type { z } from 'zod';

// A valid request for each write route, written from the contracts (packages/contracts/src) and docs/api.md. The
// hostile cases start from these and replace one field, so that they get past the first check and reach the rules.
// A route missing here (one added later) is still sent every hostile case, starting from an empty object.

/** The signed-in user a route's cases are sent as. */
export type Actor = { id: number; username: string; email: string; password: string; cookie: string };

export type SpecContext = {
  /** The case's number: names and keys that must be new for each case are made from it. */
  index: number;
  actor: Actor;
  /** Tokens prepared for the route (a confirmation link, an unsubscribe link). */
  tokens: Record<string, string>;
};

export type RouteSpec = {
  /** A valid body; undefined: the route takes none (hostile cases then start from `{}`). */
  body?: (c: SpecContext) => unknown;
  /** The contract the body is validated with (the server must refuse whatever it refuses). */
  contract?: z.ZodType;
  /** A valid query string. */
  query?: (c: SpecContext) => string;
  /** Headers of a valid request. */
  headers?: (c: SpecContext) => Record<string, string>;
  /** Something the route needs first, made through the API: its name in `tokens`. */
  needs?: 'emailConfirmationToken' | 'unsubscribeToken' | 'propertyId';
  /**
   * The route takes a file's raw bytes (application/octet-stream) instead of JSON: a receipt. Its cases are then sent
   * as bytes, since a JSON body only ever gets 415 and would test nothing behind it.
   */
  file?: RouteFile;
  /**
   * The route reads a file carried in its JSON body (a bank statement's text), so whether it takes a body depends on
   * the file's content too, not only on the body's shape: a body the contract takes and this refuses must be refused
   * all the same (400, or 413 over a limit).
   */
  content?: RouteContent;
};

export type RouteContent = {
  /** Whether the route takes a body its contract takes, for the file the body carries (read by the product's reader). */
  accepts: (body: unknown) => Promise<boolean>;
};

export type RouteFile = {
  /** A valid file. */
  bytes: (c: SpecContext) => Buffer;
  /** Whether the route's contract takes these bytes (the server must refuse whatever it refuses). */
  accepts: (bytes: Uint8Array) => boolean;
};

/** A 1 x 1 PNG (the format's signature, IHDR, one IDAT, IEND). */
export const PNG_1X1_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A small PDF: the header line `%PDF-1.7` first (ISO 32000-1, 7.5.2), a binary comment line, a catalog, an empty page
 * tree and the trailer.
 */
export const RECEIPT_PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export const PROPERTY = {
  address: '12 Harbor Lane',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  propertyType: 'condo',
  bedrooms: 2,
  bathrooms: 1.5,
  squareFeet: 900,
  purchasePrice: 400_000,
  monthlyRent: 2600,
  operatingExpenses: 300,
  propertyTaxes: 2400,
  insurance: 900,
  maintenance: 1200,
  vacancy: 5,
  downPayment: 25,
  interestRate: 6.875,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 0,
  purchaseDate: '2024-05-01',
  currentValue: 420_000,
  isOccupied: true,
  notes: 'Corner unit\nnew roof in 2023',
};

const DEAL = {
  purchasePrice: 350_000,
  monthlyRent: 2800,
  operatingExpenses: 400,
  vacancy: 5,
  address: '1 Deal Street',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  propertyType: 'single-family',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1500,
  propertyTaxes: 3000,
  insurance: 1200,
  maintenance: 1500,
  downPayment: 20,
  interestRate: 6.5,
  loanTerm: 30,
  closingCosts: 3,
  rehabCosts: 5000,
  notes: 'Looks fine',
};

export const CSV_HEADER = 'address,city,state,zip_code,property_type,purchase_price';

/** A UUID (version 4 layout) made from a number, so that every case has its own import key. */
export function uuidOf(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * A small bank statement in OFX 1.0.2's SGML (OFX 1.6, 2.2: a header of KEY:value lines, then tags, leaf elements
 * without end tags): the rent in and a repair bill out, each with its FITID, under one account.
 */
export const BANK_OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20251031<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>555000111<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20251001<DTEND>20251031
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20251001<TRNAMT>2400.00<FITID>H1<NAME>JORDAN LEE<MEMO>October rent</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251005<TRNAMT>-84.17<FITID>H2<NAME>ACE HARDWARE</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;

/** The same two transactions as a bank's CSV (RFC 4180: a header line, then one line per row, quotes around a comma). */
export const BANK_CSV =
  'Date,Description,Amount,Memo\n10/01/2025,JORDAN LEE,"2,400.00",October rent\n10/05/2025,ACE HARDWARE,-84.17,\n';

/** How BANK_CSV is read: columns from 0, month-first dates. */
export const BANK_CSV_MAPPING = {
  date: 0,
  amount: 2,
  debit: null,
  credit: null,
  payee: 1,
  memo: 3,
  dateOrder: 'mdy',
  decimalComma: false,
  outflowPositive: false,
} as const;

/**
 * Whether the server reads the file of a body the check's contract takes (POST /api/bank-imports/check, and the first
 * fields of an import): by the same reader the server uses (@rentfolio/bank-statements), within the 10 MB of UTF-8 the
 * contracts give it (BANK_IMPORT_LIMITS). Its lines, or null when the file is refused.
 */
async function readableLines(body: unknown): Promise<Set<number> | null> {
  const parsed = ZBankCheckRequest.safeParse(body);
  if (!parsed.success) return null;
  const request = parsed.data;
  if (Buffer.byteLength(request.text, 'utf8') > BANK_IMPORT_LIMITS.maxBytes) return null;
  try {
    const statement =
      request.format === 'ofx'
        ? await readOfx(request.text)
        : await readBankCsv(readBankCsvTable(request.text), ZBankCsvMapping.parse(request.mapping));
    return new Set(statement.lines.map((line) => line.line));
  } catch (error) {
    if (error instanceof StatementError) return null;
    throw error;
  }
}

/** Whether POST /api/bank-imports/check takes a body its contract takes: the server can read its file. */
export async function bankCheckAccepts(body: unknown): Promise<boolean> {
  return (await readableLines(body)) !== null;
}

/**
 * Whether POST /api/bank-imports takes a body its contract takes: its file reads (bankCheckAccepts), and every line
 * the assignments name is a readable transaction of it (BANK_IMPORT_MESSAGES.lineUnknown otherwise).
 */
export async function bankFileAccepts(body: unknown): Promise<boolean> {
  const parsed = ZBankImportRequest.safeParse(body);
  if (!parsed.success) return false;
  const readable = await readableLines(body);
  return readable !== null && parsed.data.assignments.every((assignment) => readable.has(assignment.line));
}

export const ROUTE_SPECS: Record<string, RouteSpec> = {
  'POST /api/transactions': {
    body: (c) => ({
      date: '2026-11-01',
      payee: 'First Bank',
      memo: 'November payment',
      parts: [
        { propertyId: Number(c.tokens.propertyId ?? 1), category: 'mortgageInterest', amount: 1100.25 },
        { propertyId: Number(c.tokens.propertyId ?? 1), category: 'loanPrincipal', amount: 250.15 },
      ],
    }),
    contract: ZLedgerTransactionInput,
    needs: 'propertyId',
  },
  'PATCH /api/transactions/:id': {
    body: () => ({ category: 'repairs', amount: 99.99, memo: 'changed' }),
    contract: ZLedgerTransactionPatch,
  },
  'POST /api/transactions/recategorize': {
    body: () => ({ ids: [1], category: 'supplies' }),
    contract: ZLedgerRecategorizeRequest,
  },
  // The file is the body; its name comes in the query string (docs/api.md "Ledger").
  'PUT /api/transactions/:id/receipt': {
    file: { bytes: () => RECEIPT_PDF, accepts: (bytes) => checkReceiptBytes(bytes).ok },
    query: (c) => `?name=${encodeURIComponent(`receipt ${c.index}.pdf`)}`,
  },
  'POST /api/transaction-schedules': {
    body: (c) => ({
      propertyId: Number(c.tokens.propertyId ?? 1),
      kind: 'rent',
      dayOfMonth: 1,
      amount: 2400,
      payee: 'Tenant',
      startDate: '2026-11-01',
    }),
    contract: ZLedgerScheduleInput,
    needs: 'propertyId',
  },
  'PUT /api/transaction-schedules/:id': {
    body: (c) => ({
      propertyId: Number(c.tokens.propertyId ?? 1),
      kind: 'rent',
      dayOfMonth: 5,
      amount: 2500,
      startDate: '2026-11-01',
    }),
    contract: ZLedgerScheduleInput,
    needs: 'propertyId',
  },
  // OFX and CSV in turn. A check stores nothing in the database (the server keeps its reading in memory a while).
  'POST /api/bank-imports/check': {
    body: (c) =>
      c.index % 2 === 0
        ? { format: 'ofx', fileName: 'october.ofx', text: BANK_OFX }
        : { format: 'csv', fileName: 'october.csv', text: BANK_CSV, mapping: BANK_CSV_MAPPING },
    contract: ZBankCheckRequest,
    content: { accepts: bankCheckAccepts },
  },
  // OFX and CSV in turn, each case with its own import key; both lines go to the actor's own property.
  'POST /api/bank-imports': {
    body: (c) => {
      const propertyId = Number(c.tokens.propertyId ?? 1);
      const assignments = [
        { line: 1, category: 'rents', propertyId },
        { line: 2, category: 'repairs', propertyId },
      ];
      const importKey = uuidOf(0xb4c0000 + c.index);
      return c.index % 2 === 0
        ? {
            importKey,
            format: 'ofx',
            fileName: 'october.ofx',
            text: BANK_OFX,
            assignments,
            keepDuplicateLines: [2],
          }
        : {
            importKey,
            format: 'csv',
            fileName: 'october.csv',
            text: BANK_CSV,
            mapping: BANK_CSV_MAPPING,
            assignments: assignments.map((assignment) => ({ ...assignment, line: assignment.line + 1 })),
            keepDuplicateLines: [3],
          };
    },
    contract: ZBankImportRequest,
    content: { accepts: bankFileAccepts },
    needs: 'propertyId',
  },
  'POST /api/ledger-rules': {
    body: (c) => ({
      payeeContains: `ACE HARDWARE ${c.index}`,
      category: 'repairs',
      propertyId: c.index % 2 === 0 ? Number(c.tokens.propertyId ?? 1) : null,
    }),
    contract: ZLedgerRuleInput,
    needs: 'propertyId',
  },
  'PUT /api/ledger-rules/:id': {
    body: (c) => ({
      payeeContains: 'Home Depot',
      category: 'supplies',
      propertyId: Number(c.tokens.propertyId ?? 1),
    }),
    contract: ZLedgerRuleInput,
    needs: 'propertyId',
  },
  'POST /api/properties/:id/units': {
    body: (c) => ({
      label: `Unit ${c.index}`,
      tenantName: 'Ann Tenant',
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
      rent: 1500,
      deposit: 1500,
      dueDay: 1,
    }),
    contract: ZUnitInput,
  },
  'PUT /api/units/:id': {
    body: () => ({
      label: 'Upstairs',
      tenantName: '',
      leaseStart: null,
      leaseEnd: null,
      rent: '1,250.50',
      dueDay: 5,
    }),
    contract: ZUnitInput,
  },
  'PUT /api/rent-roll/settings': {
    body: (c) => ({ graceDays: c.index % 29 }),
    contract: ZRentRollSettings,
  },
  'PUT /api/schedule-e/:propertyId': {
    body: () => ({ year: 2025, fairRentalDays: 300, personalUseDays: 10, rentalPercent: 100 }),
    contract: ZScheduleEUseInput,
  },
  'POST /api/auth/register': {
    body: (c) => ({
      username: `hostile_${c.index}`,
      email: `hostile_${c.index}@example.com`,
      password: 'a-long-passphrase-1',
      name: 'Hostile Tester',
    }),
    contract: ZRegisterRequest,
  },
  'POST /api/auth/confirm-email': {
    body: (c) => ({ token: c.tokens.emailConfirmationToken }),
    contract: ZConfirmEmailRequest,
    needs: 'emailConfirmationToken',
  },
  'POST /api/auth/login': {
    body: (c) => ({ usernameOrEmail: c.actor.username, password: c.actor.password }),
    contract: ZLoginRequest,
  },
  // A PIN of the right length that is not the PIN: the admin session is never the goal here.
  'POST /api/auth/admin': { body: () => ({ pin: 'abcd' }), contract: ZAdminLoginRequest },
  'POST /api/auth/2fa/verify': {
    body: (c) => ({ code: '123456', password: c.actor.password }),
    contract: ZTwoFactorVerifyRequest,
  },
  'POST /api/auth/2fa/disable': {
    body: (c) => ({ password: c.actor.password, code: '123456' }),
    contract: ZTwoFactorDisableRequest,
  },
  'POST /api/auth/2fa/backup-codes': {
    body: (c) => ({ password: c.actor.password, code: '123456' }),
    contract: ZTwoFactorDisableRequest,
  },
  'POST /api/auth/2fa/challenge': { body: () => ({ code: '123456' }), contract: ZTwoFactorChallengeRequest },
  'POST /api/analyze-deal': {
    body: () => ({
      ...DEAL,
      includeSchedule: true,
      projection: { years: 10, rentGrowth: 3, expenseGrowth: 2, appreciation: 3, sellingCosts: 6 },
    }),
    contract: ZAnalyzeDealWithOptionsRequest,
  },
  'POST /api/analyses': { body: () => DEAL, contract: ZSaveAnalysisRequest },
  'PATCH /api/user/profile': {
    body: (c) =>
      [
        { name: 'Hostile Tester' },
        { profilePicture: `data:image/png;base64,${PNG_1X1_BASE64}` },
        { email: `changed_${c.index}_${c.actor.id}@example.com`, currentPassword: c.actor.password },
      ][c.index % 3],
    contract: ZUpdateProfileRequest,
  },
  'PATCH /api/user/password': {
    body: (c) => ({
      currentPassword: c.actor.password,
      newPassword: `new-passphrase-${c.index}`,
      confirmPassword: `new-passphrase-${c.index}`,
    }),
    contract: ZChangePasswordRequest,
  },
  'PATCH /api/user/settings': {
    body: () => ({
      ...DEFAULT_SETTINGS,
      darkMode: true,
      theme: 'forest',
      currency: 'EUR',
      customColors: { forest: { accent: '#FFFFFF', background: '#000000' } },
    }),
    contract: ZUpdateSettingsRequest,
  },
  'POST /api/user/delete-account': {
    body: (c) => ({ password: c.actor.password }),
    contract: ZDeleteAccountRequest,
  },
  // With an address change waiting for its link, so that a new link can be sent and the change dropped.
  'POST /api/user/email/confirmation': { needs: 'emailConfirmationToken' },
  'DELETE /api/user/email/pending': { needs: 'emailConfirmationToken' },
  'PUT /api/user/time-zone': { body: () => ({ timeZone: 'Europe/Paris' }), contract: ZTimeZoneRequest },
  'POST /api/unsubscribe': {
    query: (c) => `?token=${encodeURIComponent(c.tokens.unsubscribeToken ?? '')}`,
    needs: 'unsubscribeToken',
  },
  'POST /api/properties': {
    body: () => PROPERTY,
    contract: ZPropertyInput,
    headers: (c) => ({ 'idempotency-key': `hostile-key-${c.index}` }),
  },
  'POST /api/properties/bulk': {
    body: () => ({ properties: [PROPERTY, { ...PROPERTY, address: '14 Harbor Lane', state: null }] }),
    contract: ZBulkPropertiesRequest,
  },
  'POST /api/properties/search': {
    body: () => ({
      query: 'Harbor',
      city: 'Denver',
      state: 'CO',
      propertyType: 'condo',
      minPrice: 1000,
      maxPrice: 1_000_000,
      minROI: -50,
      maxROI: 50,
      sortBy: 'price',
      sortOrder: 'asc',
      limit: 10,
      offset: 0,
    }),
    contract: ZPropertySearchRequest,
  },
  'POST /api/properties/import': {
    body: (c) => ({
      importKey: uuidOf(c.index + 1),
      csv: `${CSV_HEADER}\n${c.index} Import Way,Denver,CO,80202,condo,250000\n`,
      fileName: 'portfolio.csv',
      keepDuplicateRows: [2],
    }),
    contract: ZImportRequest,
  },
  'POST /api/properties/import/duplicates': {
    body: () => ({
      rows: [{ row: 2, address: '12 Harbor Lane', city: 'Denver', state: 'CO', zipCode: '80202' }],
    }),
    contract: ZDuplicateCheckRequest,
  },
  'PATCH /api/properties/:id': {
    body: () => ({
      address: '13 Harbor Lane',
      monthlyRent: 2700,
      state: null,
      purchaseDate: '2023-01-15',
      currentValue: null,
    }),
    contract: ZPropertyPatch,
  },
  'POST /api/portfolio/goals': {
    body: () => ({
      targetValue: 3_300_000,
      targetCashFlow: 25_000,
      targetProperties: 15,
      targetDate: '2030-12-31',
      targetROI: 15,
    }),
    contract: ZPortfolioGoalsRequest,
  },
  // docs/api.md: any userEmail is ignored; the update goes to the user's own address.
  'POST /api/notifications/send-portfolio-update': {
    body: () => ({ userEmail: 'attacker@evil.example' }),
  },
  'POST /api/market/neighbourhood-data': {
    body: () => ({ csv: 'zip_or_neighbourhood,metric,value\n80202,safety_score,7\n' }),
    contract: ZNeighbourhoodImportRequest,
  },
};
