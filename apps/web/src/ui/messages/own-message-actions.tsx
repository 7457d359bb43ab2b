import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { IconAction } from '@/ui/icon-action';
import type { OwnMessage } from '@/ui/messages/use-own-message';

/** Edit and Delete, in the actions of the reader's own message. */
export function OwnMessageActions({
  own,
  editLabel,
  deleteLabel,
  buttonClassName,
}: {
  own: OwnMessage;
  editLabel: string;
  deleteLabel: string;
  buttonClassName: string;
}) {
  return (
    <>
      <IconAction
        icon={Pencil}
        label={editLabel}
        onClick={own.startEditing}
        className={buttonClassName}
      />
      <IconAction
        icon={Trash2}
        label={deleteLabel}
        disabled={own.isDeleting}
        onClick={() => own.setConfirmingDelete(true)}
        className={buttonClassName}
      />
    </>
  );
}

/**
 * "Delete this message?", opened by OwnMessageActions. `onConfirm` runs the feature's delete
 * and calls `close` when the dialog should go.
 */
export function DeleteMessageDialog({
  own,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: {
  own: OwnMessage;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: (close: () => void) => void;
}) {
  const close = () => own.setConfirmingDelete(false);
  return (
    <ConfirmDialog
      open={own.isConfirmingDelete}
      title={title}
      description={text}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      tone="danger"
      isPending={own.isDeleting}
      onClose={close}
      onConfirm={() => onConfirm(close)}
    />
  );
}
