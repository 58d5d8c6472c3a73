import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './confirm-delete-dialog';

afterEach(cleanup);

const TEXTS = {
  title: 'Delete this thing?',
  description: '“Thing” will be removed. This cannot be undone.',
  cancelLabel: 'Keep it',
  confirmLabel: 'Delete',
  pendingLabel: 'Deleting...',
};

function renderDialog(props: Partial<ConfirmDeleteDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDeleteDialog
      open
      onOpenChange={onOpenChange}
      isPending={false}
      onConfirm={onConfirm}
      {...TEXTS}
      {...props}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: TEXTS.title });
  return { dialog, onOpenChange, onConfirm };
}

describe('ConfirmDeleteDialog', () => {
  it('is an alert dialog named by its title and described by its text, with Cancel focused first', async () => {
    const { dialog, onConfirm, onOpenChange } = renderDialog();
    expect(within(dialog).getByText(TEXTS.description)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText(TEXTS.description).id);
    const cancel = within(dialog).getByRole('button', { name: TEXTS.cancelLabel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(within(dialog).getByRole('button', { name: TEXTS.confirmLabel }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Confirming does not close it: the caller does when its request ends.
    expect(onOpenChange).not.toHaveBeenCalled();

    fireEvent.click(cancel);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('holds while the request runs: Cancel disabled, Escape ignored, a spinner and the pending label', () => {
    const { dialog, onOpenChange } = renderDialog({ isPending: true });
    const confirm = within(dialog).getByRole('button', { name: TEXTS.pendingLabel });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(confirm.querySelector('svg.animate-spin')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: TEXTS.cancelLabel }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('without holdWhilePending, only the confirming button waits and the dialog can be left', () => {
    const { dialog, onOpenChange } = renderDialog({ isPending: true, holdWhilePending: false });
    const confirm = within(dialog).getByRole('button', { name: TEXTS.pendingLabel });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(confirm.querySelector('svg')).toBeNull();
    expect(within(dialog).getByRole('button', { name: TEXTS.cancelLabel }).hasAttribute('disabled')).toBe(
      false,
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows what it is given between the text and the buttons', () => {
    const { dialog } = renderDialog({ children: <p role="alert">It could not be removed.</p> });
    expect(within(dialog).getByRole('alert').textContent).toBe('It could not be removed.');
  });

  it('opens from its trigger and gives the focus back to it when cancelled', async () => {
    function WithTrigger() {
      const [open, setOpen] = useState(false);
      return (
        <ConfirmDeleteDialog
          open={open}
          onOpenChange={setOpen}
          trigger={<button type="button">Remove my data</button>}
          isPending={false}
          onConfirm={() => undefined}
          {...TEXTS}
        />
      );
    }
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Remove my data' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: TEXTS.title });

    fireEvent.click(within(dialog).getByRole('button', { name: TEXTS.cancelLabel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
