import { topicOf } from '@waymark/shared/realtime/frames';
import { sendTyping, useTypingPeople } from '@/lib/realtime';

/** The typing indicator's data: who else is typing in a conversation now, and a way to say I am. */
export interface Typing {
  /** Ids of the other members typing now. */
  typingUserIds: string[];
  /** Call on each keystroke: the client paces the frames, the server passes one on every ~3 s. */
  notifyTyping: () => void;
}

export function useTyping(conversationId: string): Typing {
  const topic = topicOf('conversation', conversationId);
  return {
    typingUserIds: useTypingPeople(topic),
    notifyTyping: () => sendTyping(topic),
  };
}
