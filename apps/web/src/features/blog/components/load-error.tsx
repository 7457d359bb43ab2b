import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/ui/button-styles';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('info');
  return (
    <div role="alert" className="rounded-2xl border border-line bg-raised px-6 py-10 text-center">
      <p className="font-medium">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('blog.retry')}
      </button>
    </div>
  );
}
