import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';

export function ConnectingScreen() {
  const { t } = useTranslation();
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-bg p-6 text-fg">
      <div role="status" className="flex flex-col items-center gap-4">
        <Spinner className="size-8" />
        <p className="text-base font-medium">{t('startup.connecting')}</p>
      </div>
    </main>
  );
}
