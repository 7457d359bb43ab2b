import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';

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
    <Dialog
      open={title !== null}
      title={t('delete.title', { title: title ?? '' })}
      description={t('delete.description')}
      onClose={onClose}
    >
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          {t('delete.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isPending}
          className={buttonClasses('primary', 'md', 'bg-danger hover:bg-danger/90')}
        >
          {t('delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
