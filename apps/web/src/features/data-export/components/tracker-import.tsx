import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackerImportResult } from '@waymark/shared/data-export/import-contracts';
import { trackerSources, type TrackerSource } from '@waymark/shared/data-export/trackers/plan';
import { useImportTracker } from '@/features/data-export/api/import-tracker';
import {
  DryRunForm,
  ImportFileField,
  PlanTable,
} from '@/features/data-export/components/import-form-parts';
import { useDryRunImport } from '@/features/data-export/lib/use-dry-run-import';
import { TrackerWarningText } from '@/features/data-export/components/tracker-warning-text';
import { ApiError } from '@/lib/api-client';
import { billingStatusQueryOptions } from '@/lib/billing-status';
import { useProductName } from '@/lib/public-config';
import { saveErrorMessage } from '@/lib/save-error';
import { PaywallPreview } from '@/ui/paywall-preview';
import { toast } from '@/ui/toast/toast-store';

/** The trackers' own names (not translated) and the files each export gives. */
const trackerNames: Record<TrackerSource, string> = {
  loop: 'Loop Habit Tracker',
  habitica: 'Habitica',
  strava: 'Strava',
};
const accepts: Record<TrackerSource, string> = {
  loop: '.zip,application/zip',
  habitica: '.json,application/json',
  strava: '.csv,text/csv,.zip,application/zip',
};

/** Invented figures for the blurred sample people without Pro see: no real history. */
const sampleRows = [
  ['Strava', 42, 0],
  ['Loop Habit Tracker', 0, 128],
  ['Habitica', 0, 36],
] as const;

/**
 * The import card's "From another tracker" (issue 34, item 4): choose Loop, Habitica or
 * Strava, pick the export, see the dry run's list of what will be made, then confirm. Pro:
 * without it, a blurred sample and the way to Pro, like the other Pro pages.
 */
export function TrackerImport() {
  const { t } = useTranslation('account');
  const status = useQuery(billingStatusQueryOptions);
  // Spec §4: a failed status check grants access (the server still decides).
  const locked = status.data !== undefined && !status.data.hasAccess && !status.isError;
  return (
    <section aria-labelledby="tracker-import-title" className="space-y-3 border-t border-line pt-5">
      <h3 id="tracker-import-title" className="text-base font-semibold text-fg">
        {t('settings.legal.trackers.title')}
      </h3>
      <p className="text-sm text-muted">{t('settings.legal.trackers.help')}</p>
      {locked ? <TrackerImportPreview /> : <TrackerImportForm />}
    </section>
  );
}

function TrackerImportPreview() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  return (
    <PaywallPreview
      id="tracker-import-preview"
      testId="tracker-import-preview"
      sampleClassName="min-h-72"
      sample={
        <ul className="space-y-2 rounded-xl border border-line bg-raised p-3 text-sm">
          {sampleRows.map(([name, entries, checkins]) => (
            <li key={name} className="flex justify-between gap-3 rounded-lg bg-surface px-3 py-2">
              <span>{name}</span>
              <span className="tabular-nums">{entries || checkins}</span>
            </li>
          ))}
        </ul>
      }
      badge={t('settings.legal.trackers.preview.badge')}
      title={t('settings.legal.trackers.preview.title')}
      text={t('settings.legal.trackers.preview.text', { productName })}
      action={t('settings.legal.trackers.preview.action')}
    />
  );
}

