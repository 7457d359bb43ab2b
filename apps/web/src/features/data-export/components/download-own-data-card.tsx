import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDownloadOwnData } from '@/features/data-export/api/export-data';
import { saveErrorMessage } from '@/lib/save-error';
import { buttonClasses } from '@/ui/button-styles';
import { SectionCard } from '@/ui/section-card';
import { toast } from '@/ui/toast/toast-store';

/** "Export your data": everything of the person's as one JSON download, at once. */
export function DownloadOwnDataCard() {
  const { t } = useTranslation('account');
  const download = useDownloadOwnData();
  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.legal.exportReady')),
      onError: (error) => toast.error(saveErrorMessage(t, error)),
    });
  return (
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
  );
}
