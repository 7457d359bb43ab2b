import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/ui/confirm-dialog';

function renderConfirm(isPending = false) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete this journey?"
      description="It goes to the bin."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      tone="danger"
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('asks with its title and description; Cancel answers no, the action answers yes', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete this journey?' });
    expect(dialog).toHaveAccessibleDescription('It goes to the bin.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot send the action twice while it runs', () => {
    renderConfirm(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
