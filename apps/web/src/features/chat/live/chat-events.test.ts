import { describe, expect, it, vi } from 'vitest';
import { applyConversationEvent, applyUserEvent } from '@/features/chat/live/chat-events';
import { queryKeys } from '@/lib/query-keys';
import { createTestQueryClient } from '@/test/render';

const id = '2c7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f';

describe('chat events', () => {
  it('refreshes the history and lists on a message event, the detail on a receipt', () => {
    const client = createTestQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyConversationEvent(client, id, 'message.created');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      [...queryKeys.chat.conversation(id), 'messages'],
      queryKeys.chat.lists(),
    ]);
    invalidate.mockClear();
    applyConversationEvent(client, id, 'receipt.moved');
    expect(invalidate.mock.calls[0]?.[0]?.queryKey).toEqual(queryKeys.chat.conversation(id));
    invalidate.mockClear();
    applyConversationEvent(client, id, 'something.else');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('takes my unread counts as they come, and ignores a malformed frame', () => {
    const client = createTestQueryClient();
    const counts = { total: 2, requests: 1, conversations: { [id]: 2 } };
    applyUserEvent(client, 'chat.unread', counts);
    expect(client.getQueryData(queryKeys.chat.unread())).toEqual(counts);
    applyUserEvent(client, 'chat.unread', { total: 'lots' });
    expect(client.getQueryData(queryKeys.chat.unread())).toEqual(counts);
  });
});
