import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createPropertyThroughApi, expect, newProperty, signInThroughApi, test } from '../fixtures';
import { LedgerPage } from '../page-models/ledger-page';

// Receipts on /ledger (docs/product.md "Receipts"): attached while adding or editing a transaction, checked by their
// bytes before the upload, downloaded from the row and the dialog, replaced and removed; a refusal from the server
// after the transaction was saved is said plainly. The dialog's accessibility is scanned in accessibility.spec.ts.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };
const REPAIRS = 'Repairs · Line 14';

// Files made by hand from their formats' signatures (a PDF's header line, PNG's eight bytes).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2000, 1),
]);
const HTML = Buffer.from('<!doctype html><p>not a receipt</p>');

async function accountWithProperty(page: Page) {
  await signInThroughApi(page);
  const property = await createPropertyThroughApi(
    page,
    newProperty({ address: '4 Receipt Row', city: 'Denver' }),
  );
  return property.id;
}

async function addRepairThroughApi(page: Page, propertyId: number, payee: string): Promise<number> {
  const response = await page.request.post('/api/transactions', {
    data: { date: '2025-04-02', payee, parts: [{ propertyId, category: 'repairs', amount: 180 }] },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }[])[0]?.id ?? 0;
}

test('a receipt attached while adding is downloaded from its row, then replaced and removed', async ({
  page,
  toasts,
}) => {
  await accountWithProperty(page);
  const ledger = new LedgerPage(page);
  await ledger.goto();
  const dialog = await ledger.openAdd();
  await dialog.fill({ date: '2025-04-02', payee: 'Ace Plumbing' });
  await dialog.fillPart(1, { category: REPAIRS, amount: '180' });
  await expect(dialog.receipt).toContainText('A PDF, JPEG, PNG or WebP file of up to 10 MB.');
  await dialog.receiptInput.setInputFiles({
    name: 'plumber invoice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(dialog.receipt).toContainText('plumber invoice.pdf');
  await expect(dialog.receipt).toContainText('It is attached when you save.');
  await dialog.save();
  await expect(toasts.withTitle('Transaction added')).toBeVisible();
  await expect(dialog.dialog).toBeHidden();
  await toasts.close('Transaction added');

  const row = ledger.row('Ace Plumbing');
  await expect(row.receiptLink).toHaveAccessibleName('Download the receipt plumber invoice.pdf');
  const downloading = page.waitForEvent('download');
  await row.receiptLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('plumber invoice.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  // Replaced in the Edit dialog: the new file goes up when the form is saved.
  await ledger.editButton('Ace Plumbing', '04/02/2025').click();
  const edit = ledger.editDialog;
  await expect(edit.receiptLink('plumber invoice.pdf')).toBeVisible();
  await edit.receiptInput.setInputFiles({ name: 'sink.png', mimeType: 'image/png', buffer: PNG });
  await expect(edit.receipt).toContainText('sink.png');
  await edit.save();
  await expect(toasts.withTitle('Transaction updated')).toBeVisible();
  await toasts.close('Transaction updated');
  await expect(row.receiptLink).toHaveAccessibleName('Download the receipt sink.png');

  // Remove, change one's mind, remove again; saved, the paperclip goes.
  await ledger.editButton('Ace Plumbing', '04/02/2025').click();
  await edit.removeReceiptButton.click();
  await expect(edit.receipt).toContainText('It is removed when you save.');
  await edit.keepReceiptButton.click();
  await expect(edit.receiptLink('sink.png')).toBeVisible();
  await edit.removeReceiptButton.click();
  await edit.save();
  await expect(toasts.withTitle('Transaction updated')).toBeVisible();
  await expect(row.receiptLink).toHaveCount(0);
  const stored = await page.request.get('/api/transactions', { headers: CLIENT });
  expect(((await stored.json()) as { items: { receipt: unknown }[] }).items[0]?.receipt).toBeNull();
});

test('a file that is no receipt is refused before it is sent, and the form stays as it was', async ({
  page,
}) => {
  const propertyId = await accountWithProperty(page);
  await addRepairThroughApi(page, propertyId, 'Hardware Store');
  const ledger = new LedgerPage(page);
  await ledger.goto();
  await ledger.editButton('Hardware Store', '04/02/2025').click();
  const edit = ledger.editDialog;
  let uploads = 0;
  await page.route('**/api/transactions/*/receipt**', async (route) => {
    uploads += 1;
    await route.fallback();
  });

  await edit.receiptInput.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: HTML });
  await expect(edit.receiptError).toHaveText(
    'A receipt must be a PDF, JPEG, PNG or WebP file, and this file is none of these, whatever its name says.',
  );
  await expect(edit.attachReceiptButton).toBeVisible();
  await edit.receiptInput.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]),
  });
  await expect(edit.receiptError).toHaveText('A receipt can be at most 10 MB.');
  // A good file clears the refusal, and "Don't Attach" takes it back.
  await edit.receiptInput.setInputFiles({ name: 'ok.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(edit.receiptError).toHaveCount(0);
  await edit.discardReceiptButton.click();
  await expect(edit.attachReceiptButton).toBeVisible();
  await edit.cancelButton.click();
  expect(uploads).toBe(0);
});

