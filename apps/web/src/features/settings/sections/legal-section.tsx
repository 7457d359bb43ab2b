import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { useDownloadOwnData } from '@/features/settings/api/export-data';
import { ExportArchivesCard } from '@/features/settings/components/export-archives-card';
import { ImportArchiveCard } from '@/features/settings/components/import-archive-card';
import { SectionCard } from '@/features/settings/components/section-card';
import { saveErrorMessage } from '@/features/settings/lib/save-error';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

const linkClasses =
  'font-medium text-brand-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

export function LegalSection() {
  const { t } = useTranslation('account');
  const download = useDownloadOwnData();
  const documents = [
    { to: routePatterns.terms, label: t('settings.legal.terms') },
    { to: routePatterns.privacy, label: t('settings.legal.privacy') },
    { to: routePatterns.cookies, label: t('settings.legal.cookies') },
    { to: routePatterns.impressum, label: t('settings.legal.impressum') },
  ];
  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.legal.exportReady')),
      onError: (error) => toast.error(saveErrorMessage(t, error)),
    });
  return (
    <>
      <SectionCard title={t('settings.legal.documentsCard')}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {documents.map((document) => (
            <li key={document.to}>
              <Link to={document.to} className={linkClasses}>
                {document.label}
              </Link>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard
        title={t('settings.legal.exportCard')}
        description={t('settings.legal.exportHelp')}
      >
        <button
          type="button"
          onClick={startDownload}
          disabled={download.isPending}
          className={buttonClasses('secondary', 'md')}
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? t('settings.legal.exporting') : t('settings.legal.export')}
        </button>
      </SectionCard>
      <ExportArchivesCard />
      <ImportArchiveCard />
      <SectionCard
        title={t('settings.legal.deleteCard')}
        description={t('settings.legal.deleteHelp')}
      >
        <Link
          to={`${pathTo('settingsSection', { section: 'security' })}#delete-account`}
          className={linkClasses}
        >
          {t('settings.legal.deleteLink')}
        </Link>
      </SectionCard>
    </>
  );
}
