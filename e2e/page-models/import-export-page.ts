import { expect, type Locator, type Page } from '@playwright/test';

/** A file for setInputFiles: a name, its text (UTF-8) and a type. */
export type CsvFile = { name: string; text: string; mimeType?: string };

/**
 * /import-export (spec: "Import/Export": CSV upload or paste, template download, import results, export to CSV, and
 * tips): the Import Properties card and its steps (source, preview, progress, results), the Export Properties card,
 * the CSV Template card and Tips.
 */
export class ImportExportPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;

  readonly importCard: Locator;
  readonly dropZone: Locator;
  readonly fileInput: Locator;
  readonly chooseFileButton: Locator;
  readonly pasteBox: Locator;
  readonly pasteImportButton: Locator;

  readonly preview: Locator;
  readonly previewSource: Locator;
  readonly previewDelimiter: Locator;
  readonly mappingRows: Locator;
  readonly missingRequired: Locator;
  readonly previewTable: Locator;
  readonly previewCounts: Locator;
  readonly cancelButton: Locator;
  readonly importFailure: Locator;

  readonly duplicatesChecking: Locator;
  readonly duplicatesFailure: Locator;
  readonly duplicates: Locator;
  readonly duplicateRows: Locator;
  readonly duplicatesSummary: Locator;
  readonly keepAllButton: Locator;
  readonly skipAllButton: Locator;

  readonly progressBar: Locator;
  readonly progressText: Locator;

  readonly results: Locator;
  readonly rowErrors: Locator;
  readonly notListed: Locator;
  readonly importAnotherButton: Locator;

  readonly exportCard: Locator;
  readonly exportButton: Locator;
  readonly exportCount: Locator;
  readonly templateButton: Locator;
  readonly tips: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Import/Export', exact: true });

    this.importCard = this.main.getByRole('region', { name: 'Import Properties', exact: true });
    this.dropZone = this.importCard.getByTestId('drop-zone');
    this.fileInput = this.importCard.getByLabel('CSV file to import', { exact: true });
    this.chooseFileButton = this.importCard.getByRole('button', { name: 'Choose CSV File', exact: true });
    this.pasteBox = this.importCard.getByRole('textbox', { name: 'Paste CSV data', exact: true });
    this.pasteImportButton = this.importCard.getByRole('button', { name: 'Import', exact: true });

    this.preview = this.importCard.getByTestId('csv-preview');
    this.previewSource = this.preview.getByTestId('preview-source');
    this.previewDelimiter = this.preview.getByTestId('preview-delimiter');
    this.mappingRows = this.preview
      .getByRole('region', { name: 'Column mapping', exact: true })
      .getByTestId('column-mapping-row');
    this.missingRequired = this.preview.getByTestId('missing-required');
    this.previewTable = this.preview.getByRole('region', { name: 'First rows of the file', exact: true });
    this.previewCounts = this.preview.getByTestId('preview-counts');
    this.cancelButton = this.importCard.getByRole('button', { name: 'Cancel', exact: true });
    this.importFailure = this.preview.getByTestId('import-failure');

    this.duplicatesChecking = this.preview.getByTestId('duplicates-checking');
    this.duplicatesFailure = this.preview.getByTestId('duplicates-failed');
    this.duplicates = this.preview.getByRole('region', { name: 'Likely duplicates', exact: true });
    this.duplicateRows = this.duplicates.getByTestId('duplicate-row');
    this.duplicatesSummary = this.duplicates.getByTestId('duplicates-summary');
    this.keepAllButton = this.duplicates.getByRole('button', { name: 'Keep all', exact: true });
    this.skipAllButton = this.duplicates.getByRole('button', { name: 'Skip all', exact: true });

    this.progressBar = this.importCard.getByRole('progressbar', { name: 'Import progress', exact: true });
    this.progressText = this.importCard.getByTestId('import-progress-text');

    this.results = this.importCard.getByRole('region', { name: 'Import Results', exact: true });
    this.rowErrors = this.importCard.getByTestId('row-error');
    this.notListed = this.importCard.getByTestId('row-errors-not-listed');
    this.importAnotherButton = this.results.getByRole('button', { name: 'Import Another File', exact: true });

    this.exportCard = this.main.getByRole('region', { name: 'Export Properties', exact: true });
    this.exportButton = this.exportCard.getByRole('button', { name: 'Export to CSV', exact: true });
    this.exportCount = this.exportCard.getByTestId('export-count');
    this.templateButton = this.main
      .getByRole('region', { name: 'CSV Template', exact: true })
      .getByRole('button', { name: 'Download Template', exact: true });
    this.tips = this.main.getByRole('region', { name: 'Tips', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/import-export');
    await expect(this.heading).toBeVisible();
    await expect(this.exportCount).toBeVisible();
  }

  /** Chooses a file through the file input, as the Choose CSV File button's picker would. */
  async chooseFile(file: CsvFile): Promise<void> {
    await this.fileInput.setInputFiles({
      name: file.name,
      mimeType: file.mimeType ?? 'text/csv',
      buffer: Buffer.from(file.text, 'utf8'),
    });
  }

  async paste(text: string): Promise<void> {
    await this.pasteBox.fill(text);
    await this.pasteImportButton.click();
  }

  /** The preview's "Import N properties" button. */
  confirmButton(count: number): Locator {
    return this.preview.getByRole('button', {
      name: `Import ${count} ${count === 1 ? 'property' : 'properties'}`,
      exact: true,
    });
  }

  /** The Keep box of the likely duplicate on `row` (skipped while it is unchecked). */
  keepBox(row: number, address: string): Locator {
    return this.duplicates.getByRole('checkbox', { name: `Keep Row ${row} ${address}`, exact: true });
  }

  /** One of the preview's counts: rows read, ready to import, with errors, or likely duplicates. */
  previewCount(key: 'rowsRead' | 'ready' | 'withErrors' | 'duplicates'): Locator {
    return this.preview.getByTestId(`preview-count-${key}`).getByRole('definition');
  }

  /** One of the results' figures: 'Imported', 'Failed', 'Rows read' or 'Skipped as duplicates'. */
  resultValue(key: 'imported' | 'failed' | 'totalRows' | 'skippedDuplicates'): Locator {
    return this.results.getByTestId(`result-${key}-value`);
  }

  /** Each row error as "Row N" and its text. */
  async rowErrorTexts(): Promise<string[]> {
    return this.rowErrors.evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('[data-testid="row-error-row"]')?.textContent} | ${item.querySelector('[data-testid="row-error-text"]')?.textContent}`,
      ),
    );
  }

  /** How far the page is wider than the viewport (0 or less: nothing scrolls sideways). */
  async horizontalOverflow(): Promise<number> {
    const width = await this.page
      .locator('html')
      .evaluate((root) => (root.ownerDocument.scrollingElement ?? root).scrollWidth);
    return width - (this.page.viewportSize()?.width ?? 0);
  }
}
