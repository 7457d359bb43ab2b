import { useQueryClient } from '@tanstack/react-query';
import { presenceChangedEvent } from '@waymark/shared/presence/contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeTopic } from '@/lib/realtime';

/**
 * Listens to one person's `presence:` topic while their conversation is open: each hint asks
 * the API again (the hint carries no state; the server decides what I may see). One topic, not
 * one per list row: subscribing counts against the socket's 10 events a second.
 */
export function usePresenceLive(userId: string | null): void {
  const queryClient = useQueryClient();
  useRealtimeTopic(userId ? topicOf('presence', userId) : null, (frame) => {
    if (frame.event !== presenceChangedEvent) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.presenceAll() });
  });
}
