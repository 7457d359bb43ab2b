import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@waymark/shared/data-export/import-contracts';
import { useImportArchive } from '@/features/data-export/api/import-archive';
import {
  CheckFileButton,
  ConfirmImportButtons,
  ImportFileField,
  PlanTable,
} from '@/features/data-export/components/import-form-parts';
import { TrackerImport } from '@/features/data-export/components/tracker-import';
import { SectionCard } from '@/ui/section-card';
import { saveErrorMessage } from '@/lib/save-error';
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
        <ImportFileField
          id={inputId}
          label={t('settings.legal.import.file')}
          accept=".zip,application/zip"
          error={error}
          onFile={(chosen) => {
            setFile(chosen);
            setPlan(null);
            setError(null);
          }}
        />
        {plan === null ? (
          <CheckFileButton
            isPending={importArchive.isPending}
            label={
              importArchive.isPending
                ? t('settings.legal.import.checking')
                : t('settings.legal.import.check')
            }
          />
        ) : (
          <div className="space-y-3">
            <PlanTable
              caption={t('settings.legal.import.planTitle')}
              headings={[
                t('settings.legal.import.what'),
                t('settings.legal.import.create'),
                t('settings.legal.import.skip'),
              ]}
            >
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
            </PlanTable>
            {nothingNew && (
              <p className="text-sm text-muted">{t('settings.legal.import.nothingNew')}</p>
            )}
            <ConfirmImportButtons
              onConfirm={() => run(false)}
              onCancel={() => setPlan(null)}
              isPending={importArchive.isPending}
              isDisabled={nothingNew}
              label={
                importArchive.isPending
                  ? t('settings.legal.import.importing')
                  : t('settings.legal.import.confirm')
              }
              cancelLabel={t('settings.legal.import.cancel')}
            />
          </div>
        )}
      </form>
      <TrackerImport />
    </SectionCard>
  );
}
