import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  createPropertiesThroughApi,
  expect,
  holdRequests,
  newProperty,
  recordRequests,
  signInThroughApi,
  test,
} from '../fixtures';
import { DashboardPage } from '../page-models/dashboard-page';
import { ImportExportPage } from '../page-models/import-export-page';
import { Toasts } from '../page-models/toasts';

// /import-export (spec "Import/Export", "CSV import" rules and the Import and Export messages): a CSV read in the
// browser into a preview, imported with a progress bar into per-row results, the template, the export, and the
// screen's states at phone width. The CSVs and expected texts are written out by hand.

const CLIENT = { 'x-rentfolio-client': 'e2e' };
const PHONE = { width: 375, height: 740 };
const NARROW_PHONE = { width: 390, height: 844 };

/** Two good rows and four refused ones: a short row, no address, an unknown type, a price that is not a number. */
const CSV_WITH_ERRORS = [
  'address,city,state,zip_code,property_type,purchase_price,monthly_rent,bedrooms',
  '"101 Import Way, Unit 2",Denver,CO,80205,Single Family,"$350,000",2800,3',
  '202 Import Ave,Austin,TX,78704,duplex,425000,3900,4',
  '303 Import Blvd,Boulder,CO',
  ',Denver,CO,80205,Condo,300000,2000,2',
  '404 Import Ct,Denver,CO,80205,castle,300000,2000,2',
  '505 Import Ln,Denver,CO,80205,Townhouse,abc,2000,2',
].join('\r\n');

const EXPECTED_ROW_ERRORS = [
  'Row 4 | Error importing 303 Import Blvd: Row 4 has 3 columns but expected 8',
  'Row 5 | Error importing row 5: Row 5 is missing required fields (Address)',
  'Row 6 | Error importing 404 Import Ct: Property type must be one of single-family, duplex, triplex, fourplex, townhouse, condo, apartment, commercial.',
  'Row 7 | Error importing 505 Import Ln: Purchase price must be a number.',
];

/** A file saved by a European spreadsheet: semicolons, and amounts with a decimal comma. */
const SEMICOLON_CSV = [
  'address;city;state;zipCode;propertyType;purchasePrice;monthlyRent',
  '12 Paste St;Denver;CO;80205;Condo;250.000;1.850',
  '14 Paste St;Denver;CO;80205;Duplex;310.500,50;2.400',
].join('\n');

/** Three properties in three cities, the third with a long address (it must wrap on a phone). */
const RENTALS_CSV = [
  'address,city,state,zipCode,propertyType,purchasePrice,monthlyRent',
  '11 Again St,Denver,CO,80205,Condo,250000,1850',
  '12 Again Ave,Austin,TX,78704,Duplex,410000,3300',
  '"1300 Again Boulevard, Building C, Apartment 1204",Boise,ID,83702,Townhouse,330000,2400',
].join('\n');

