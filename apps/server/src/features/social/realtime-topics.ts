import type { FastifyInstance } from 'fastify';
import { onCommitted } from '@/db/after-commit';

declare module '@/db/after-commit' {
  interface CommitSignals {
    /** A follow, connection or the absence of a block between these people ended. */
    'social.severed': { userIds: [string, string] };
  }
}

/**
 * A block, unfollow or removed connection can end what either person may see of the other
 * (a followers-only journey): both are checked again on every node, and topics now refused
 * are dropped at once rather than at their next reconnect.
 */
export function socialRealtime(app: FastifyInstance, _options: unknown, done: () => void) {
  const stop = onCommitted(app.database.db, 'social.severed', ({ userIds }) => {
    for (const userId of userIds) void app.realtime.recheck({ userId });
  });
  app.addHook('onClose', (_app, closed) => {
    stop();
    closed();
  });
  done();
}
