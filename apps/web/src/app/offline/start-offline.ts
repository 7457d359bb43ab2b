import { queryClient } from '@/app/query-client';
import { i18n } from '@/i18n/setup';
import { onOutboxOutcome, startOutbox, type OutboxOutcome } from '@/lib/offline/outbox';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/ui/toast/toast-store';

/** What to say when the server refused a write made offline. */
function refusalText({ entry, error }: OutboxOutcome): string {
  switch (entry.kind) {
    // The step shows both notes and the way to re-apply one (journeys' step checklist).
    case 'note':
      return i18n.t('pwa.noteConflict');
    // The conversation shows it as not sent, with "Try again" and "Discard".
    case 'message':
      return i18n.t('pwa.messageRefused');
    case 'tick':
    case 'step':
    case 'step-edit':
    case undefined:
      return i18n.t('pwa.syncRefused');
    // Met a newer version: its page shows both, with "Use my edit" (ui/offline-edit-conflict).
    case 'journey-edit':
    case 'project-edit':
      return error?.status === 409 ? i18n.t('pwa.editRefused') : i18n.t('pwa.writeRefused');
    // Created or changed offline and refused (a limit, a removed journey or conversation):
    // the lists show the server's version again.
    case 'journey':
    case 'project':
    case 'comment':
    case 'cheer':
    case 'reaction':
    case 'message-edit':
      return i18n.t('pwa.writeRefused');
  }
}

/**
 * Sends the offline outbox (issue 19) at start, on `online` and on Background Sync, and
 * shows how each write ended: a synced write refreshes what shows it; one the server refused
 * (the journey changed meanwhile, or was deleted; the conversation refuses the sender) is
 * said in a toast, and the page shows the server's version beside the person's own.
 */
export function startOffline(): void {
  onOutboxOutcome((outcome) => {
    // What the write named; else the journey, and every list and figure showing its progress,
    // or the conversation (not importing the step or chat code keeps this module small).
    const roots = outcome.entry.refresh
      ? outcome.entry.refresh
      : outcome.entry.conversationId
        ? [queryKeys.chat.all]
        : [
            queryKeys.journeys.all,
            queryKeys.projects.all,
            queryKeys.dashboard,
            queryKeys.insights.all,
          ];
    for (const queryKey of roots) void queryClient.invalidateQueries({ queryKey });
    if (outcome.error) toast.error(refusalText(outcome));
  });
  startOutbox();
}
