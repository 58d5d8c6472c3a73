import type { Page } from '@playwright/test';
import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { BankImportPage } from '../page-models/bank-import-page';
import { LedgerPage } from '../page-models/ledger-page';

// /ledger/import (docs/product.md "Bank statements"): an OFX statement and a bank's CSV read in the browser, each
// transaction's category chosen (a rule made from one fills the next file), imported once (a second import of the
// same statement adds nothing), the CSV's columns remembered; a file that is no statement refused with its reason.

const CLIENT = { 'x-rentfolio-client': 'e2e' };

// OFX 1.0.2 (SGML), written by hand: the rent in, a hardware bill and the loan payment out.
const OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>555000111<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20251001<DTEND>20251031
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20251001<TRNAMT>2400.00<FITID>T1<NAME>JORDAN LEE<MEMO>October rent</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251005<TRNAMT>-84.17<FITID>T2<NAME>ACE HARDWARE</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20251010<TRNAMT>-1350.40<FITID>T3<NAME>FIRST BANK</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const CSV = 'Posted Date,Description,Amount\n11/02/2025,ACE HARDWARE,-19.99\n11/03/2025,CITY WATER,-42.10\n';

async function accountWithProperty(page: Page) {
  await signInThroughApi(page);
  return createPropertyThroughApi(page, newProperty({ address: '9 Bank Street', city: 'Denver' }));
}

test('an OFX statement: categories chosen, a rule made, imported once, and nothing added the second time', async ({
  page,
  toasts,
}) => {
  await accountWithProperty(page);
  const ledger = new LedgerPage(page);
  await ledger.goto();
  await ledger.main.getByRole('link', { name: 'Import Statement', exact: true }).click();
  const screen = new BankImportPage(page);
  await expect(screen.heading).toBeVisible();
  await screen.fileInput.setInputFiles({
    name: 'october.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(OFX),
  });
  await expect(screen.main).toContainText('3 transactions read.');
  // The only property is the file's already.
  await expect(screen.fileProperty).toHaveValue(/\d+/);
  await expect(screen.main).toContainText('Choose a category for 3 transactions to import, or untick them.');
  await expect(screen.importButton(0)).toBeDisabled();

  await screen.category('JORDAN LEE', '10/01/2025').selectOption({ label: 'Rents received · Line 3' });
  await screen.category('ACE HARDWARE', '10/05/2025').selectOption({ label: 'Repairs · Line 14' });
  await screen.makeRule('ACE HARDWARE').click();
  await expect(
    toasts.withTitle('Rule added: payees containing “ACE HARDWARE” go to Repairs · Line 14.'),
  ).toBeVisible();
  await expect(screen.main).toContainText('Payee contains “ACE HARDWARE” → Repairs · Line 14');
  await screen.include('FIRST BANK', '10/10/2025').uncheck();
  await expect(screen.importButton(2)).toBeEnabled();
  await screen.importButton(2).click();
  await expect(screen.result).toHaveText('2 transactions added to your ledger.');

  await screen.main.getByRole('link', { name: 'Open Ledger', exact: true }).click();
  await expect(ledger.rows).toHaveCount(2);
  await expect(ledger.row('ACE HARDWARE').amount).toHaveText('−$84.17');
  await expect(ledger.row('JORDAN LEE').category).toHaveText('Rents received · Line 3');

  // The same statement again: the two booked are left out; the loan payment not taken is new.
  await screen.goto();
  await screen.fileInput.setInputFiles({
    name: 'october.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(OFX),
  });
  await expect(screen.main).toContainText(
    '2 are in your ledger already (the same bank transactions) and are left out.',
  );
  await expect(screen.include('JORDAN LEE', '10/01/2025')).toBeDisabled();
  await screen
    .category('FIRST BANK', '10/10/2025')
    .selectOption({ label: 'Mortgage interest paid to banks · Line 12' });
  await screen.importButton(1).click();
  await expect(screen.result).toHaveText('1 transaction added to your ledger.');
  await screen.main.getByRole('link', { name: 'Open Ledger', exact: true }).click();
  await expect(ledger.rows).toHaveCount(3);
});

test("a bank's CSV: its columns confirmed, a rule applied, and the columns remembered next time", async ({
  page,
}) => {
  await accountWithProperty(page);
  const rule = await page.request.post('/api/ledger-rules', {
    data: { payeeContains: 'ace hardware', category: 'repairs', propertyId: null },
    headers: CLIENT,
  });
  expect(rule.status(), await rule.text()).toBe(201);
  const screen = new BankImportPage(page);
  await screen.goto();
  await screen.fileInput.setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(screen.column('Date')).toHaveValue('0');
  await expect(screen.column('Payee or description')).toHaveValue('1');
  await expect(screen.column('Amount')).toHaveValue('2');
  await screen.readButton.click();
  await expect(screen.main).toContainText('2 transactions read.');
  // The rule put the hardware bill in Repairs; the water bill waits for its category.
  await expect(screen.category('ACE HARDWARE', '11/02/2025')).toHaveValue('repairs');
  await expect(screen.main).toContainText('Choose a category for 1 transaction to import, or untick it.');
  await screen.category('CITY WATER', '11/03/2025').selectOption({ label: 'Utilities · Line 17' });
  await screen.importButton(2).click();
  await expect(screen.result).toHaveText('2 transactions added to your ledger.');

  await screen.main.getByRole('button', { name: 'Import Another Statement', exact: true }).click();
  await screen.fileInput.setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(screen.main).toContainText('The columns you chose for this bank last time are filled in.');
  await screen.readButton.click();
  await expect(screen.main).toContainText(
    '2 look like transactions you have (the same day, amount and payee) and are left out unless you tick them.',
  );
});

test('a file that is no statement, and one over 10 MB, are refused with their reason', async ({ page }) => {
  await accountWithProperty(page);
  const screen = new BankImportPage(page);
  await screen.goto();
  await screen.fileInput.setInputFiles({
    name: 'statement.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from('<!doctype html><p>Not a statement</p>'),
  });
  await expect(screen.error).toHaveText(
    'This file is not an OFX or QFX statement. Export the statement from your bank again as OFX, QFX or CSV.',
  );
  await screen.fileInput.setInputFiles({
    name: 'huge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41),
  });
  await expect(screen.error).toHaveText(
    'The file is larger than the 10 MB limit. Split it into smaller files.',
  );
  await expect(screen.main).toContainText('No rules yet.');
});
