import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { flushOutbox } from '@/features/chat/live/outbox';

/**
 * The one place an open conversation listens for changes. Until the realtime floor
 * (`lib/realtime`) is wired here, polling (`live-polling.ts`) keeps it fresh; wiring it is:
 *
 *   useRealtimeTopic(topicOf('conversation', id), (event) =>
 *     applyConversationEvent(queryClient, id, event.event));
 *   // and on reconnect (useRealtimeStatus() back to open): flushOutbox(queryClient)
 *
 * Meanwhile coming back online flushes the outbox (outbox.ts listens for `online` itself),
 * and so does opening a conversation: a message queued elsewhere goes out at once.
 */
export function useConversationLive(conversationId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    flushOutbox(queryClient);
  }, [queryClient, conversationId]);
}
