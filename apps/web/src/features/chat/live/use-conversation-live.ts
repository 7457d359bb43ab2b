import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { topicOf } from '@waymark/shared/realtime/frames';
import { applyConversationEvent } from '@/features/chat/live/chat-events';
import { flushOutbox } from '@/features/chat/live/outbox';
import { useRealtimeStatus, useRealtimeTopic } from '@/lib/realtime';

/**
 * The one place an open conversation listens for changes: its `conversation:<id>` topic (the
 * events carry ids; each refreshes the queries it touches, and the API decides what this
 * person may read). Messages written while offline go out when the conversation opens and
 * whenever the socket is back (the outbox also listens for `online`); idempotency keys make
 * sure each is stored once.
 */
export function useConversationLive(conversationId: string): void {
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  useRealtimeTopic(topicOf('conversation', conversationId), (frame) =>
    applyConversationEvent(queryClient, conversationId, frame.event),
  );
  useEffect(() => {
    flushOutbox();
  }, [queryClient, conversationId]);
  useEffect(() => {
    if (status === 'open') flushOutbox();
  }, [queryClient, status]);
}
