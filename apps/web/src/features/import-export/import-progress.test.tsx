import type { TImportStatus } from '@rentfolio/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportProgress } from './import-progress';
import {
  advanceProgress,
  readingProgress,
  statusProgress,
  type TProgress,
  uploadProgress,
} from './import-progress-model';

afterEach(cleanup);

const status = (phase: TImportStatus['phase'], processed: number, total: number): TImportStatus => ({
  importKey: '6f1c2b9e-3d4a-4f5b-8c7d-9e0f1a2b3c4d',
  phase,
  processed,
  total,
  result: null,
});

describe('the import progress', () => {
  it('fills 0–40% with the upload, 40–70% while the server checks rows and 70–100% while it saves', () => {
    expect(uploadProgress(0).percent).toBe(0);
    expect(uploadProgress(0.5).percent).toBe(20);
    expect(uploadProgress(1).percent).toBe(40);
    expect(statusProgress(status('validating', 0, 200)).percent).toBe(40);
    expect(statusProgress(status('validating', 100, 200)).percent).toBe(55);
    expect(statusProgress(status('saving', 0, 200)).percent).toBe(70);
    expect(statusProgress(status('saving', 200, 200)).percent).toBe(100);
    expect(statusProgress(status('done', 200, 200))).toMatchObject({ phase: 'finishing', percent: 100 });
    expect(statusProgress(status('validating', 0, 0)).percent).toBe(40);
  });

  it('never moves back on a late report', () => {
    const saving = statusProgress(status('saving', 50, 100));
    expect(advanceProgress(saving, uploadProgress(1))).toBe(saving);
    expect(advanceProgress(uploadProgress(1), saving)).toBe(saving);
  });

  it('shows the phase in words and announces only the phase to screen readers', () => {
    const shown: TProgress = statusProgress(status('saving', 1500, 3000));
    render(<ImportProgress progress={shown} />);
    expect(screen.getByTestId('import-progress-text').textContent).toBe(
      'Saving properties... 1,500 of 3,000',
    );
    expect(screen.getByRole('status').textContent).toBe('Saving the properties');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('85');
    expect(bar.getAttribute('aria-valuetext')).toBe('85%');
  });

  it('says what is happening in each phase', () => {
    const { rerender } = render(<ImportProgress progress={readingProgress(2000, 8000)} />);
    expect(screen.getByTestId('import-progress-text').textContent).toBe(
      'Reading the file... 2,000 of 8,000 rows checked',
    );
    rerender(<ImportProgress progress={readingProgress(0, 0)} />);
    expect(screen.getByTestId('import-progress-text').textContent).toBe('Reading the file...');
    rerender(<ImportProgress progress={uploadProgress(0.25)} />);
    expect(screen.getByTestId('import-progress-text').textContent).toBe('Uploading the file...');
    rerender(<ImportProgress progress={statusProgress(status('validating', 10, 40))} />);
    expect(screen.getByTestId('import-progress-text').textContent).toBe('Checking rows... 10 of 40');
    rerender(<ImportProgress progress={statusProgress(status('done', 40, 40))} />);
    expect(screen.getByTestId('import-progress-text').textContent).toBe('Finishing...');
  });
});
