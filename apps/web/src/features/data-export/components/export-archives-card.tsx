import { Archive, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataExport } from '@waymark/shared/data-export/contracts';
import { useDataExports, useRequestDataExport } from '@/features/data-export/api/data-exports';
import { SectionCard } from '@/ui/section-card';
import { saveErrorMessage } from '@/lib/save-error';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';
import { ProgressBar } from '@/ui/progress-bar';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';

const megabytes = (bytes: number) => Math.max(0.1, Math.round(bytes / 100_000) / 10);

/**
 * Settings → Legal → archives (issue 18): a zip of everything the person owns, built in the
 * background with a progress bar, then downloadable by a signed link (also mailed); weekly
 * backups of Pro members are listed here too.
 */
export function ExportArchivesCard() {
  const { t } = useTranslation('account');
  const { dateTime } = useFormatters();
  const archives = useDataExports();
  const request = useRequestDataExport();
  const isBuilding =
    archives.data?.some((row) => row.status === 'queued' || row.status === 'running') ?? false;

  const start = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.legal.archive.started')),
      onError: (error) => toast.error(saveErrorMessage(t, error)),
    });

  const label = (row: DataExport) =>
    row.kind === 'backup'
      ? t('settings.legal.archive.backupOf', { date: dateTime(row.created_at) })
      : t('settings.legal.archive.exportOf', { date: dateTime(row.created_at) });

  return (
    <SectionCard
      title={t('settings.legal.archive.title')}
      description={t('settings.legal.archive.help')}
    >
      <div className="space-y-4">
        <button
          type="button"
          onClick={start}
          disabled={request.isPending || isBuilding}
          className={buttonClasses('secondary', 'md')}
        >
          <Archive aria-hidden="true" className="size-4" />
          {isBuilding ? t('settings.legal.archive.building') : t('settings.legal.archive.start')}
        </button>
        {archives.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4 border-2" />
            {t('settings.legal.archive.loading')}
          </div>
        ) : archives.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('settings.legal.archive.loadFailed')}
          </p>
        ) : archives.data.length === 0 ? (
          <p className="text-sm text-muted">{t('settings.legal.archive.empty')}</p>
        ) : (
          <ul
            aria-label={t('settings.legal.archive.list')}
            className="divide-y divide-line rounded-lg border border-line"
          >
            {archives.data.map((row) => (
              <li key={row.id} className="space-y-2 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{label(row)}</span>
                  {row.status === 'ready' && row.byte_size !== null && (
                    <span className="text-muted">
                      {t('settings.legal.archive.size', { size: megabytes(row.byte_size) })}
                    </span>
                  )}
                  {row.status === 'ready' && row.download_url && (
                    <a
                      href={row.download_url}
                      download
                      className={buttonClasses('secondary', 'md', 'ms-auto')}
                      aria-label={t('settings.legal.archive.downloadLabel', { name: label(row) })}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {t('settings.legal.archive.download')}
                    </a>
                  )}
                </div>
                {(row.status === 'queued' || row.status === 'running') && (
                  <ProgressBar
                    value={row.progress}
                    label={t('settings.legal.archive.progress')}
                    valueText={t('settings.legal.archive.percent', { value: row.progress })}
                  />
                )}
                {row.status === 'ready' && row.download_expires_at && (
                  <p className="text-muted">
                    {t('settings.legal.archive.linkUntil', {
                      date: dateTime(row.download_expires_at),
                    })}
                  </p>
                )}
                {row.status === 'ready' && !row.download_url && (
                  <p className="text-muted">{t('settings.legal.archive.linkExpired')}</p>
                )}
                {row.status === 'failed' && (
                  <p className="text-danger">{t('settings.legal.archive.failed')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
