import { MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** /projects/workspace: nothing open yet; the sidebar (or its empty state) says what to do. */
export function WorkspaceHomePage() {
  const { t } = useTranslation('workspace');
  return (
    <div className="px-4 py-10 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('home.title')}</h1>
      <div className="mt-8 flex max-w-xl items-start gap-4 rounded-2xl border border-line bg-surface p-6">
        <MousePointerClick aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-text" />
        <div>
          <p className="font-medium">{t('home.pick')}</p>
          <p className="mt-1 text-sm text-muted">{t('home.hint')}</p>
        </div>
      </div>
    </div>
  );
}
