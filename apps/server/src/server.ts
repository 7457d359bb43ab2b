import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import type { Config } from '@/config';
import { createDatabase, type Database } from '@/db/client';
import { migrate } from '@/db/migrate';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  schema: string;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

/** Database, migrations, app, listen: the start-up shared by main() and its tests. */
export async function startServer(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<RunningServer> {
  const database = await createDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    const schema = await migrate(database);
    logger.info({ engine: database.engine, schema }, 'Database ready');
    app = await buildApp({ config, database, logger });
    await app.listen({ port: config.port, host: config.host });
    const running = app;
    return {
      app: running,
      database,
      schema,
      // Closing the database only after fastify.close() has drained requests keeps
      // a PGlite data dir consistent: no query is cut off mid-write.
      stop: async () => {
        try {
          await running.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}