function TrackerImportForm() {
  const { t } = useTranslation('account');
  const inputId = useId();
  const importTracker = useImportTracker();
  const [source, setSource] = useState<TrackerSource>('loop');
  // A new key empties the file input: after an import and when the tracker changes.
  const [fileKey, setFileKey] = useState(0);
  const flow = useDryRunImport<TrackerImportResult>({
    send: (input, callbacks) => importTracker.mutate({ source, ...input }, callbacks),
    fileRequired: t('settings.legal.trackers.fileRequired'),
    failureText: (failure) => {
      if (failure instanceof ApiError && failure.status === 400) {
        return t('settings.legal.trackers.notIt', { tracker: trackerNames[source] });
      }
      if (failure instanceof ApiError && failure.status === 413) {
        return t('settings.legal.trackers.tooBig');
      }
      return saveErrorMessage(t, failure);
    },
    onImported: (result) => {
      setFileKey((key) => key + 1);
      toast.success(t('settings.legal.trackers.done', { journeys: result.totals.journeys.create }));
    },
  });

  return (
    <DryRunForm
      label={t('settings.legal.trackers.title')}
      flow={flow}
      isPending={importTracker.isPending}
      isNothingNew={({ totals }) =>
        totals.journeys.create === 0 &&
        totals.steps.create === 0 &&
        totals.checkins.create === 0 &&
        totals.entries.create === 0
      }
      texts={{
        check: t('settings.legal.trackers.check'),
        checking: t('settings.legal.trackers.checking'),
        nothingNew: t('settings.legal.trackers.nothingNew'),
        confirm: t('settings.legal.trackers.confirm'),
        importing: t('settings.legal.trackers.importing'),
        cancel: t('settings.legal.trackers.cancel'),
      }}
      onCancel={flow.reset}
      fields={
        <>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-fg">
              {t('settings.legal.trackers.source')}
            </legend>
            {trackerSources.map((tracker) => (
              <label
                key={tracker}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
              >
                <input
                  type="radio"
                  name={`${inputId}-source`}
                  value={tracker}
                  checked={source === tracker}
                  onChange={() => {
                    setSource(tracker);
                    flow.choose(null);
                    setFileKey((key) => key + 1);
                  }}
                  className="mt-1"
                />
                <span>
                  <span className="block text-sm font-medium text-fg">{trackerNames[tracker]}</span>
                  <span className="block text-xs text-muted">
                    {t(`settings.legal.trackers.hint.${tracker}`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <ImportFileField
            key={fileKey}
            id={inputId}
            label={t('settings.legal.trackers.file', { tracker: trackerNames[source] })}
            accept={accepts[source]}
            error={flow.error}
            onFile={flow.choose}
          />
        </>
      }
    >
      {(plan) => (
        <>
          <div className="overflow-x-auto">
            <PlanTable
              caption={t('settings.legal.trackers.planTitle')}
              headings={[
                t('settings.legal.trackers.journey'),
                t('settings.legal.trackers.steps'),
                t('settings.legal.trackers.checkins'),
                t('settings.legal.trackers.entries'),
              ]}
            >
              <tbody>
                {plan.journeys.map((journey, index) => (
                  <tr key={`${index}-${journey.title}`} className="border-b border-line">
                    <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                      <span className="block font-medium text-fg">{journey.title}</span>
                      <span className="block text-xs text-muted">
                        {journey.action === 'create'
                          ? t('settings.legal.trackers.new')
                          : t('settings.legal.trackers.update')}
                        {journey.unit &&
                          ` · ${t('settings.legal.trackers.unit', { unit: journey.unit })}`}
                      </span>
                    </th>
                    <td className="py-1.5 text-end tabular-nums">{journey.steps.create}</td>
                    <td className="py-1.5 text-end tabular-nums">{journey.checkins.create}</td>
                    <td className="py-1.5 text-end tabular-nums">{journey.entries.create}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-medium">
                  <th scope="row" className="py-1.5 text-start">
                    {t('settings.legal.trackers.total')}
                  </th>
                  <td className="py-1.5 text-end tabular-nums">{plan.totals.steps.create}</td>
                  <td className="py-1.5 text-end tabular-nums">{plan.totals.checkins.create}</td>
                  <td className="py-1.5 text-end tabular-nums">{plan.totals.entries.create}</td>
                </tr>
              </tfoot>
            </PlanTable>
          </div>
          {plan.warnings.length > 0 && (
            <div className="rounded-lg border border-line bg-surface p-3 text-sm">
              <p className="font-medium text-fg">{t('settings.legal.trackers.warnings')}</p>
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-muted">
                {plan.warnings.map((warning, index) => (
                  // The same code may come twice (two habits): the order is the key.
                  <li key={index}>
                    <TrackerWarningText warning={warning} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </DryRunForm>
  );
}
