import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@waymark/shared/data-export/import-contracts';
import { useImportArchive } from '@/features/data-export/api/import-archive';
import {
  DryRunForm,
  ImportFileField,
  PlanTable,
} from '@/features/data-export/components/import-form-parts';
import { TrackerImport } from '@/features/data-export/components/tracker-import';
import { useDryRunImport } from '@/features/data-export/lib/use-dry-run-import';
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
  const flow = useDryRunImport<ImportResult>({
    send: importArchive.mutate,
    fileRequired: t('settings.legal.import.fileRequired'),
    failureText: (failure) => saveErrorMessage(t, failure),
    onImported: (result) =>
      toast.success(t('settings.legal.import.done', { journeys: result.journeys.create })),
  });
  const names: Record<(typeof kinds)[number], string> = {
    projects: t('settings.legal.import.projects'),
    journeys: t('settings.legal.import.journeys'),
    steps: t('settings.legal.import.steps'),
    documents: t('settings.legal.import.documents'),
    images: t('settings.legal.import.images'),
  };

  return (
    <SectionCard
      title={t('settings.legal.import.title')}
      description={t('settings.legal.import.help')}
    >
      <DryRunForm
        label={t('settings.legal.import.title')}
        flow={flow}
        isPending={importArchive.isPending}
        isNothingNew={(plan) => kinds.every((kind) => plan[kind].create === 0)}
        texts={{
          check: t('settings.legal.import.check'),
          checking: t('settings.legal.import.checking'),
          nothingNew: t('settings.legal.import.nothingNew'),
          confirm: t('settings.legal.import.confirm'),
          importing: t('settings.legal.import.importing'),
          cancel: t('settings.legal.import.cancel'),
        }}
        onCancel={flow.dropPlan}
        fields={
          <ImportFileField
            id={inputId}
            label={t('settings.legal.import.file')}
            accept=".zip,application/zip"
            error={flow.error}
            onFile={flow.choose}
          />
        }
      >
        {(plan) => (
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
        )}
      </DryRunForm>
      <TrackerImport />
    </SectionCard>
  );
}
