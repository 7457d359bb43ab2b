/**
 * The typing indicator's data: who else is typing in a conversation now, and a way to say I
 * am. The realtime floor carries typing (coalesced on the server, never against the event
 * budget); until it is connected here, nobody is shown typing and saying so goes nowhere:
 * polling cannot carry typing honestly.
 */
export interface Typing {
  /** Ids of the other members typing now. */
  typingUserIds: string[];
  /** Call on each keystroke; throttled by the floor. */
  notifyTyping: () => void;
}

const idle: Typing = { typingUserIds: [], notifyTyping: () => undefined };

export function useTyping(conversationId: string): Typing {
  void conversationId;
  return idle;
}
