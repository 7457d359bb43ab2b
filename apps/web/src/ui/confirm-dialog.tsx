import type { ReactNode } from 'react';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';

export interface ConfirmActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  /** Left out when the confirm button submits the form around it (`confirmType="submit"`). */
  onConfirm?: () => void;
  confirmType?: 'button' | 'submit';
  /** While the confirmed action runs, it cannot be sent twice. */
  isPending?: boolean;
  /** `danger` for what cannot be taken back (delete, remove). */
  tone?: 'default' | 'danger';
}

/** Cancel, then the action: the footer of every "are you sure?" in the app. */
export function ConfirmActions({
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  confirmType = 'button',
  isPending = false,
  tone = 'default',
}: ConfirmActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
        {cancelLabel}
      </button>
      <button
        type={confirmType === 'submit' ? 'submit' : 'button'}
        onClick={onConfirm}
        disabled={isPending}
        className={
          tone === 'danger'
            ? buttonClasses('primary', 'md', 'bg-danger hover:bg-danger/90')
            : buttonClasses('primary')
        }
      >
        {confirmLabel}
      </button>
    </div>
  );
}

export interface ConfirmDialogProps extends Omit<ConfirmActionsProps, 'onCancel' | 'confirmType'> {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Closing (Cancel, Escape, the close button) answers no. */
  onClose: () => void;
  onConfirm: () => void;
}

/** "Are you sure?" in a modal: a title, what will happen, Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  description,
  onClose,
  ...actions
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} description={description} onClose={onClose}>
      <ConfirmActions {...actions} onCancel={onClose} />
    </Dialog>
  );
}
