import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLayout } from '@/test/fake-layout';
import { jsonResponse, renderWithApp } from '@/test/render';
import { CsvPreview } from './csv-preview';
import { buildCsvPreview, type TCsvPreview } from './csv-preview-model';
import type { TCsvInput } from './use-csv-preview';
import { useDuplicateReview } from './use-duplicate-review';

/** POST /api/properties/import/duplicates, answered with no likely duplicate unless a test says otherwise. */
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse(200, { rows: [] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAY = '2026-03-01';

/** A file as a spreadsheet user might save it: loose headers, an exported figure, an unknown and a doubled column. */
const LOOSE_CSV = [
  'Street Address,City,ST,zip_code,Type,Price,capRate,Favorite Color,price',
  '12 Oak St,Denver,CO,80205,SFR,"$450,000",7.1,blue,1',
  '9 Pine Rd,Austin',
  '77 Birch Ln,Austin,TX,78704,condominium,"$310,500.50",,green,2',
].join('\n');

type HarnessProps = {
  input: TCsvInput;
  preview: TCsvPreview;
  onConfirm: (keepDuplicateRows: number[]) => void;
  onCancel: () => void;
};

/** The preview as the import card shows it: with its duplicate check. */
function Harness({ input, preview, onConfirm, onCancel }: HarnessProps) {
  const duplicates = useDuplicateReview(preview);
  return (
    <CsvPreview
      input={input}
      preview={preview}
      duplicates={duplicates}
      onConfirm={onConfirm}
      onCancel={onCancel}
      failure={null}
    />
  );
}

function renderPreview(text: string, input: Partial<TCsvInput> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const preview = buildCsvPreview(text, { today: TODAY });
  renderWithApp(
    <Harness
      input={{ text, fileName: 'rentals.csv', bytes: 2048, ...input }}
      preview={preview}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

function mappingRows() {
  return within(screen.getByTestId('column-mapping'))
    .getAllByTestId('column-mapping-row')
    .map((row) => row.textContent);
}

describe('CsvPreview', () => {
  it('maps each header to the field it fills, and says which columns are recalculated or ignored', () => {
    renderPreview(LOOSE_CSV);
    expect(mappingRows()).toEqual([
      'Street AddressAddress',
      'CityCity',
      'STState',
      'zip_codeZIP code',
      'TypeProperty type',
      'PricePurchase price',
      'capRateCap rateRecalculated',
      'Favorite ColorIgnored: not a property field',
      'priceIgnored: a second Purchase price column',
    ]);
    expect(screen.getByText(/Recalculated columns are worked out again/)).toBeTruthy();
  });

  it('shows the source, the delimiter and the counts of rows ready and refused', () => {
    renderPreview(LOOSE_CSV);
    expect(screen.getByTestId('preview-source').textContent).toBe('rentals.csv(2 kB)');
    expect(screen.getByTestId('preview-delimiter').textContent).toBe('Comma (,)');
    expect(screen.getByTestId('preview-count-rowsRead').textContent).toBe('Rows read3');
    expect(screen.getByTestId('preview-count-ready').textContent).toBe('Ready to import2');
    expect(screen.getByTestId('preview-count-withErrors').textContent).toBe('With errors1');
    expect(screen.queryByTestId('missing-required')).toBeNull();
  });

  it('shows the first rows as the fields receive them', () => {
    renderPreview(LOOSE_CSV);
    const table = within(screen.getByTestId('preview-rows'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Row',
      'Address',
      'City',
      'State',
      'ZIP code',
      'Property type',
      'Purchase price',
    ]);
    const rows = table.getAllByTestId('preview-row').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['12 Oak St', 'Denver', 'CO', '80205', 'Single Family', '450000'],
      ['9 Pine Rd', 'Austin', '—', '—', '—', '—'],
      ['77 Birch Ln', 'Austin', 'TX', '78704', 'Condo', '310500.50'],
    ]);
    expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2', '3', '4']);
  });

  it('lists the refused rows with their row numbers and the product’s wording', () => {
    renderPreview(LOOSE_CSV);
    const errors = within(screen.getByTestId('preview-errors'));
    expect(errors.getByTestId('row-error-row').textContent).toBe('Row 3');
    expect(errors.getByTestId('row-error-text').textContent).toBe(
      'Error importing 9 Pine Rd: Row 3 has 2 columns but expected 9',
    );
  });

  it('confirms with the number of properties to import, or cancels', () => {
    const { onConfirm, onCancel } = renderPreview(LOOSE_CSV);
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 properties' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('warns of required fields without a column, and has nothing to confirm then', () => {
    renderPreview('address;city;state;purchasePrice\n1 Main St;Denver;CO;250.000,00\n', { fileName: null });
    expect(screen.getByTestId('preview-source').textContent).toBe('Pasted text(2 kB)');
    expect(screen.getByTestId('preview-delimiter').textContent).toBe('Semicolon (;)');
    expect(screen.getByTestId('missing-required').textContent).toBe(
      'Required columns missingYour file has no column for ZIP code, Property type, so no row can be imported without them.',
    );
    expect(
      within(screen.getByTestId('preview-rows'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 Main St', 'Denver', 'CO', '250000.00']);
    expect(screen.getByTestId('row-error-text').textContent).toBe(
      'Error importing 1 Main St: Row 2 is missing required fields (ZIP code, Property type)',
    );
    const confirm = screen.getByRole('button', { name: 'Import 0 properties' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('nothing-to-import')).toBeTruthy();
  });

  it('says how many more refused rows are not listed', () => {
    const rows = Array.from({ length: 1003 }, (_, index) => `${index} Bad St,Denver`);
    renderPreview(['address,city,state,zipCode,propertyType,purchasePrice', ...rows].join('\n'));
    expect(screen.getAllByTestId('row-error')).toHaveLength(1000);
    expect(screen.getByTestId('row-errors-not-listed').textContent).toBe(
      '3 more rows with errors are not listed.',
    );
  });
});

/** The rows sent to the duplicate check, by call. */
function checkedRows(): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).rows);
}

function count(key: string): string | null {
  return screen.getByTestId(`preview-count-${key}`).textContent;
}

describe('CsvPreview: likely duplicates', () => {
  // jsdom lays nothing out: the list's box and items get heights, or the virtualised list would show no row.
  let undoLayout: () => void;
  beforeEach(() => {
    undoLayout = fakeLayout({ itemHeight: 56, boxHeight: 288 });
  });
  afterEach(() => undoLayout());

  it('asks the server once about the valid rows, saying so while it waits', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPreview(LOOSE_CSV);
    expect(screen.getByRole('status').textContent).toBe('Checking for properties you already have...');
    expect(count('duplicates')).toBe('Likely duplicatesChecking');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/properties/import/duplicates');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'x-rentfolio-client': 'web', 'content-type': 'application/json' });
    // Row 3 is refused, so it is not asked about.
    expect(checkedRows()).toEqual([
      [
        { row: 2, address: '12 Oak St', city: 'Denver', state: 'CO', zipCode: '80205' },
        { row: 4, address: '77 Birch Ln', city: 'Austin', state: 'TX', zipCode: '78704' },
      ],
    ]);

    answer(jsonResponse(200, { rows: [] }));
    await waitFor(() => expect(count('duplicates')).toBe('Likely duplicates0'));
    expect(screen.queryByTestId('duplicates-checking')).toBeNull();
    expect(screen.queryByTestId('preview-duplicates')).toBeNull();
    expect(count('ready')).toBe('Ready to import2');
  });

  it('lists the likely duplicates, skipped unless kept, and confirms with the kept rows', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, { rows: [2, 4] }));
    const { onConfirm } = renderPreview(LOOSE_CSV);
    const section = within(await screen.findByRole('region', { name: 'Likely duplicates' }));
    expect(count('duplicates')).toBe('Likely duplicates2');
    expect(section.getAllByTestId('duplicate-row').map((row) => row.textContent)).toEqual([
      'Row 212 Oak StDenver, CO 80205Keep',
      'Row 477 Birch LnAustin, TX 78704Keep',
    ]);
    const keepBirch = section.getByRole('checkbox', { name: 'Keep Row 4 77 Birch Ln' });
    expect(keepBirch).toHaveProperty('checked', false);

    // Both skipped: nothing is ready, and the import can still run (it skips them and says so).
    expect(count('ready')).toBe('Ready to import0');
    expect(section.getByTestId('duplicates-summary').textContent).toBe(
      '2 likely duplicates will be skipped.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import 0 properties' }));
    expect(onConfirm).toHaveBeenLastCalledWith([]);

    fireEvent.click(keepBirch);
    expect(keepBirch).toHaveProperty('checked', true);
    expect(count('ready')).toBe('Ready to import1');
    expect(section.getByTestId('duplicates-summary').textContent).toBe('1 likely duplicate will be skipped.');
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 property' }));
    expect(onConfirm).toHaveBeenLastCalledWith([4]);

    fireEvent.click(section.getByRole('button', { name: 'Keep all' }));
    expect(section.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
    ]);
    expect(section.getByTestId('duplicates-summary').textContent).toBe(
      'Every likely duplicate will be imported.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 properties' }));
    expect(onConfirm).toHaveBeenLastCalledWith([2, 4]);

    fireEvent.click(section.getByRole('button', { name: 'Skip all' }));
    expect(section.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(count('ready')).toBe('Ready to import0');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the check failed and that duplicates will be skipped, and tries again on Retry', async () => {
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(500, { error: 'Internal', code: 'INTERNAL', message: 'Boom', requestId: 'r1' }),
    );
    const { onConfirm } = renderPreview(LOOSE_CSV);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe(
      'Duplicates could not be checkedYou can still import: rows that match a property you already have will be skipped.Retry',
    );
    expect(count('duplicates')).toBe('Likely duplicates—Not checked');
    expect(count('ready')).toBe('Ready to import2');
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 properties' }));
    expect(onConfirm).toHaveBeenLastCalledWith([]);

    fetchMock.mockImplementationOnce(async () => jsonResponse(200, { rows: [4] }));
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Likely duplicates' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(count('duplicates')).toBe('Likely duplicates1');
    expect(count('ready')).toBe('Ready to import1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(checkedRows()[1]).toEqual(checkedRows()[0]);
  });

  it('asks nothing when no row is valid', () => {
    renderPreview('address;city;state;purchasePrice\n1 Main St;Denver;CO;250.000,00\n');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(count('duplicates')).toBe('Likely duplicates0');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a long list of duplicates virtualised, every row still reachable by its checkbox', async () => {
    const rows = Array.from(
      { length: 2000 },
      (_, index) => `${index + 1} Elm St,Denver,CO,80205,condo,200000`,
    );
    fetchMock.mockImplementationOnce(async (_url, init) =>
      jsonResponse(200, {
        rows: (JSON.parse(String(init?.body)) as { rows: { row: number }[] }).rows.map((r) => r.row),
      }),
    );
    renderPreview(['address,city,state,zipCode,propertyType,purchasePrice', ...rows].join('\n'));
    const list = await screen.findByRole('list', { name: 'Rows that match a property you already have' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeLessThan(20);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('2000');
    expect(count('duplicates')).toBe('Likely duplicates2,000');
    fireEvent.click(screen.getByRole('button', { name: 'Keep all' }));
    expect(count('ready')).toBe('Ready to import2,000');
  });
});
