import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { CsvSource } from './csv-source';
import type { TCsvInput } from './use-csv-preview';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn(), warning: vi.fn() } }));

beforeEach(() => toastError.mockClear());
afterEach(cleanup);

function Harness({ onInput }: { onInput: (input: TCsvInput) => void }) {
  const [pasted, setPasted] = useState('');
  return <CsvSource onInput={onInput} pasted={pasted} onPastedChange={setPasted} />;
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('csv-file-input'), { target: { files: [file] } });
}

describe('CsvSource', () => {
  it("refuses a file whose name does not end in .csv with 'Invalid File Type'", () => {
    const onInput = vi.fn();
    renderWithApp(<Harness onInput={onInput} />);
    chooseFile(new File(['address,city\n1 Main St,Denver'], 'properties.txt', { type: 'text/plain' }));
    expect(toastError).toHaveBeenCalledWith('Invalid File Type', {
      description: 'Please upload a CSV file.',
    });
    expect(onInput).not.toHaveBeenCalled();
  });

  it("accepts .csv in any case, and refuses an empty one with 'No Data'", async () => {
    const onInput = vi.fn();
    renderWithApp(<Harness onInput={onInput} />);
    chooseFile(new File(['address,city\n1 Main St,Denver\n'], 'RENTALS.CSV', { type: 'text/csv' }));
    await waitFor(() => expect(onInput).toHaveBeenCalledTimes(1));
    expect(onInput).toHaveBeenCalledWith({
      text: 'address,city\n1 Main St,Denver\n',
      fileName: 'RENTALS.CSV',
      bytes: 30,
    });
    chooseFile(new File(['\uFEFF  \n'], 'empty.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('No Data', {
        description: 'Please upload a CSV file or paste CSV data.',
      }),
    );
    expect(onInput).toHaveBeenCalledTimes(1);
  });

  it('takes a dropped file like a chosen one', async () => {
    const onInput = vi.fn();
    renderWithApp(<Harness onInput={onInput} />);
    const file = new File(['a,b\n1,2'], 'dropped.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file] } });
    await waitFor(() =>
      expect(onInput).toHaveBeenCalledWith({ text: 'a,b\n1,2', fileName: 'dropped.csv', bytes: 7 }),
    );
  });

  it("sends pasted text, and refuses an empty paste with 'No Data'", () => {
    const onInput = vi.fn();
    renderWithApp(<Harness onInput={onInput} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(toastError).toHaveBeenCalledWith('No Data', {
      description: 'Please upload a CSV file or paste CSV data.',
    });
    fireEvent.change(screen.getByLabelText('Paste CSV data'), { target: { value: 'address\nÉcole 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onInput).toHaveBeenCalledWith({ text: 'address\nÉcole 1', fileName: null, bytes: 16 });
  });

  it('opens the file picker from the button, so the keyboard needs no drag and drop', () => {
    renderWithApp(<Harness onInput={vi.fn()} />);
    const input = screen.getByTestId('csv-file-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose CSV File' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over 10 MB before reading it', () => {
    const onInput = vi.fn();
    renderWithApp(<Harness onInput={onInput} />);
    const file = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFile(file);
    expect(toastError).toHaveBeenCalledWith('File Too Large', {
      description: 'The file is larger than the 10 MB limit. Split it into smaller files.',
    });
    expect(onInput).not.toHaveBeenCalled();
  });
});
