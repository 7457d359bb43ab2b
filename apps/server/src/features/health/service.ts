import type { HealthResponse } from '@waymark/shared/health';
import { pingTimeoutMs, type Database } from '@/db/client';
import { readSchemaTag } from '@/db/migrate';
import { withTimeout } from '@/db/timeout';

export interface HealthCheckContext {
  database: Database;
  version: string;
  /** Redis and where attempt limits count (app.limitsScope()): reported, never a failure. */
  shared: Pick<HealthResponse, 'redis' | 'limits'>;
}

/**
 * Healthy means the database answers and carries our migrations. Every failure,
 * including a hang, becomes the `down` answer within the ping time limit. Redis down is not
 * unhealthy: the node serves on, counting limits alone, and the answer says so.
 */
export async function checkHealth({ database, version, shared }: HealthCheckContext): Promise<{
  health: HealthResponse;
  failure?: unknown;
}> {
  const uptime = Math.floor(process.uptime());
  try {
    await database.ping();
    // Start-up migrates before listening, so a missing tag means the wrong database.
    const schema = await withTimeout(readSchemaTag(database.db), pingTimeoutMs, 'Schema read');
    if (!schema) throw new Error('The database has no migrations applied');
    return { health: { status: 'ok', db: 'up', schema, version, uptime, ...shared } };
  } catch (failure) {
    return {
      health: { status: 'error', db: 'down', schema: null, version, uptime, ...shared },
      failure,
    };
  }
}
