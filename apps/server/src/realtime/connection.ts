import type { WebSocket } from 'ws';
import type { Topic } from '@waymark/shared/realtime/frames';
import type { BusEvent } from '@/realtime/bus';
import type { TokenBucket } from '@/realtime/token-bucket';

/** What re-checks a socket's session: the handshake's credentials, nothing else of it. */
export interface HandshakeCredentials {
  cookie?: string;
  authorization?: string;
  /** The client address at the handshake (a token's "last used from"). */
  ip: string;
}

/** One open socket and what it listens to. Kept small: a node holds thousands. */
export interface Connection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  credentials: HandshakeCredentials;
  topics: Set<Topic>;
  /** Topics being replayed: live events wait here so none is lost or sent twice. */
  replaying: Map<Topic, BusEvent[]> | undefined;
  bucket: TokenBucket;
  /** Frames refused in a row for being over the budget; too many closes the socket. */
  strikes: number;
  /** Answered the last heartbeat. */
  alive: boolean;
}
