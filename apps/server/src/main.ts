import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig, type Config } from '@/config';
import { createLogger } from '@/logger';
import { startServer } from '@/server';

// A shutdown that hangs (a stuck connection) must still end the process.
const shutdownTimeoutMs = 10_000;

async function main(): Promise<void> {
  // Stack traces from the bundled dist/main.js point at the TypeScript sources.
  process.setSourceMapsEnabled(true);
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger).catch((error: unknown) => {
    // A setting the database refuses (an auth secret that opens nothing): its message says what to fix.
    if (error instanceof ConfigError) logger.fatal(`Start-up failed: ${error.message}`);
    else logger.fatal({ err: error }, 'Start-up failed');
    process.exit(1);
  });
  const startupMs = Math.round(performance.now() - startedAt);
  logger.info({ startupMs, engine: server.database.engine }, `Started in ${startupMs} ms`);
  logger.info(`Waymark listening on http://localhost:${config.port}`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    setTimeout(() => {
      logger.error('Shutdown timed out; exiting');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    server.stop().then(
      () => {
        logger.info('Shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

await main();
