import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletedJourney } from '@waymark/shared/journeys/journey-contracts';
import { restoreJourney } from '@/features/journeys/api/journey-mutations';
import { useDeletedJourneys } from '@/features/journeys/api/list-deleted-journeys';
import { usePurgeJourney } from '@/features/journeys/api/purge-journey';
import { EmptyState } from '@/ui/empty-state';
import { useFormatters } from '@/lib/format/use-formatters';
import { ActionButton } from '@/ui/action-button';
import { buttonClasses } from '@/ui/button-styles';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';

/**
 * The bin: journeys I deleted in the last JOURNEY_RESTORE_DAYS days, each with Restore and
 * Delete forever (behind a confirmation, since nothing brings it back).
 */
export function RecentlyDeleted() {
  const { t } = useTranslation('journeys');
  const queryClient = useQueryClient();
  const deleted = useDeletedJourneys();
  const purge = usePurgeJourney();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DeletedJourney | null>(null);
  const items = deleted.data?.pages.flatMap((page) => page.items) ?? [];

  const restore = (journey: DeletedJourney) => {
    setRestoring(journey.id);
    restoreJourney(queryClient, journey.id)
      .then(
        (restored) => toast.success(t('bin.restored', { title: restored.title })),
        () => toast.error(t('bin.restoreFailed')),
      )
      .finally(() => setRestoring(null));
  };

  const purgeConfirmed = () => {
    const journey = confirming;
    if (!journey) return;
    purge.mutate(journey.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('bin.purged', { title: journey.title }));
      },
      onError: () => toast.error(t('bin.purgeFailed')),
    });
  };

  if (deleted.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  }
  if (deleted.isError) {
    return (
      <LoadFailed
        message={t('bin.loadFailed')}
        retryLabel={t('bin.retry')}
        onRetry={() => void deleted.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={Trash2} title={t('bin.empty.title')}>
        {t('bin.empty.text')}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="text-sm text-muted">{t('bin.note')}</p>
      <ul className="mt-4 space-y-3" aria-label={t('bin.title')}>
        {items.map((journey) => (
          <DeletedRow
            key={journey.id}
            journey={journey}
            isRestoring={restoring === journey.id}
            onRestore={() => restore(journey)}
            onPurge={() => setConfirming(journey)}
          />
        ))}
      </ul>
      {deleted.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={deleted.isFetchingNextPage}
            onClick={() => void deleted.fetchNextPage()}
          >
            {t('bin.more')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('bin.confirm.title', { title: confirming?.title ?? '' })}
        description={t('bin.confirm.description')}
        onClose={() => setConfirming(null)}
        cancelLabel={t('bin.confirm.cancel')}
        confirmLabel={t('bin.confirm.confirm')}
        onConfirm={purgeConfirmed}
        isPending={purge.isPending}
        tone="danger"
      />
    </>
  );
}

interface DeletedRowProps {
  journey: DeletedJourney;
  isRestoring: boolean;
  onRestore: () => void;
  onPurge: () => void;
}

function DeletedRow({ journey, isRestoring, onRestore, onPurge }: DeletedRowProps) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-4">
      <div className="min-w-0">
        <h2 className="truncate font-semibold">{journey.title}</h2>
        <p className="mt-1 text-sm text-muted">
          {t('bin.deletedOn', { date: format.date(journey.deletedAt) })}
          {' · '}
          {t('bin.purgeOn', { date: format.date(journey.purgeAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          icon={RotateCcw}
          variant="secondary"
          disabled={isRestoring}
          onClick={onRestore}
        >
          {t('bin.restore')}
          <span className="sr-only"> {journey.title}</span>
        </ActionButton>
        <ActionButton icon={Trash2} variant="secondary" className="text-danger" onClick={onPurge}>
          {t('bin.purge')}
          <span className="sr-only"> {journey.title}</span>
        </ActionButton>
      </div>
    </li>
  );
}
