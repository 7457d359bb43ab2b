import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { IconAction } from '@/ui/icon-action';
import type { OwnMessage } from '@/ui/messages/use-own-message';

/**
 * The i18n namespace of the feature whose messages these are (chat, community): it holds the
 * texts `message.edit`, `message.delete`, `message.editLabel`, `message.save`, `message.cancel`,
 * `message.deleteTitle` and `message.deleteText`, worded for that feature.
 */
export type MessageTexts = 'chat' | 'community';

/** Edit and Delete, in the actions of the reader's own message. */
export function OwnMessageActions({
  own,
  ns,
  buttonClassName,
}: {
  own: OwnMessage;
  ns: MessageTexts;
  buttonClassName: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <IconAction
        icon={Pencil}
        label={t('message.edit')}
        onClick={own.startEditing}
        className={buttonClassName}
      />
      <IconAction
        icon={Trash2}
        label={t('message.delete')}
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
  ns,
  onConfirm,
}: {
  own: OwnMessage;
  ns: MessageTexts;
  onConfirm: (close: () => void) => void;
}) {
  const { t } = useTranslation(ns);
  const close = () => own.setConfirmingDelete(false);
  return (
    <ConfirmDialog
      open={own.isConfirmingDelete}
      title={t('message.deleteTitle')}
      description={t('message.deleteText')}
      cancelLabel={t('message.cancel')}
      confirmLabel={t('message.delete')}
      tone="danger"
      isPending={own.isDeleting}
      onClose={close}
      onConfirm={() => onConfirm(close)}
    />
  );
}
