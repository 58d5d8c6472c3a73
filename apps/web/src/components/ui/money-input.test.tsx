import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoneyInput, MoneyInput, stripMoneyInput } from './money-input';

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
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '56' } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
