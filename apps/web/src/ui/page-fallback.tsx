import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';

export type PageFallbackKind = 'loading' | 'auth';

/** Shown while a page or the session is loading: 'Loading...' or 'Checking authentication...'. */
export function PageFallback({ kind = 'loading' }: { kind?: PageFallbackKind }) {
  const { t } = useTranslation();
  const label = kind === 'auth' ? t('fallback.checkingAuth') : t('fallback.loading');
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-8">
      <Spinner />
      <p className="text-sm text-muted">{label}</p>
    </div>
  );
}
