import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';

/**
 * The sandbox's stand-in for a bank's 3-D Secure page (test card 4000 0025 0000 3155): the
 * person approves or fails the authentication. Closing it counts as failing.
 */
export function SandboxConfirmDialog({
  last4,
  isBusy,
  onAnswer,
}: {
  last4: string;
  isBusy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <Dialog
      open
      title={t('card.confirm.title')}
      description={t('card.confirm.text', { last4 })}
      onClose={() => onAnswer(false)}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          disabled={isBusy}
          onClick={() => onAnswer(false)}
          className={buttonClasses('secondary')}
        >
          {t('card.confirm.fail')}
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={() => onAnswer(true)}
          className={buttonClasses('primary')}
        >
          {t('card.confirm.approve')}
        </button>
      </div>
    </Dialog>
  );
}
