import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { createLogger } from '@/logger';
import { testConfig } from '../test/app';
import { pgliteEngine, type TestDatabase } from '../test/engines';

/** Collects every JSON log line the app writes. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('request logging', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await pgliteEngine.open();
  });
  afterAll(() => testDb.dispose());
  afterEach(() => app.close());

  it('logs the client info header and never credentials', async () => {
    const { lines, logger } = captureLogs();
    app = await buildApp({ config: testConfig(), database: testDb.database, logger });

    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: {
        'x-client-info': 'waymark-web/1.4.0',
        authorization: 'Bearer secret-token',
        cookie: 'session=secret-cookie',
      },
    });

    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({
      method: 'GET',
      url: '/api/health',
      clientInfo: 'waymark-web/1.4.0',
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|secret-cookie/);
  });
});
