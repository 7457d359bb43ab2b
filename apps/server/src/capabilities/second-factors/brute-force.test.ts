import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeSchema } from '@waymark/shared/factors';
import { createUser, postJson, sessionCookie, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import {
  backupCodeVerify,
  enrolPhone,
  lockoutMails,
  uniquePhone,
} from '../../../test/factor-attacks';
import {
  challenge,
  enrolTotp,
  enrolVerifiedTotp,
  generousRateLimits,
  totpCode,
  verify,
  wrongTotpCode,
} from '../../../test/factors';

// Issue 13, hole 3: someone who has the password (an aal1 session) guesses the second
// factor. Each test performs the attack over HTTP and expects the refusal.

const lockedMessage =
  /^Too many wrong codes: second-factor verification is locked for 15 minutes\. Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/;

describe.each(featureEngines)('second-factor guessing on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-factor-attacks-'));
    // The per-minute request limits are not under test: the database's counts are.
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir, ...generousRateLimits });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The owner with a verified TOTP factor, and an attacker's fresh password-only session. */
  async function victim() {
    const owner = await createUser(app, dataDir);
    const enrolled = await enrolVerifiedTotp(app, owner.cookie);
    const attacker = await signIn(owner);
    return { owner, attacker, ...enrolled };
  }
  async function signIn(user: TestUser) {
    const response = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    return sessionCookie(response);
  }
  const answer = (cookie: string, factorId: string, challengeId: string, code: string) =>
    postJson(
      app,
      `/api/auth/factors/${factorId}/verify`,
      { challenge_id: challengeId, code },
      { cookie },
    );
  const startChallenge = async (cookie: string, factorId: string) => {
    const response = await challenge(app, cookie, factorId);
    expect(response.statusCode).toBe(200);
    return challengeSchema.parse(response.json()).id;
  };

  it('locks the account after 5 wrong codes over fresh challenges, refuses the right code while locked and mails the owner once', async () => {
    const { owner, attacker, factor, secret } = await victim();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await verify(app, attacker, factor.id, wrongTotpCode(secret));
      expect(wrong.statusCode).toBe(400);
    }
    // Opened before the lock: the right answer to it must still be refused.
    const open = await startChallenge(attacker, factor.id);
    const fifth = await verify(app, attacker, factor.id, wrongTotpCode(secret));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(fifth.json<{ error: { message: string } }>().error.message).toMatch(lockedMessage);
    const retryAfter = Number(fifth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const right = await answer(attacker, factor.id, open, totpCode(secret, 1));
    expect(right.statusCode).toBe(429);
    expect(right.json<{ error: { message: string } }>().error.message).toMatch(lockedMessage);
    // No new challenge either, for the attacker or the owner's own new sign-in.
    expect((await challenge(app, attacker, factor.id)).statusCode).toBe(429);
    expect((await challenge(app, await signIn(owner), factor.id)).statusCode).toBe(429);

    const mails = await lockoutMails(dataDir, owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('your account is locked for 15 minutes');
    expect(mails[0]?.text).toContain('change your password');
    expect(mails[0]?.links).toEqual(['http://localhost:3000/settings/security']);
  });

  it('counts wrong backup codes against the account: the tenth locks it, and a right backup code is then refused', async () => {
    const { owner, attacker, session } = await victim();
    for (let i = 0; i < 9; i += 1) {
      const wrong = await backupCodeVerify(app, attacker, `gues${i}-aaaaa`);
      expect(wrong.statusCode).toBe(400);
    }
    const tenth = await backupCodeVerify(app, attacker, 'gues9-aaaaa');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json<{ error: { message: string } }>().error.message).toMatch(lockedMessage);
    const right = await backupCodeVerify(app, attacker, session.backup_codes?.[0] ?? '');
    expect(right.statusCode).toBe(429);
    expect(await lockoutMails(dataDir, owner.email)).toHaveLength(1);
  });

  it('counts per account across factors and backup codes; a right code resets only its factor', async () => {
    const { owner, attacker, factor, secret, cookie } = await victim();
    const second = await enrolTotp(app, cookie);
    const secondSecret = second.totp?.secret ?? '';
    expect((await verify(app, cookie, second.id, totpCode(secondSecret))).statusCode).toBe(200);

    for (let i = 0; i < 4; i += 1) {
      expect((await verify(app, attacker, factor.id, wrongTotpCode(secret))).statusCode).toBe(400);
    }
    // The owner's right code: the first factor's count starts again, the account's does not.
    const owners = await verify(app, await signIn(owner), factor.id, totpCode(secret, 1));
    expect(owners.statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await verify(app, attacker, factor.id, wrongTotpCode(secret))).statusCode).toBe(400);
    }
    expect((await verify(app, attacker, second.id, wrongTotpCode(secondSecret))).statusCode).toBe(
      400,
    );
    // The account's tenth wrong code, a backup code.
    const tenth = await backupCodeVerify(app, attacker, 'wrong-guess');
    expect(tenth.statusCode).toBe(429);
    expect(await lockoutMails(dataDir, owner.email)).toHaveLength(1);
  });

  it('answers 429 to the 21st challenge of an account within 15 minutes, backup-code attempts included', async () => {
    const { attacker, factor } = await victim();
    // 1 challenge went into enrolling the factor: 15 more, and 4 backup-code attempts make 20.
    for (let i = 0; i < 15; i += 1) {
      expect((await challenge(app, attacker, factor.id)).statusCode).toBe(200);
    }
    for (let i = 0; i < 4; i += 1) {
      expect((await backupCodeVerify(app, attacker, `floo${i}-aaaaa`)).statusCode).toBe(400);
    }
    const flooded = await challenge(app, attacker, factor.id);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many codes requested. Try again in 15 minutes.',
      },
    });
    const backup = await backupCodeVerify(app, attacker, 'floo9-aaaaa');
    expect(backup.statusCode).toBe(429);
    expect(backup.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many backup codes tried. Try again in 15 minutes.',
      },
    });
  });

  it('sends an account at most 5 SMS per 10 minutes, whichever of its numbers', async () => {
    const user = await createUser(app, dataDir);
    const first = await enrolPhone(app, user.cookie, uniquePhone());
    const second = await enrolPhone(app, user.cookie, uniquePhone());
    for (const factorId of [first.id, first.id, first.id, second.id, second.id]) {
      expect((await challenge(app, user.cookie, factorId)).statusCode).toBe(200);
    }
    const flooded = await challenge(app, user.cookie, second.id);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many codes sent by SMS. Try again in 10 minutes.',
      },
    });
  });

  it('sends one number at most 5 SMS per 10 minutes, however many accounts ask', async () => {
    const phone = uniquePhone();
    const alice = await createUser(app, dataDir);
    const bob = await createUser(app, dataDir);
    const alices = await enrolPhone(app, alice.cookie, phone);
    const bobs = await enrolPhone(app, bob.cookie, phone);
    for (let i = 0; i < 3; i += 1) {
      expect((await challenge(app, alice.cookie, alices.id)).statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) {
      expect((await challenge(app, bob.cookie, bobs.id)).statusCode).toBe(200);
    }
    for (const [cookie, factorId] of [
      [bob.cookie, bobs.id],
      [alice.cookie, alices.id],
    ] as const) {
      const flooded = await challenge(app, cookie, factorId);
      expect(flooded.statusCode).toBe(429);
      expect(flooded.json<{ error: { message: string } }>().error.message).toMatch(
        /^Too many codes sent to this phone number\. Try again in \d+ minutes\.$/,
      );
    }
  });
});
