import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startRealtime } from '@/lib/realtime/realtime-store';

/**
 * Keeps the tab's realtime socket open while `userId` is signed in (mounted by the app's
 * providers). A topic whose missed events could not be replayed (`reset`) reloads what the
 * page shows: every active query is refetched, which is rare (a long absence) and always right.
 */
export function RealtimeConnection({ userId }: { userId: string | null }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    return startRealtime(() => {
      void queryClient.invalidateQueries();
    });
  }, [userId, queryClient]);
  return null;
}
