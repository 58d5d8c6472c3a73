import type { TImportResult } from '@rentfolio/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ImportResults } from './import-results';

afterEach(cleanup);

const RESULT: TImportResult = {
  importKey: 'key-1',
  totalRows: 4,
  imported: 4,
  failed: 0,
  skippedDuplicates: 0,
  errors: [],
};

function renderResults(result: Partial<TImportResult>) {
  renderWithApp(<ImportResults result={{ ...RESULT, ...result }} onImportAnother={vi.fn()} />);
}

describe('ImportResults', () => {
  it('says every row was imported, with no duplicate figure, when none was skipped', () => {
    renderResults({});
    expect(screen.getByTestId('result-imported').textContent).toBe('Imported4');
    expect(screen.queryByTestId('result-skippedDuplicates')).toBeNull();
    expect(screen.getByText('Every row was imported.')).toBeTruthy();
  });

  it('counts the rows skipped as duplicates, and no longer claims every row was imported', () => {
    renderResults({ imported: 1, skippedDuplicates: 3 });
    expect(screen.getByTestId('result-skippedDuplicates').textContent).toBe('Skipped as duplicates3');
    expect(screen.getByTestId('result-skipped-note').textContent).toBe(
      '3 rows matched properties you already have and were skipped.',
    );
    expect(screen.queryByText('Every row was imported.')).toBeNull();
  });

  it('says a single skipped row in the singular', () => {
    renderResults({ imported: 3, skippedDuplicates: 1 });
    expect(screen.getByTestId('result-skipped-note').textContent).toBe(
      '1 row matched a property you already have and was skipped.',
    );
  });
});
