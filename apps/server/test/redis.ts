import { connect } from 'node:net';

/** The Redis the multi-node tests use; they skip when nothing answers there. */
export const testRedisUrl = 'redis://127.0.0.1:6379';

/** Whether anything answers on Redis's port (tests that need a real server skip otherwise). */
export function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 1_000 });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}
