import { messageSchema, type Message } from '@waymark/shared/chat/contracts';
import { api } from '@/lib/api-client';

export interface MessageDraft {
  conversationId: string;
  body: string;
  replyToId?: string;
  attachmentUrl?: string;
  /** Made once per message: resending it after a lost answer stores nothing new. */
  clientKey: string;
}

/** POST /api/conversations/:id/messages (201 new, 200 already stored under that key). */
export function postMessage({ conversationId, ...body }: MessageDraft): Promise<Message> {
  return api.post(`/api/conversations/${conversationId}/messages`, { body, schema: messageSchema });
}
