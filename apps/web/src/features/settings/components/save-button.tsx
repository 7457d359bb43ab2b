import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

/** Submits a settings form; says 'Saving...' while the request runs. */
export function SaveButton({
  isPending,
  isDisabled,
}: {
  isPending: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="mt-5 flex justify-end">
      <button
        type="submit"
        disabled={isPending || isDisabled}
        className={buttonClasses('primary', 'md')}
      >
        {isPending ? t('settings.saving') : t('settings.save')}
      </button>
    </div>
  );
}
