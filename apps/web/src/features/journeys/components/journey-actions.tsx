import { useQueryClient } from '@tanstack/react-query';
import { Archive, Copy, GitFork, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { canEditContent } from '@waymark/shared/journeys/collaborators/rules';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import {
  useArchiveJourney,
  useDeleteJourney,
  useDuplicateJourney,
  useForkJourney,
  restoreJourney,
} from '@/features/journeys/api/journey-mutations';
import { DeleteJourneyDialog } from '@/features/journeys/components/delete-journey-dialog';
import { isStale } from '@/features/journeys/lib/api-errors';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';
import { LinkButton } from '@/ui/link-button';

interface JourneyActionsProps {
  journey: JourneyDetail;
  isSignedIn: boolean;
  onStale: () => void;
}

/**
 * The owner edits, duplicates, archives and deletes (with a confirmation, then an undo in the
 * toast); an editor of a shared journey edits; anyone signed in may fork someone else's journey they can see as a template.
 */
export function JourneyActions({ journey, isSignedIn, onStale }: JourneyActionsProps) {
  const { t } = useTranslation('journeys');
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const duplicate = useDuplicateJourney();
  const fork = useForkJourney();
  const archive = useArchiveJourney();
  const remove = useDeleteJourney();
  const queryClient = useQueryClient();

  const openCopy = (copyId: string, message: string) => {
    toast.success(message);
    void navigate(pathTo('journey', { id: copyId }));
  };

  // The lists this page returns to refresh and show the journey again.
  const undoDelete = () =>
    restoreJourney(queryClient, journey.id).then(
      (restored) => toast.success(t('delete.restored', { title: restored.title })),
      () => toast.error(t('delete.restoreFailed')),
    );

  const confirmDelete = () =>
    remove.mutate(journey.id, {
      onSuccess: () => {
        setIsConfirming(false);
        void navigate(routePatterns.journeys);
        toast.success(t('delete.done', { title: journey.title }), {
          action: { label: t('delete.undo'), onClick: () => void undoDelete() },
        });
      },
      onError: () => toast.error(t('delete.failed')),
    });

  // An editor of a shared journey edits it; duplicating, archiving and deleting stay the owner's.
  if (!journey.canEdit && canEditContent(journey.myRole)) {
    return (
      <LinkButton to={pathTo('editJourney', { id: journey.id })} icon={Pencil}>
        {t('actions.edit')}
      </LinkButton>
    );
  }
  if (!journey.canEdit) {
    if (!isSignedIn || journey.visibility !== 'public') return null;
    return (
      <button
        type="button"
        disabled={fork.isPending}
        onClick={() =>
          fork.mutate(journey.id, {
            onSuccess: (copy) => openCopy(copy.id, t('actions.forked')),
            onError: () => toast.error(t('actions.failed')),
          })
        }
        className={buttonClasses('primary')}
      >
        <GitFork aria-hidden="true" className="size-4" />
        {t('actions.fork')}
      </button>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <LinkButton to={pathTo('editJourney', { id: journey.id })} icon={Pencil}>
        {t('actions.edit')}
      </LinkButton>
      <button
        type="button"
        disabled={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(journey.id, {
            onSuccess: (copy) => openCopy(copy.id, t('actions.duplicated')),
            onError: () => toast.error(t('actions.failed')),
          })
        }
        className={buttonClasses('secondary')}
      >
        <Copy aria-hidden="true" className="size-4" />
        {t('actions.duplicate')}
      </button>
      {journey.status !== 'archived' ? (
        <button
          type="button"
          disabled={archive.isPending}
          onClick={() =>
            archive.mutate(journey.id, {
              onSuccess: () => toast.success(t('actions.archived')),
              onError: (error) => (isStale(error) ? onStale() : toast.error(t('actions.failed'))),
            })
          }
          className={buttonClasses('secondary')}
        >
          <Archive aria-hidden="true" className="size-4" />
          {t('actions.archive')}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        className={buttonClasses('secondary', 'md', 'text-danger')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('actions.delete')}
      </button>
      <DeleteJourneyDialog
        title={isConfirming ? journey.title : null}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setIsConfirming(false)}
      />
    </div>
  );
}
