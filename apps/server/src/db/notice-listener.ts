import pg from 'pg';
import { connectTimeoutMs, noop, type NoticeHandlers } from '@/db/client';

const reconnectDelaysMs = [100, 500, 1_000, 5_000];

/**
 * LISTEN on `channel` over a connection of its own (a pooled one would be handed to other
 * queries). When that connection drops, notices sent meanwhile are lost: `onListening(false)`
 * says so at once, and the connection is retried with a growing delay until it listens again
 * (as it is when the database cannot be reached at first).
 */
export async function listenForNotices(
  connectionString: string,
  channel: string,
  { onNotice, onListening }: NoticeHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', noop);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onListening(false);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(noop);
      throw error;
    }
    client = next;
    failures = 0;
    onListening(true);
  };

  const scheduleReconnect = () => {
    const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)] ?? 5_000;
    failures += 1;
    setTimeout(() => {
      if (stopped) return;
      connect().catch(scheduleReconnect);
    }, delay).unref();
  };

  // A database that is down at start-up is retried like one that went away later.
  await connect().catch(scheduleReconnect);
  return async () => {
    stopped = true;
    await client?.end();
  };
}
