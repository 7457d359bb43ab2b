import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import {
  backupCodesSchema,
  challengeSchema,
  enrolledFactorSchema,
  factorListSchema,
  verifiedSessionSchema,
} from '@waymark/shared/factors';
import { authChallenges, authFactors } from '@/db/tables/factors';
import { withUser } from '@/db/with-user';
import { readSmsOutbox } from '@/capabilities/second-factors/sms';
import { createUser, postJson, sessionCookie, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import { smokeEngines, type TestDatabase } from '../../../test/engines';
import {
  challenge,
  enrolTotp,
  generousRateLimits,
  enrolVerifiedTotp,
  totpCode,
  verify,
  wrongTotpCode,
} from '../../../test/factors';

describe.each(smokeEngines)('second factors on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-factors-'));
    // Every test user signs up from one address: the per-address budgets are not under test.
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir, ...generousRateLimits });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });
  const me = async (cookie: string) => meSchema.parse((await get('/api/me', { cookie })).json());
  const listFactors = async (cookie: string) =>
    factorListSchema.parse((await get('/api/auth/factors', { cookie })).json());
  const deleteFactor = (cookie: string, factorId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/auth/factors/${factorId}`,
      headers: { cookie, origin: 'http://localhost:3000' },
    });
  /** A fresh password-only sign-in: aal1. */
  const signInAgain = async (user: TestUser) => {
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
    return sessionCookie(signIn);
  };
  const factorRow = async (userId: string, factorId: string) =>
    withUser(testDb.database.db, userId, async (tx) => {
      const [row] = await tx.select().from(authFactors).where(eq(authFactors.id, factorId));
      return row;
    });

  it('enrols a TOTP factor with an SVG QR code, keeps the secret encrypted and never lists it', async () => {
    const user = await createUser(app, dataDir);
    const response = await postJson(
      app,
      '/api/auth/factors',
      { factor_type: 'totp', friendly_name: 'Phone app' },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    const factor = enrolledFactorSchema.parse(response.json());
    expect(factor).toMatchObject({
      friendly_name: 'Phone app',
      factor_type: 'totp',
      status: 'unverified',
      issuer: 'Waymark',
      phone: null,
    });
    expect(factor.totp?.qr_code.startsWith('data:image/svg+xml')).toBe(true);
    expect(factor.totp?.uri).toMatch(/^otpauth:\/\/totp\/Waymark:.*secret=/);
    const secret = factor.totp?.secret ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const stored = await factorRow(user.id, factor.id);
    expect(stored?.secret).toBeTruthy();
    expect(stored?.secret).not.toContain(secret);

    const list = await get('/api/auth/factors', { cookie: user.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(stored?.secret ?? '-');
    expect(factorListSchema.parse(list.json())).toEqual({
      factors: [{ ...factor, totp: undefined }].map(({ totp: _totp, ...rest }) => rest),
      backup_codes_remaining: 0,
    });
  });

  it('verifies a factor: the session rotates to aal2, the token says aal2 and 10 backup codes come once', async () => {
    const user = await createUser(app, dataDir);
    expect((await me(user.cookie)).aal).toEqual({ current: 'aal1', next: 'aal1' });
    const factor = await enrolTotp(app, user.cookie);
    const response = await verify(app, user.cookie, factor.id, totpCode(factor.totp?.secret ?? ''));
    expect(response.statusCode).toBe(200);
    const session = verifiedSessionSchema.parse(response.json());
    expect(session).toMatchObject({ token_type: 'bearer', aal: 'aal2', expires_in: 900 });
    expect(session.backup_codes).toHaveLength(10);
    expect(new Set(session.backup_codes).size).toBe(10);
    expect(decodeJwt(session.access_token)).toMatchObject({ sub: user.id, aal: 'aal2' });

    const rotated = sessionCookie(response);
    expect(rotated).not.toBe(user.cookie);
    expect((await get('/api/me', { cookie: user.cookie })).statusCode).toBe(401);
    expect((await me(rotated)).aal).toEqual({ current: 'aal2', next: 'aal2' });
    expect(
      (await get(`/api/profiles/${user.id}`, { authorization: `Bearer ${session.access_token}` }))
        .statusCode,
    ).toBe(200);

    const list = await listFactors(rotated);
    expect(list.factors[0]).toMatchObject({ id: factor.id, status: 'verified' });
    expect(list.factors[0]?.last_used_at).not.toBeNull();
    expect(list.backup_codes_remaining).toBe(10);

    // Codes come with the first verified factor only.
    const next = await verify(app, rotated, factor.id, totpCode(factor.totp?.secret ?? '', 1));
    expect(next.statusCode).toBe(200);
    expect(verifiedSessionSchema.parse(next.json()).backup_codes).toBeUndefined();
  });

  it('asks a new password sign-in for the second factor: aal1 of aal2, and 403 MFA_REQUIRED elsewhere', async () => {
    const user = await createUser(app, dataDir);
    const { factor, secret, cookie } = await enrolVerifiedTotp(app, user.cookie);
    const signOut = await postJson(app, '/api/auth/sign-out', {}, { cookie });
    expect(signOut.statusCode).toBe(200);

    const aal1 = await signInAgain(user);
    expect((await me(aal1)).aal).toEqual({ current: 'aal1', next: 'aal2' });
    const blocked = await get(`/api/profiles/${user.id}`, { cookie: aal1 });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: {
        code: 'MFA_REQUIRED',
        message: 'Enter the code from your authenticator app to continue',
      },
    });
    expect((await get('/api/health', { cookie: aal1 })).statusCode).toBe(200);
    expect((await get('/api/public-config', { cookie: aal1 })).statusCode).toBe(200);
    expect((await get('/api/blog', { cookie: aal1 })).statusCode).toBe(200);
    const deleteMe = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: user.password },
      headers: { cookie: aal1, origin: 'http://localhost:3000' },
    });
    expect(deleteMe.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });

    // A token fetched with the aal1 cookie says aal1 and is held back the same way.
    const token = (await get('/api/auth/token', { cookie: aal1 })).json<{ token: string }>().token;
    expect(decodeJwt(token).aal).toBe('aal1');
    const bearer = await get(`/api/profiles/${user.id}`, { authorization: `Bearer ${token}` });
    expect(bearer.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });

    const verified = await verify(app, aal1, factor.id, totpCode(secret, 1));
    expect(verified.statusCode).toBe(200);
    const aal2 = sessionCookie(verified);
    expect((await get(`/api/profiles/${user.id}`, { cookie: aal2 })).statusCode).toBe(200);
  });

  it('refuses a wrong code, accepts the right one, and refuses the same code again (replay)', async () => {
    const user = await createUser(app, dataDir);
    const factor = await enrolTotp(app, user.cookie);
    const secret = factor.totp?.secret ?? '';

    const wrong = await verify(app, user.cookie, factor.id, wrongTotpCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Code is incorrect' } });
    expect((await listFactors(user.cookie)).factors[0]?.status).toBe('unverified');

    const code = totpCode(secret);
    const right = await verify(app, user.cookie, factor.id, code);
    expect(right.statusCode).toBe(200);
    const cookie = sessionCookie(right);

    const replay = await verify(app, cookie, factor.id, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'This code was already used. Wait for the next one.' },
    });
    // An earlier step than the one accepted is a replay too.
    const older = await verify(app, cookie, factor.id, totpCode(secret, -1));
    expect(older.statusCode).toBe(400);
    expect((await verify(app, cookie, factor.id, totpCode(secret, 1))).statusCode).toBe(200);
  });

  it('refuses an expired challenge and a challenge of another factor', async () => {
    const user = await createUser(app, dataDir);
    const first = await enrolTotp(app, user.cookie);
    const second = await enrolTotp(app, user.cookie);
    const started = challengeSchema.parse((await challenge(app, user.cookie, first.id)).json());
    expect(Date.parse(started.expires_at) - Date.now()).toBeGreaterThan(4 * 60_000);

    const onOther = await postJson(
      app,
      `/api/auth/factors/${second.id}/verify`,
      { challenge_id: started.id, code: totpCode(second.totp?.secret ?? '') },
      { cookie: user.cookie },
    );
    expect(onOther.statusCode).toBe(404);

    // The privileged connection: app_user may not write challenges.
    await testDb.database.db
      .update(authChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authChallenges.id, started.id));
    const expired = await postJson(
      app,
      `/api/auth/factors/${first.id}/verify`,
      { challenge_id: started.id, code: totpCode(first.totp?.secret ?? '') },
      { cookie: user.cookie },
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The code has expired. Request a new one.' },
    });
  });

  it('accepts a backup code once, as the second factor of a new sign-in', async () => {
    const user = await createUser(app, dataDir);
    const { session } = await enrolVerifiedTotp(app, user.cookie);
    const [code] = session.backup_codes ?? [];
    const aal1 = await signInAgain(user);

    const used = await postJson(
      app,
      '/api/auth/factors/backup-codes/verify',
      { code: code?.toUpperCase() },
      { cookie: aal1 },
    );
    expect(used.statusCode).toBe(200);
    expect(verifiedSessionSchema.parse(used.json()).aal).toBe('aal2');
    const aal2 = sessionCookie(used);
    expect((await me(aal2)).aal).toEqual({ current: 'aal2', next: 'aal2' });
    expect((await listFactors(aal2)).backup_codes_remaining).toBe(9);

    const again = await postJson(
      app,
      '/api/auth/factors/backup-codes/verify',
      { code },
      { cookie: await signInAgain(user) },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Backup code is incorrect or already used' },
    });
  });

  it('regenerates backup codes only at aal2, and the old ones stop working', async () => {
    const user = await createUser(app, dataDir);
    const { session, cookie } = await enrolVerifiedTotp(app, user.cookie);
    const aal1 = await signInAgain(user);
    const refused = await postJson(app, '/api/auth/factors/backup-codes', {}, { cookie: aal1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });

    const fresh = await postJson(app, '/api/auth/factors/backup-codes', {}, { cookie });
    expect(fresh.statusCode).toBe(200);
    const { codes } = backupCodesSchema.parse(fresh.json());
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(session.backup_codes?.[0]);
    const old = await postJson(
      app,
      '/api/auth/factors/backup-codes/verify',
      { code: session.backup_codes?.[0] },
      { cookie: aal1 },
    );
    expect(old.statusCode).toBe(400);
  });

  it('carries aal in the JWT and refuses a tampered one with 401 Invalid JWT signature', async () => {
    const user = await createUser(app, dataDir);
    const { session } = await enrolVerifiedTotp(app, user.cookie);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as object;
    expect(claims).toMatchObject({ aal: 'aal2', sub: user.id });
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString(
      'base64url',
    );
    const response = await get('/api/me', {
      authorization: `Bearer ${header}.${forged}.${signature}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid JWT signature' },
    });
  });

  it('deletes a factor only from an aal2 session, and its backup codes with the last one', async () => {
    const user = await createUser(app, dataDir);
    const { factor, cookie } = await enrolVerifiedTotp(app, user.cookie);
    const aal1 = await signInAgain(user);
    const refused = await deleteFactor(aal1, factor.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
    const enrolAtAal1 = await postJson(
      app,
      '/api/auth/factors',
      { factor_type: 'totp', friendly_name: 'Intruder' },
      { cookie: aal1 },
    );
    expect(enrolAtAal1.statusCode).toBe(403);

    const deleted = await deleteFactor(cookie, factor.id);
    expect(deleted.body).toBe('');
    expect(deleted.statusCode).toBe(204);
    expect(await listFactors(cookie)).toEqual({ factors: [], backup_codes_remaining: 0 });
    expect((await me(aal1)).aal).toEqual({ current: 'aal1', next: 'aal1' });
    expect((await get(`/api/profiles/${user.id}`, { cookie: aal1 })).statusCode).toBe(200);
  });

  it('sends the code of a phone factor by SMS (the outbox) and verifies it', async () => {
    const user = await createUser(app, dataDir);
    const phone = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const enrolled = await postJson(
      app,
      '/api/auth/factors',
      { factor_type: 'phone', friendly_name: 'My phone', phone },
      { cookie: user.cookie },
    );
    expect(enrolled.statusCode).toBe(200);
    const factor = enrolledFactorSchema.parse(enrolled.json());
    expect(factor).toMatchObject({ factor_type: 'phone', totp: null });
    expect(factor.phone).toBe(`+1••••••${phone.slice(-4)}`);
    expect((await get('/api/auth/factors', { cookie: user.cookie })).body).not.toContain(phone);

    const started = await postJson(
      app,
      `/api/auth/factors/${factor.id}/challenge`,
      { channel: 'sms' },
      { cookie: user.cookie },
    );
    expect(started.statusCode).toBe(200);
    const { id } = challengeSchema.parse(started.json());
    const sms = (await readSmsOutbox(dataDir)).filter((message) => message.to === phone).at(-1);
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const stored = await withUser(testDb.database.db, user.id, async (tx) => {
      const [row] = await tx.select().from(authChallenges).where(eq(authChallenges.id, id));
      return row;
    });
    expect(stored?.codeHash).not.toContain(code);

    const verified = await postJson(
      app,
      `/api/auth/factors/${factor.id}/verify`,
      { challenge_id: id, code },
      { cookie: user.cookie },
    );
    expect(verified.statusCode).toBe(200);
    expect((await me(sessionCookie(verified))).aal).toEqual({ current: 'aal2', next: 'aal2' });
  });

  it('sends a phone factor at most 5 codes per 10 minutes, and no SMS for a TOTP factor', async () => {
    const user = await createUser(app, dataDir);
    const enrolled = await postJson(
      app,
      '/api/auth/factors',
      { factor_type: 'phone', friendly_name: 'My phone', phone: '+447700900123' },
      { cookie: user.cookie },
    );
    const phoneFactor = enrolledFactorSchema.parse(enrolled.json());
    for (let i = 0; i < 5; i += 1) {
      expect((await challenge(app, user.cookie, phoneFactor.id)).statusCode).toBe(200);
    }
    const flooded = await challenge(app, user.cookie, phoneFactor.id);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many codes sent by SMS. Try again in 10 minutes.',
      },
    });
    // Until the first of the five leaves the 10-minute window.
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(flooded.headers['retry-after'])).toBeLessThanOrEqual(600);

    const totp = await enrolTotp(app, user.cookie);
    const bySms = await postJson(
      app,
      `/api/auth/factors/${totp.id}/challenge`,
      { channel: 'sms' },
      { cookie: user.cookie },
    );
    expect(bySms.statusCode).toBe(400);
  });

  it('keeps password and e-mail changes behind the second factor once one is verified', async () => {
    const user = await createUser(app, dataDir);
    const { cookie } = await enrolVerifiedTotp(app, user.cookie);
    const change = (session: string, newPassword: string) =>
      postJson(
        app,
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword },
        { cookie: session },
      );
    const aal1 = await signInAgain(user);
    const refused = await change(aal1, 'analytical1843');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
    const emailChange = await postJson(
      app,
      '/api/auth/change-email',
      { newEmail: `new-${user.email}` },
      { cookie: aal1 },
    );
    expect(emailChange.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });

    expect((await change(cookie, 'analytical1843')).statusCode).toBe(200);
  });

  it('never lets a client raise its own session to aal2', async () => {
    const user = await createUser(app, dataDir);
    await enrolVerifiedTotp(app, user.cookie);
    const aal1 = await signInAgain(user);
    const raised = await postJson(
      app,
      '/api/auth/update-session',
      { aal: 'aal2' },
      { cookie: aal1 },
    );
    expect(raised.statusCode).toBeGreaterThanOrEqual(400);
    expect((await me(aal1)).aal).toEqual({ current: 'aal1', next: 'aal2' });
  });

  it('answers 404 to another user listing, challenging, verifying or deleting my factor', async () => {
    const owner = await createUser(app, dataDir);
    const factor = await enrolTotp(app, owner.cookie);
    const started = challengeSchema.parse((await challenge(app, owner.cookie, factor.id)).json());
    const other = await createUser(app, dataDir);

    expect(await listFactors(other.cookie)).toEqual({ factors: [], backup_codes_remaining: 0 });
    const challenged = await challenge(app, other.cookie, factor.id);
    expect(challenged.statusCode).toBe(404);
    expect(challenged.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Factor not found' },
    });
    const verified = await postJson(
      app,
      `/api/auth/factors/${factor.id}/verify`,
      { challenge_id: started.id, code: totpCode(factor.totp?.secret ?? '') },
      { cookie: other.cookie },
    );
    expect(verified.statusCode).toBe(404);
    expect((await deleteFactor(other.cookie, factor.id)).statusCode).toBe(404);
    expect((await factorRow(owner.id, factor.id))?.status).toBe('unverified');
  });

  it('answers 401 to the factor endpoints without a session, and 400 naming a bad field', async () => {
    const anonymous = await get('/api/auth/factors', {});
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(app, dataDir);
    const bad = await postJson(
      app,
      '/api/auth/factors',
      { factor_type: 'phone', friendly_name: 'Phone', phone: '0123' },
      { cookie: user.cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'phone' }] },
    });
  });
});