test("the server's refusal after the transaction is saved is said, and the transaction stays", async ({
  page,
  toasts,
}) => {
  const propertyId = await accountWithProperty(page);
  await addRepairThroughApi(page, propertyId, 'Roof Repair Co');
  const ledger = new LedgerPage(page);
  await ledger.goto();
  await page.route('**/api/transactions/*/receipt**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Forbidden',
        code: 'RECEIPT_QUOTA',
        message:
          'Your receipts already take up 1 GB, the most one account can store. Delete receipts you no longer need first.',
        requestId: 'e2e',
      }),
    }),
  );
  await ledger.editButton('Roof Repair Co', '04/02/2025').click();
  const edit = ledger.editDialog;
  await edit.fill({ memo: 'Flashing' });
  await edit.receiptInput.setInputFiles({ name: 'roof.pdf', mimeType: 'application/pdf', buffer: PDF });
  await edit.save();
  await expect(
    toasts.withTitle(
      'The transaction was saved, but not its receipt: Your receipts already take up 1 GB, the most one account can store. Delete receipts you no longer need first.',
    ),
  ).toBeVisible();
  await expect(edit.dialog).toBeHidden();
  await expect(ledger.row('Roof Repair Co').payee).toContainText('Flashing');
  await expect(ledger.row('Roof Repair Co').receiptLink).toHaveCount(0);
});

test('on a phone, the receipt is attached by keyboard and nothing scrolls sideways', async ({
  page,
  toasts,
}) => {
  await page.setViewportSize(PHONE);
  const propertyId = await accountWithProperty(page);
  await addRepairThroughApi(page, propertyId, 'Paint Supply');
  const ledger = new LedgerPage(page);
  await ledger.goto();
  await ledger.editButton('Paint Supply', '04/02/2025').click();
  const edit = ledger.editDialog;
  // Attach Receipt is a button in the tab order; it opens the browser's file chooser.
  const choosing = page.waitForEvent('filechooser');
  await edit.attachReceiptButton.focus();
  await page.keyboard.press('Enter');
  const chooser = await choosing;
  await chooser.setFiles({
    name: 'a-rather-long-receipt-file-name-from-the-store.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(edit.receipt).toContainText('a-rather-long-receipt-file-name-from-the-store.pdf');
  expect(await ledger.horizontalOverflow()).toBeLessThanOrEqual(0);
  const dialogBox = await edit.dialog.boundingBox();
  const receiptBox = await edit.receipt.boundingBox();
  expect(
    receiptBox && dialogBox && receiptBox.x + receiptBox.width <= dialogBox.x + dialogBox.width + 1,
  ).toBe(true);
  await edit.save();
  await expect(toasts.withTitle('Transaction updated')).toBeVisible();
  await expect(ledger.row('Paint Supply').receiptLink).toHaveCount(1);
});
