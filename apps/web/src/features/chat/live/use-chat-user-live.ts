import { useQueryClient } from '@tanstack/react-query';
import { topicOf } from '@waymark/shared/realtime/frames';
import { useRealtimeTopic } from '@/lib/realtime';

/**
 * Chat's events on the person's own `user:` topic (new unread counts, a new message request),
 * for the header's Chat link. The handler loads with the first event: the header is on every
 * page and must not bring the chat contracts into the first load.
 */
export function useChatUserLive(userId: string | null): void {
  const queryClient = useQueryClient();
  useRealtimeTopic(userId ? topicOf('user', userId) : null, (frame) => {
    if (!frame.event.startsWith('chat.')) return;
    void import('@/features/chat/live/chat-events').then(({ applyUserEvent }) =>
      applyUserEvent(queryClient, frame.event, frame.data),
    );
  });
}
