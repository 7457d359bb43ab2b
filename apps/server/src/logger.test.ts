import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { createLogger, defaultLogFormat } from '@/logger';
import { testConfig } from '../test/app';
import { pgliteEngine, type TestDatabase } from '../test/engines';

/** Collects the text the app writes, line by line, in the given format. */
function captureText(format: 'json' | 'readable') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream, format) };
}

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

  it('writes one readable line per request at a terminal, without the headers', async () => {
    const { lines, logger } = captureText('readable');
    app = await buildApp({ config: testConfig(), database: testDb.database, logger });

    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-client-info': 'waymark-web/1.4.0', cookie: 'session=secret-cookie' },
    });

    const request = lines.filter((line) => line.includes('/api/health'));
    expect(request).toHaveLength(1);
    expect(request[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}GET \/api\/health 200 \d+\.\d ms waymark-web\/1\.4\.0$/,
    );
    expect(lines.join('\n')).not.toMatch(/secret-cookie|user-agent|"headers"/);
  });

  it('keeps JSON lines, headers included, when the output is not a terminal', async () => {
    const { lines, logger } = captureText('json');
    app = await buildApp({ config: testConfig(), database: testDb.database, logger });
    await app.inject({ method: 'GET', url: '/api/health' });

    const parsed = lines.map(
      (line) => JSON.parse(line) as { msg: string; req?: { headers?: unknown } },
    );
    const requestLines = parsed.filter((line) =>
      /^(incoming request|request completed)$/.test(line.msg),
    );
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(requestLines[0]?.req?.headers).toBeTruthy();
  });

  it('chooses readable lines for a terminal and JSON for anything else', () => {
    expect(defaultLogFormat({ isTTY: true })).toBe('readable');
    expect(defaultLogFormat({ isTTY: false })).toBe('json');
    expect(defaultLogFormat({})).toBe('json');
  });
});
