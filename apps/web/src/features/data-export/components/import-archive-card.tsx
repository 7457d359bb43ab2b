import { FileUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@waymark/shared/data-export/import-contracts';
import { useImportArchive } from '@/features/data-export/api/import-archive';
import { TrackerImport } from '@/features/data-export/components/tracker-import';
import { SectionCard } from '@/ui/section-card';
import { saveErrorMessage } from '@/lib/save-error';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

const kinds = ['projects', 'journeys', 'steps', 'documents', 'images'] as const;

/**
 * Settings → Legal → import (issue 18): an archive made by an export, checked first (a dry run
 * shows what will be created and what is already there), then imported on confirmation.
 */
export function ImportArchiveCard() {
  const { t } = useTranslation('account');
  const inputId = useId();
  const importArchive = useImportArchive();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names: Record<(typeof kinds)[number], string> = {
    projects: t('settings.legal.import.projects'),
    journeys: t('settings.legal.import.journeys'),
    steps: t('settings.legal.import.steps'),
    documents: t('settings.legal.import.documents'),
    images: t('settings.legal.import.images'),
  };

  function run(dryRun: boolean) {
    if (!file) {
      setError(t('settings.legal.import.fileRequired'));
      return;
    }
    setError(null);
    importArchive.mutate(
      { file, dryRun },
      {
        onSuccess: (result) => {
          if (result.dry_run) {
            setPlan(result);
            return;
          }
          setPlan(null);
          setFile(null);
          toast.success(t('settings.legal.import.done', { journeys: result.journeys.create }));
        },
        onError: (failure) => setError(saveErrorMessage(t, failure)),
      },
    );
  }

  const check = (event: FormEvent) => {
    event.preventDefault();
    run(true);
  };

  const nothingNew = plan !== null && kinds.every((kind) => plan[kind].create === 0);

  return (
    <SectionCard
      title={t('settings.legal.import.title')}
      description={t('settings.legal.import.help')}
    >
      <form
        noValidate
        onSubmit={check}
        aria-label={t('settings.legal.import.title')}
        className="space-y-4"
      >
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-fg">
            {t('settings.legal.import.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            aria-describedby={error ? `${inputId}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPlan(null);
              setError(null);
            }}
            className="block w-full text-sm text-fg file:me-3 file:rounded-lg file:border file:border-line file:bg-raised file:px-3 file:py-2 file:text-sm file:font-medium file:text-fg hover:file:bg-surface"
          />
          <p id={`${inputId}-error`} role="alert" className="text-sm text-danger empty:hidden">
            {error}
          </p>
        </div>
        {plan === null ? (
          <button
            type="submit"
            disabled={importArchive.isPending}
            className={buttonClasses('secondary', 'md')}
          >
            <FileUp aria-hidden="true" className="size-4" />
            {importArchive.isPending
              ? t('settings.legal.import.checking')
              : t('settings.legal.import.check')}
          </button>
        ) : (
          <div className="space-y-3">
            <table className="w-full text-start text-sm">
              <caption className="mb-2 text-start font-medium">
                {t('settings.legal.import.planTitle')}
              </caption>
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('settings.legal.import.what')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('settings.legal.import.create')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('settings.legal.import.skip')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {kinds.map((kind) => (
                  <tr key={kind} className="border-b border-line last:border-0">
                    <th scope="row" className="py-1 text-start font-normal">
                      {names[kind]}
                    </th>
                    <td className="py-1 text-end tabular-nums">{plan[kind].create}</td>
                    <td className="py-1 text-end tabular-nums text-muted">{plan[kind].skip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {nothingNew && (
              <p className="text-sm text-muted">{t('settings.legal.import.nothingNew')}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => run(false)}
                disabled={importArchive.isPending || nothingNew}
                className={buttonClasses('primary', 'md')}
              >
                {importArchive.isPending
                  ? t('settings.legal.import.importing')
                  : t('settings.legal.import.confirm')}
              </button>
              <button
                type="button"
                onClick={() => setPlan(null)}
                className={buttonClasses('secondary', 'md')}
              >
                {t('settings.legal.import.cancel')}
              </button>
            </div>
          </div>
        )}
      </form>
      <TrackerImport />
    </SectionCard>
  );
}
