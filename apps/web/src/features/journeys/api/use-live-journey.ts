import { useQueryClient } from '@tanstack/react-query';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { journeyProgressEventSchema } from '@waymark/shared/realtime/events';
import { topicOf } from '@waymark/shared/realtime/frames';
import { useAuthContext } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeTopic } from '@/lib/realtime';

/**
 * While a journey's page is open (signed in), its progress follows the owner live: each
 * `journey.progress` event refetches the journey and its activity, unless this tab already
 * shows those counts (the owner's own tick, which updated the cache itself).
 */
export function useLiveJourney(journeyId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuthContext();
  useRealtimeTopic(user && journeyId ? topicOf('journey', journeyId) : null, (frame) => {
    if (frame.event !== 'journey.progress') return;
    const progress = journeyProgressEventSchema.safeParse(frame.data);
    const shown = queryClient.getQueryData<JourneyDetail>(queryKeys.journeys.detail(journeyId));
    if (
      progress.success &&
      shown &&
      shown.stepCount === progress.data.stepCount &&
      shown.completedStepCount === progress.data.completedStepCount &&
      shown.status === progress.data.status
    ) {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.journeys.detail(journeyId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.journeys.activity(journeyId) });
  });
}
