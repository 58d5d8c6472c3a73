import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PasswordForm } from './password-form';

afterEach(cleanup);

/** The checklist's items as a screen reader reads them: the rule, then "(met)" or "(not met yet)". */
function checklist(): string[] {
  return within(screen.getByTestId('password-requirements'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('PasswordForm checklist', () => {
  it('never says that an empty password breaks the maximum length', () => {
    renderWithApp(<PasswordForm />);
    expect(checklist()).toContain('At most 128 characters(met)');
    expect(checklist()).toContain('At least 8 characters(not met yet)');
    expect(checklist().join(' ')).not.toContain('At most 128 characters(not met yet)');
  });

  it('follows the new password as it is typed', () => {
    renderWithApp(<PasswordForm />);
    fireEvent.change(document.getElementById('password-newPassword') as HTMLInputElement, {
      target: { value: 'long enough phrase' },
    });
    expect(checklist()).toContain('At least 8 characters(met)');
    expect(checklist()).toContain('At most 128 characters(met)');
  });
});
