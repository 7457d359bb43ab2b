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

/**
 * How the socket was opened, kept for its life. A socket outlives the handshake by hours, so
 * the limits a request meets once (a token's scopes, its expiry) must be met again by each
 * frame and by the clock, or the socket would be a way around them.
 */
export interface SocketGrant {
  credential: 'cookie' | 'bearer' | 'token';
  /** A personal access token's scopes; null for the cookie and a JWT, which act as the person. */
  scopes: readonly string[] | null;
  /**
   * When the token or JWT expires (ms since the epoch); the socket is closed then. Null for the
   * cookie: its session has no fixed end here, and session notices re-check it.
   */
  expiresAt: number | null;
}

/** One open socket and what it listens to. Kept small: a node holds thousands. */
export interface Connection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  credentials: HandshakeCredentials;
  grant: SocketGrant;
  topics: Set<Topic>;
  /** Topics being replayed: live events wait here so none is lost or sent twice. */
  replaying: Map<Topic, BusEvent[]> | undefined;
  bucket: TokenBucket;
  /** Frames refused in a row for being over the budget; too many closes the socket. */
  strikes: number;
  /** Answered the last heartbeat. */
  alive: boolean;
}
