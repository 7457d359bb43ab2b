import { useInfiniteQuery } from '@tanstack/react-query';
import { useLivePolling } from '@/features/chat/live/live-polling';
import { conversationsQueryOptions, type ConversationTab } from '@/lib/chat/conversations';

export function useConversations(tab: ConversationTab) {
  return useInfiniteQuery({ ...conversationsQueryOptions(tab), ...useLivePolling() });
}
