import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';

interface DeleteJourneyDialogProps {
  title: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete this journey?" — the toast that follows still offers to undo it. */
export function DeleteJourneyDialog({
  title,
  isPending,
  onConfirm,
  onClose,
}: DeleteJourneyDialogProps) {
  const { t } = useTranslation('journeys');
  return (
    <ConfirmDialog
      open={title !== null}
      title={t('delete.title', { title: title ?? '' })}
      description={t('delete.description')}
      onClose={onClose}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={onConfirm}
      isPending={isPending}
      tone="danger"
    />
  );
}
