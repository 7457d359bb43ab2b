import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeSchema, verifiedSessionSchema } from '@waymark/shared/factors';
import { buildApp } from '@/app';
import type { Config } from '@/config';
import { readSmsConfig } from '@/config/sms-config';
import { createLogger } from '@/logger';
import { createUser, postJson, sessionCookie } from '../../../test/accounts';
import { testConfig } from '../../../test/app';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import {
  backupCodeVerify,
  enrolPhone,
  latestSmsCode,
  uniquePhone,
} from '../../../test/factor-attacks';
import {
  challenge,
  enrolVerifiedTotp,
  generousRateLimits,
  wrongTotpCode,
} from '../../../test/factors';

describe('readSmsConfig', () => {
  it('has no gateway in production without SMS_WEBHOOK_URL, and the outbox elsewhere', () => {
    expect(readSmsConfig({ NODE_ENV: 'production' })).toEqual({ sms: { gateway: 'none' } });
    expect(readSmsConfig({})).toEqual({ sms: { gateway: 'outbox' } });
    expect(
      readSmsConfig({ NODE_ENV: 'production', SMS_WEBHOOK_URL: 'https://sms.example/send' }),
    ).toEqual({ sms: { gateway: 'webhook', url: 'https://sms.example/send', token: undefined } });
    expect(readSmsConfig({ SMS_WEBHOOK_TOKEN: 'secret' })).toEqual({
      problems: ['SMS_WEBHOOK_TOKEN needs SMS_WEBHOOK_URL'],
    });
  });
});

describe.each(featureEngines)('SMS delivery on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-sms-'));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(config: Config, lines?: string[]) {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines?.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger(lines ? 'trace' : 'silent', destination);
    const app = await buildApp({ config, database: testDb.database, logger });
    apps.push(app);
    return app;
  }
  const env = () => ({ DATA_DIR: dataDir, ...generousRateLimits });

  it('never writes a code to the logs: SMS codes, TOTP codes or backup codes', async () => {
    const lines: string[] = [];
    const app = await start(testConfig(env()), lines);
    const user = await createUser(app, dataDir);
    const { factor, secret, cookie, session } = await enrolVerifiedTotp(app, user.cookie);
    const phone = uniquePhone();
    const phoneFactor = await enrolPhone(app, cookie, phone);
    const started = challengeSchema.parse((await challenge(app, cookie, phoneFactor.id)).json());
    const smsCode = await latestSmsCode(dataDir, phone);
    const wrongCode = wrongTotpCode(secret);
    const wrong = await postJson(
      app,
      `/api/auth/factors/${factor.id}/verify`,
      {
        challenge_id: challengeSchema.parse((await challenge(app, cookie, factor.id)).json()).id,
        code: wrongCode,
      },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    const right = await postJson(
      app,
      `/api/auth/factors/${phoneFactor.id}/verify`,
      { challenge_id: started.id, code: smsCode },
      { cookie },
    );
    expect(right.statusCode).toBe(200);
    verifiedSessionSchema.parse(right.json());
    const backupCode = session.backup_codes?.[0] ?? '';
    // The verify rotated the session: the backup code is tried from the new one.
    const rotated = sessionCookie(right);
    expect((await backupCodeVerify(app, rotated, backupCode)).statusCode).toBe(200);

    const logs = lines.join('');
    expect(logs).toContain('SMS saved to the outbox');
    // Bounded by non-digits: a timestamp's digits are no code.
    for (const code of [smsCode, wrongCode]) {
      expect(logs).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    }
    expect(logs).not.toContain(backupCode);
    expect(logs).not.toContain(backupCode.replace('-', ''));
    expect(logs).not.toContain(phone);
  });

  it('refuses to enrol a phone factor in production without an SMS gateway, with a clear 400', async () => {
    const production = readSmsConfig({ NODE_ENV: 'production' });
    if ('problems' in production) throw new Error(production.problems.join('; '));
    const app = await start({ ...testConfig(env()), sms: production.sms });
    const user = await createUser(app, dataDir);
    const refused = await postJson(
      app,
      '/api/auth/factors',
      { factor_type: 'phone', friendly_name: 'My phone', phone: uniquePhone() },
      { cookie: user.cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message:
          'Phone factors are not available: this server has no SMS gateway. Use an authenticator app instead.',
      },
    });
    // An authenticator app still works.
    await enrolVerifiedTotp(app, user.cookie);
  });

  it('posts each code to SMS_WEBHOOK_URL with its bearer token', async () => {
    const received: { body: Record<string, unknown>; authorization: string | undefined }[] = [];
    const gateway = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          authorization: request.headers.authorization,
        });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = gateway.address() as AddressInfo;
      const app = await start(
        testConfig({
          ...env(),
          SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/send`,
          SMS_WEBHOOK_TOKEN: 'gateway-token',
        }),
      );
      const user = await createUser(app, dataDir);
      const phone = uniquePhone();
      const factor = await enrolPhone(app, user.cookie, phone);
      expect((await challenge(app, user.cookie, factor.id)).statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.authorization).toBe('Bearer gateway-token');
      const body = received[0]?.body ?? {};
      expect(Object.keys(body).sort()).toEqual(['text', 'to']);
      expect(body.to).toBe(phone);
      expect(String(body.text)).toMatch(/^\d{6} is your Waymark verification code/);
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
