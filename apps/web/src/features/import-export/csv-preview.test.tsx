import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { CsvPreview } from './csv-preview';
import { buildCsvPreview } from './csv-preview-model';
import type { TCsvInput } from './use-csv-preview';

afterEach(cleanup);

const TODAY = '2026-03-01';

/** A file as a spreadsheet user might save it: loose headers, an exported figure, an unknown and a doubled column. */
const LOOSE_CSV = [
  'Street Address,City,ST,zip_code,Type,Price,capRate,Favorite Color,price',
  '12 Oak St,Denver,CO,80205,SFR,"$450,000",7.1,blue,1',
  '9 Pine Rd,Austin',
  '77 Birch Ln,Austin,TX,78704,condominium,"$310,500.50",,green,2',
].join('\n');

function renderPreview(text: string, input: Partial<TCsvInput> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const preview = buildCsvPreview(text, { today: TODAY });
  renderWithApp(
    <CsvPreview
      input={{ text, fileName: 'rentals.csv', bytes: 2048, ...input }}
      preview={preview}
      onConfirm={onConfirm}
      onCancel={onCancel}
      failure={null}
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

  it('lists the refused rows with their row numbers and the spec’s wording', () => {
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
