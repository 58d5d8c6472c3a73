import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatMoneyInput,
  MoneyInput,
  replacesAllText,
  showsNegativeMessage,
  stripMoneyInput,
} from './money-input';

afterEach(cleanup);

describe('stripMoneyInput', () => {
  it('keeps only digits and the first dot, with at most two decimals', () => {
    expect(stripMoneyInput('350,000')).toBe('350000');
    expect(stripMoneyInput('$1,234.567')).toBe('1234.56');
    expect(stripMoneyInput('12a3.4.5')).toBe('123.45');
    expect(stripMoneyInput('-500')).toBe('500');
    expect(stripMoneyInput('007')).toBe('7');
    expect(stripMoneyInput('.5')).toBe('0.5');
    expect(stripMoneyInput('')).toBe('');
  });
});

describe('formatMoneyInput', () => {
  it('groups the whole dollars by thousands and keeps a half-typed decimal part', () => {
    expect(formatMoneyInput('350000')).toBe('350,000');
    expect(formatMoneyInput('1234567.5')).toBe('1,234,567.5');
    expect(formatMoneyInput('1000.')).toBe('1,000.');
    expect(formatMoneyInput('999')).toBe('999');
    expect(formatMoneyInput('')).toBe('');
  });
});

describe('replacesAllText', () => {
  it('tells a replacement of the whole text from typing, deleting or inserting within it', () => {
    expect(replacesAllText('50', '6')).toBe(true);
    expect(replacesAllText('5', '350000')).toBe(true);
    expect(replacesAllText('5', '50')).toBe(false);
    expect(replacesAllText('50', '5')).toBe(false);
    expect(replacesAllText('50', '510')).toBe(false);
    expect(replacesAllText('50', '150')).toBe(false);
    expect(replacesAllText('', '5')).toBe(false);
  });
});

describe('showsNegativeMessage', () => {
  it('shows for a minus sign typed or pasted, whichever dash it is', () => {
    for (const typed of ['-50', '50-', '\u221250', '\u201350', '\uff0d50'])
      expect(showsNegativeMessage(false, '', typed)).toBe(true);
    expect(showsNegativeMessage(false, '', '50')).toBe(false);
  });

  it('stays while the amount after the sign is typed, and goes when the field is emptied or replaced', () => {
    // "-50" a key at a time: the sign is dropped at once, so the field shows "" and then "5".
    expect(showsNegativeMessage(false, '', '-')).toBe(true);
    expect(showsNegativeMessage(true, '', '5')).toBe(true);
    expect(showsNegativeMessage(true, '5', '50')).toBe(true);
    expect(showsNegativeMessage(true, '50', '5')).toBe(true);
    expect(showsNegativeMessage(true, '5', '')).toBe(false);
    expect(showsNegativeMessage(true, '50', '7')).toBe(false);
  });
});

/** The texts the field's aria-describedby points to, as a screen reader reads them with the field. */
function describedBy(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="price">Purchase Price</label>
      <MoneyInput id="price" value={value} onValueChange={setValue} />
      <output data-testid="raw">{value}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('shows 350000 as 350,000 while handing back the bare digits', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Purchase Price') as HTMLInputElement;

    fireEvent.change(input, { target: { value: '350000' } });

    expect(input.value).toBe('350,000');
    expect(screen.getByTestId('raw').textContent).toBe('350000');
  });

  it('drops letters and separators typed or pasted in', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Purchase Price') as HTMLInputElement;

    fireEvent.change(input, { target: { value: '$1,250,000.759 USD' } });

    expect(input.value).toBe('1,250,000.75');
    expect(screen.getByTestId('raw').textContent).toBe('1250000.75');
  });
});

describe('MoneyInput with a minus sign', () => {
  it('says that negative amounts are not allowed instead of dropping the sign in silence', () => {
    let value = '';
    const { rerender } = render(
      <MoneyInput aria-label="Price" value={value} onValueChange={(next) => (value = next)} />,
    );
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '-5' } });
    rerender(<MoneyInput aria-label="Price" value={value} onValueChange={(next) => (value = next)} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Negative amounts are not allowed. Enter the amount without a minus sign.',
    );
    expect(screen.getByLabelText('Price').getAttribute('aria-describedby')).toBe(
      screen.getByRole('status').getAttribute('id'),
    );
    // The whole text replaced by an amount without a sign.
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '78' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps saying so when "-50" is typed a key at a time, though the field shows 50', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Purchase Price') as HTMLInputElement;

    for (const typed of ['-', '5', '50']) fireEvent.change(input, { target: { value: typed } });

    expect(input.value).toBe('50');
    expect(screen.getByTestId('raw').textContent).toBe('50');
    expect(describedBy(input)).toBe(
      'Negative amounts are not allowed. Enter the amount without a minus sign.',
    );

    // Emptying the field ends it.
    fireEvent.change(input, { target: { value: '' } });
    expect(describedBy(input)).toBe('');
  });

  it('forgets the message when the value is set from outside (a reset, say)', () => {
    const { rerender } = render(<MoneyInput aria-label="Price" value="" onValueChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '-' } });
    expect(screen.getByRole('status')).toBeTruthy();

    rerender(<MoneyInput aria-label="Price" value="250000" onValueChange={() => undefined} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it in the user’s language', async () => {
    const { i18n } = await import('@/i18n');
    const { changeLanguage } = await import('@/i18n/languages');
    await changeLanguage('de');
    try {
      render(<Harness />);
      const input = screen.getByLabelText('Purchase Price') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '-5' } });
      const german = i18n.getResource('de', 'translation', 'common.negativeMoney');
      expect(german).toMatch(/negativ/i);
      expect(describedBy(input)).toBe(german);
    } finally {
      await changeLanguage('en');
    }
  });
});
