import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { inMemoryDataDir, loadConfig, type Config } from '@/config';
import type { Database } from '@/db/client';
import { createLogger } from '@/logger';

/** A valid configuration as main() would load it, with test-friendly defaults. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    DATA_DIR: inMemoryDataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/waymark-web-dist',
    // The job queue stays off unless a test asks for it (JOBS: '1').
    JOBS: '0',
    ...env,
  });
}

export async function buildTestApp(
  database: Database,
  env: NodeJS.ProcessEnv = {},
): Promise<FastifyInstance> {
  const config = testConfig(env);
  return buildApp({ config, database, logger: createLogger(config.logLevel) });
}