/** Imports a CSV through the API, as if it had been imported on the screen before. */
async function importThroughApi(page: Page, csv: string): Promise<void> {
  const response = await page.request.post('/api/properties/import', {
    data: { importKey: randomUUID(), csv },
    headers: CLIENT,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function storedAddresses(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/properties', { headers: CLIENT });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { address: string }[]).map((property) => property.address).sort();
}

test.describe('importing a CSV', () => {
  test('a file with errors: preview, progress, per-row errors, Import Warnings, then the dashboard', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    const toasts = new Toasts(page);
    await screen.goto();
    await expect(screen.exportCount).toHaveText(
      'You have no properties yet. Import a CSV file or add a property first.',
    );

    await screen.chooseFile({ name: 'rentals.csv', text: CSV_WITH_ERRORS });
    await expect(screen.preview).toBeVisible();
    await expect(screen.previewSource).toContainText('rentals.csv');
    await expect(screen.previewDelimiter).toHaveText('Comma (,)');
    await expect(screen.mappingRows).toHaveText([
      'addressAddress',
      'cityCity',
      'stateState',
      'zip_codeZIP code',
      'property_typeProperty type',
      'purchase_pricePurchase price',
      'monthly_rentMonthly rent',
      'bedroomsBedrooms',
    ]);
    await expect(screen.previewTable.getByRole('row')).toHaveCount(6);
    await expect(screen.previewTable.getByRole('row').nth(1)).toHaveText(
      '2101 Import Way, Unit 2DenverCO80205Single Family35000028003',
    );
    await expect(screen.previewCount('rowsRead')).toHaveText('6');
    await expect(screen.previewCount('ready')).toHaveText('2');
    await expect(screen.previewCount('withErrors')).toHaveText('4');
    expect(await screen.rowErrorTexts()).toEqual(EXPECTED_ROW_ERRORS);
    expect(await storedAddresses(page)).toEqual([]);

    // The upload is held, so the progress bar can be seen before the answer.
    const upload = await holdRequests(page, '**/api/properties/import');
    await screen.confirmButton(2).click();
    await expect(screen.progressBar).toBeVisible();
    await expect(screen.progressText).toContainText(/^(Uploading|Checking rows|Saving properties|Finishing)/);
    await expect(
      screen.importCard.getByRole('status').filter({
        hasText: /Uploading the file|Checking the rows|Saving the properties|Finishing the import/,
      }),
    ).toHaveCount(1);
    upload.release();

    await expect(screen.results).toBeVisible();
    await expect(screen.resultValue('imported')).toHaveText('2');
    await expect(screen.resultValue('failed')).toHaveText('4');
    await expect(screen.resultValue('totalRows')).toHaveText('6');
    expect(await screen.rowErrorTexts()).toEqual(EXPECTED_ROW_ERRORS);
    await expect(toasts.withTitle('Import Warnings')).toBeVisible();
    await expect(toasts.region.getByText('4 properties failed to import.', { exact: true })).toBeVisible();
    await expect(screen.exportCount).toHaveText('You have 2 properties.');

    expect(await storedAddresses(page)).toEqual(['101 Import Way, Unit 2', '202 Import Ave']);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.recentProperties.filter({ hasText: '101 Import Way, Unit 2' })).toHaveCount(1);
    await expect(dashboard.recentProperties.filter({ hasText: '202 Import Ave' })).toHaveCount(1);
  });

  test('pasted text: a semicolon file with decimal commas gives Import Completed', async ({ page }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    const toasts = new Toasts(page);
    await screen.goto();

    await screen.paste(SEMICOLON_CSV);
    await expect(screen.previewSource).toContainText('Pasted text');
    await expect(screen.previewDelimiter).toHaveText('Semicolon (;)');
    await expect(screen.previewTable.getByRole('row').nth(2)).toHaveText(
      '314 Paste StDenverCO80205Duplex310500.502400',
    );
    await screen.confirmButton(2).click();

    await expect(toasts.withTitle('Import Completed')).toBeVisible();
    await expect(
      toasts.region.getByText('Successfully imported 2 properties.', { exact: true }),
    ).toBeVisible();
    await expect(screen.resultValue('imported')).toHaveText('2');
    await expect(screen.results.getByText('Every row was imported.', { exact: true })).toBeVisible();
    expect(await storedAddresses(page)).toEqual(['12 Paste St', '14 Paste St']);

    // Import Another File starts over with an empty text box.
    await screen.importAnotherButton.click();
    await expect(screen.pasteBox).toHaveValue('');
  });

  test('a dropped file, and the file picker from the keyboard', async ({ page }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    await screen.goto();

    // Written as a string: the tests compile without the DOM's types.
    const dataTransfer = await page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([${JSON.stringify(SEMICOLON_CSV)}], 'dropped.CSV', { type: 'text/csv' }));
      return transfer;
    })()`);
    await screen.dropZone.dispatchEvent('drop', { dataTransfer });
    await expect(screen.previewSource).toContainText('dropped.CSV');
    // The file chooser is awaited before Cancel: Playwright turns its interception on when the first listener comes,
    // without waiting, and a key pressed right after could open the browser's own chooser, which no test sees.
    const chooser = page.waitForEvent('filechooser');
    await screen.cancelButton.click();

    // Cancel puts the drop zone back; Enter goes to its button (locator.press focuses the button as it is then).
    await expect(screen.chooseFileButton).toBeEnabled();
    await screen.chooseFileButton.press('Enter');
    await (await chooser).setFiles({
      name: 'picked.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SEMICOLON_CSV, 'utf8'),
    });
    await expect(screen.previewSource).toContainText('picked.csv');
    await expect(screen.confirmButton(2)).toBeVisible();
  });

  test('a retry after a lost answer sends the same key and stores nothing twice', async ({ page }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    const toasts = new Toasts(page);
    const keys: string[] = [];
    let isFirst = true;
    await page.route('**/api/properties/import', async (route) => {
      keys.push((JSON.parse(route.request().postData() ?? '{}') as { importKey: string }).importKey);
      if (!isFirst) return route.fallback();
      isFirst = false;
      // The server imports the file; its answer never reaches the page.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await screen.goto();
    await screen.chooseFile({ name: 'rentals.csv', text: SEMICOLON_CSV });
    await screen.confirmButton(2).click();

    await expect(toasts.withTitle('Import Failed')).toBeVisible();
    await expect(
      toasts.region.getByText('There was an error importing your properties.', { exact: true }),
    ).toBeVisible();
    await expect(screen.importFailure).toContainText('There was an error importing your properties.');

    await screen.confirmButton(2).click();
    await expect(toasts.withTitle('Import Completed')).toBeVisible();
    await expect(screen.resultValue('imported')).toHaveText('2');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await storedAddresses(page)).toEqual(['12 Paste St', '14 Paste St']);
  });

  test("refuses a .txt file with 'Invalid File Type', a header alone with 'CSV Parse Error', and an empty one", async ({
    page,
  }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    const toasts = new Toasts(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/properties/import'))
        posts.push(request.url());
    });
    await screen.goto();

    await screen.chooseFile({ name: 'rentals.txt', text: SEMICOLON_CSV, mimeType: 'text/plain' });
    await expect(toasts.withTitle('Invalid File Type')).toBeVisible();
    await expect(toasts.region.getByText('Please upload a CSV file.', { exact: true })).toBeVisible();

    await screen.chooseFile({
      name: 'header-only.csv',
      text: 'address,city,state,zipCode,propertyType,purchasePrice\n',
    });
    await expect(toasts.withTitle('CSV Parse Error')).toBeVisible();
    await expect(
      toasts.region.getByText('CSV must have at least a header row and one data row', { exact: true }),
    ).toBeVisible();

    await screen.chooseFile({ name: 'empty.csv', text: '' });
    await expect(toasts.withTitle('No Data')).toBeVisible();
    await expect(
      toasts.region.getByText('Please upload a CSV file or paste CSV data.', { exact: true }),
    ).toBeVisible();

    await screen.pasteBox.fill('   ');
    await screen.pasteImportButton.click();
    await expect(toasts.withTitle('No Data').last()).toBeVisible();

    await expect(screen.preview).toHaveCount(0);
    await expect(screen.dropZone).toBeVisible();
    expect(posts).toEqual([]);
  });
});

test.describe('importing a file again', () => {
  test('lists every row as a likely duplicate, skips them, and imports exactly the one kept', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await importThroughApi(page, RENTALS_CSV);
    const before = await storedAddresses(page);
    expect(before).toHaveLength(3);
    const screen = new ImportExportPage(page);
    const toasts = new Toasts(page);
    await screen.goto();

    const checks = recordRequests(page, '/api/properties/import/duplicates');
    await screen.chooseFile({ name: 'rentals.csv', text: RENTALS_CSV });
    await expect(screen.previewCount('duplicates')).toHaveText('3');
    await expect(screen.previewCount('rowsRead')).toHaveText('3');
    await expect(screen.previewCount('ready')).toHaveText('0');
    await expect(screen.duplicateRows).toHaveText([
      'Row 211 Again StDenver, CO 80205Keep',
      'Row 312 Again AveAustin, TX 78704Keep',
      'Row 41300 Again Boulevard, Building C, Apartment 1204Boise, ID 83702Keep',
    ]);
    await expect(screen.duplicatesSummary).toHaveText('3 likely duplicates will be skipped.');
    expect(checks).toHaveLength(1);

    // Imported as it is: every row is skipped, and nothing is added.
    await screen.confirmButton(0).click();
    await expect(screen.results).toBeVisible();
    await expect(screen.resultValue('imported')).toHaveText('0');
    await expect(screen.resultValue('skippedDuplicates')).toHaveText('3');
    await expect(screen.results.getByTestId('result-skipped-note')).toHaveText(
      '3 rows matched properties you already have and were skipped.',
    );
    await expect(screen.results.getByText('Every row was imported.', { exact: true })).toHaveCount(0);
    await expect(toasts.withTitle('Import Completed')).toBeVisible();
    await expect(
      toasts.region.getByText('Successfully imported 0 properties. 3 likely duplicates were skipped.', {
        exact: true,
      }),
    ).toBeVisible();
    expect(await storedAddresses(page)).toEqual(before);

    // Again, keeping row 3 from the keyboard: exactly that one is imported.
    await screen.importAnotherButton.click();
    await screen.chooseFile({ name: 'rentals.csv', text: RENTALS_CSV });
    await expect(screen.duplicateRows).toHaveCount(3);
    await screen.keepAllButton.focus();
    await page.keyboard.press('Enter');
    await expect(screen.previewCount('ready')).toHaveText('3');
    await expect(screen.duplicatesSummary).toHaveText('Every likely duplicate will be imported.');
    await page.keyboard.press('Tab');
    await expect(screen.skipAllButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(screen.previewCount('ready')).toHaveText('0');
    const keepAvenue = screen.keepBox(3, '12 Again Ave');
    await keepAvenue.focus();
    await page.keyboard.press('Space');
    await expect(keepAvenue).toBeChecked();
    await expect(screen.previewCount('ready')).toHaveText('1');
    await expect(screen.duplicatesSummary).toHaveText('2 likely duplicates will be skipped.');

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/properties/import'),
    );
    await screen.confirmButton(1).click();
    expect((await sent).postDataJSON()).toMatchObject({ keepDuplicateRows: [3] });
    await expect(screen.resultValue('imported')).toHaveText('1');
    await expect(screen.resultValue('skippedDuplicates')).toHaveText('2');
    expect(await storedAddresses(page)).toEqual([...before, '12 Again Ave'].sort());
  });

  test('a failed check says duplicates will be skipped; the import still works, and Retry asks again', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await importThroughApi(page, RENTALS_CSV);
    const screen = new ImportExportPage(page);
    let isFirst = true;
    await page.route('**/api/properties/import/duplicates', async (route) => {
      if (!isFirst) return route.fallback();
      isFirst = false;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await screen.goto();
    await screen.chooseFile({ name: 'rentals.csv', text: RENTALS_CSV });
    await expect(screen.duplicatesFailure).toContainText(
      'You can still import: rows that match a property you already have will be skipped.',
    );
    await expect(screen.previewCount('ready')).toHaveText('3');
    await expect(screen.confirmButton(3)).toBeEnabled();

    await screen.duplicatesFailure.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(screen.duplicateRows).toHaveCount(3);
    await expect(screen.duplicatesFailure).toHaveCount(0);
    await expect(screen.previewCount('ready')).toHaveText('0');
  });

  test('the likely duplicates fit a 390 px phone', async ({ page }) => {
    await page.setViewportSize(NARROW_PHONE);
    await signInThroughApi(page);
    await importThroughApi(page, RENTALS_CSV);
    const screen = new ImportExportPage(page);
    await screen.goto();
    await screen.chooseFile({ name: 'rentals.csv', text: RENTALS_CSV });
    await expect(screen.duplicateRows).toHaveCount(3);
    expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);
    await screen.keepBox(4, '1300 Again Boulevard, Building C, Apartment 1204').check();
    await expect(screen.previewCount('ready')).toHaveText('1');
    await screen.confirmButton(1).click();
    await expect(screen.resultValue('skippedDuplicates')).toHaveText('2');
    expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});

test.describe('exporting', () => {
  test('downloads every property as CSV, with formulas escaped, and says how many', async ({ page }) => {
    await signInThroughApi(page);
    await createPropertiesThroughApi(page, [
      newProperty({ address: '=HYPERLINK("x")', city: 'Denver', state: 'CO', zipCode: '80205' }),
      newProperty({ address: '7 Safe St', notes: '@SUM(A1)' }),
    ]);
    const screen = new ImportExportPage(page);
    const toasts = new Toasts(page);
    await screen.goto();
    await expect(screen.exportCount).toHaveText('You have 2 properties.');

    const downloading = page.waitForEvent('download');
    await screen.exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rentfolio-properties-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'address,city,state,zipCode,propertyType,bedrooms,bathrooms,squareFeet,purchasePrice,monthlyRent,' +
        'operatingExpenses,propertyTaxes,insurance,maintenance,vacancy,downPayment,interestRate,loanTerm,' +
        'closingCosts,rehabCosts,purchaseDate,currentValue,isOccupied,notes,capRate,cashFlow,monthlyCashFlow,' +
        'roi,cashOnCashReturn',
    );
    const formulaRow = lines.find((line) => line.includes('HYPERLINK'));
    expect(
      formulaRow?.startsWith(`"'=HYPERLINK(""x"")",Denver,CO,80205,Single Family,3,2,1800,350000,2800,`),
    ).toBe(true);
    expect(lines.find((line) => line.startsWith('7 Safe St,'))).toContain(",'@SUM(A1),");
    expect(lines.filter((line) => line !== '')).toHaveLength(3);

    await expect(toasts.withTitle('Export Successful')).toBeVisible();
    await expect(
      toasts.region.getByText('Exported 2 properties to CSV file.', { exact: true }),
    ).toBeVisible();
  });

  test("says 'No Data to Export' when there is no property", async ({ page }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    const toasts = new Toasts(page);
    await screen.goto();
    await expect(screen.exportCount).toHaveText(
      'You have no properties yet. Import a CSV file or add a property first.',
    );
    await screen.exportButton.click();
    await expect(toasts.withTitle('No Data to Export')).toBeVisible();
    await expect(screen.exportButton).toBeEnabled();
  });

  test('the template has the header and two sample rows', async ({ page }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    await screen.goto();
    const downloading = page.waitForEvent('download');
    await screen.templateButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('rentfolio-import-template.csv');
    const lines = (await readFile((await download.path()) ?? '', 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.startsWith('address,city,state,zipCode,propertyType,')).toBe(true);
    expect(lines[0]).toContain('purchasePrice');
  });
});

test.describe('the screen', () => {
  test('shows its tips', async ({ page }) => {
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    await screen.goto();
    await expect(screen.tips.getByRole('listitem')).toHaveCount(9);
    await expect(screen.tips).toContainText('address, city, state, zipCode, propertyType and purchasePrice');
    await expect(screen.tips).toContainText('50,000 properties and 10 MB');
  });

  test('fits a 375 px phone without sideways scrolling, in each step', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInThroughApi(page);
    const screen = new ImportExportPage(page);
    await screen.goto();
    expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);

    // A wide file: every column of the template and more.
    const wide = [
      'address,city,state,zipCode,propertyType,bedrooms,bathrooms,squareFeet,purchasePrice,monthlyRent,operatingExpenses,propertyTaxes,insurance,maintenance,vacancy,notes,Favorite Color',
      '"1200 A Very Long Street Name That Goes On, Apartment 1234",Denver,CO,80205,Single Family,3,2,1800,350000,2800,600,3000,1200,1500,5,A long note about the roof and the windows,blue',
      'x,y',
    ].join('\n');
    await screen.chooseFile({
      name: 'a-very-long-file-name-for-a-phone-screen-rentals-2026.csv',
      text: wide,
    });
    await expect(screen.preview).toBeVisible();
    expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);

    await screen.confirmButton(1).click();
    await expect(screen.results).toBeVisible();
    await expect(screen.resultValue('imported')).toHaveText('1');
    expect(await screen.horizontalOverflow()).toBeLessThanOrEqual(0);
  });
});
