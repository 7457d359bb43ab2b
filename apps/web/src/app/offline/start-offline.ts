import { queryClient } from '@/app/query-client';
import { i18n } from '@/i18n/setup';
import { onOutboxOutcome, startOutbox } from '@/lib/offline/outbox';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/ui/toast/toast-store';

/**
 * Sends the offline outbox (issue 19) at start, on `online` and on Background Sync, and
 * shows how each write ended: a synced write refreshes its journey; one the server refused
 * (the journey changed meanwhile, or was deleted) is said in a toast, and the page shows the
 * server's version.
 */
export function startOffline(): void {
  onOutboxOutcome(({ error }) => {
    // The journey, and every list and figure showing its progress (not importing the step
    // code keeps this module, loaded on every page, small).
    for (const queryKey of [
      queryKeys.journeys.all,
      queryKeys.projects.all,
      queryKeys.dashboard,
      queryKeys.insights.all,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    if (error) toast.error(i18n.t('view.syncConflict', { ns: 'journeys' }));
  });
  startOutbox();
}
