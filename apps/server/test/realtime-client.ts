import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '@waymark/shared/realtime/frames';
import { testOrigin, type TestUser } from './accounts';

export interface SocketClient {
  socket: WebSocket;
  frames: ServerFrame[];
  send(frame: ClientFrame | string): void;
  /** The first frame (already received or to come) that `matches`, else a timeout error. */
  next(matches: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** The ws:// address of a listening app's realtime endpoint. */
export async function realtimeUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
  return `ws://127.0.0.1:${address.port}/api/realtime`;
}

/** A refused handshake: its HTTP status. */
export class HandshakeRefused extends Error {
  constructor(readonly status: number) {
    super(`Handshake refused with ${status}`);
  }
}

/** Opens a real socket with these headers; rejects with HandshakeRefused when refused. */
export function openSocket(url: string, headers: Record<string, string>): Promise<SocketClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: ServerFrame[] = [];
    const waiters = new Set<() => void>();
    socket.on('message', (data) => {
      frames.push(JSON.parse((data as Buffer).toString('utf8')) as ServerFrame);
      for (const wake of waiters) wake();
    });
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.once('unexpected-response', (_request, response) => {
      reject(new HandshakeRefused(response.statusCode ?? 0));
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
    socket.once('open', () =>
      resolve({
        socket,
        frames,
        send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        next(matches, timeoutMs = 5_000) {
          return new Promise((found, fail) => {
            let seen = 0;
            const look = () => {
              for (; seen < frames.length; seen += 1) {
                const frame = frames[seen]!;
                if (matches(frame)) {
                  waiters.delete(look);
                  clearTimeout(timer);
                  found(frame);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(
                new Error(`No matching frame within ${timeoutMs} ms: ${JSON.stringify(frames)}`),
              );
            }, timeoutMs);
            waiters.add(look);
            look();
          });
        },
        closed,
        close: () => socket.close(),
      }),
    );
  });
}

/** A socket signed in with the user's session cookie, from our own origin. */
export const openAs = (url: string, user: TestUser) =>
  openSocket(url, { cookie: user.cookie, origin: testOrigin });

/** The HTTP status a refused handshake got (fails the test if it was accepted). */
export async function refusal(attempt: Promise<SocketClient>): Promise<number> {
  try {
    const client = await attempt;
    client.close();
  } catch (error) {
    if (error instanceof HandshakeRefused) return error.status;
    throw error;
  }
  throw new Error('The handshake was accepted');
}

/** Matches a frame of `type`, on `topic` when given: for `client.next(...)`. */
export const frameOf =
  <T extends ServerFrame['type']>(type: T, topic?: string) =>
  (frame: ServerFrame): boolean =>
    frame.type === type && (topic === undefined || ('topic' in frame && frame.topic === topic));

/** Subscribes and answers the frame that settles it: subscribed or unsubscribed. */
export async function join(client: SocketClient, topic: string, since?: string) {
  client.send({ type: 'subscribe', topic, ...(since !== undefined && { since }) });
  return client.next(
    (frame) =>
      (frame.type === 'subscribed' || frame.type === 'unsubscribed') && frame.topic === topic,
  );
}

/**
 * The close code, or 'still open' once `ms` have passed: a socket that should close and does
 * not fails its test with that, rather than hanging until the test's timeout.
 */
export const closedWithin = (client: SocketClient, ms: number): Promise<number | 'still open'> =>
  Promise.race([
    client.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms).unref()),
  ]);
