import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { defaultSettings, settingsExportSchema, settingsSchema } from '@waymark/shared/settings';
import { profiles } from '@/db/tables/profiles';
import { userSettings } from '@/db/tables/settings';
import { withUser } from '@/db/with-user';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { createUnsubscribeToken, unsubscribeUrl } from '@/capabilities/mail/unsubscribe-token';
import { createUser, postJson, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import { smokeEngines, type TestDatabase } from '../../../test/engines';

describe.each(smokeEngines)('settings on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-settings-'));
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir });
    ada = await createUser(app, dataDir);
    bob = await createUser(app, dataDir, { name: 'Bob Builder' });
    // Two real sign-ups (password hashing) on a busy machine can take a while.
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const getSettings = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });
  const patchSettings = (cookie: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload });

  it('answers 401 Not authenticated when signed out', async () => {
    for (const response of [
      await getSettings(),
      await app.inject({ method: 'PATCH', url: '/api/settings', payload: { tips: false } }),
      await app.inject({ method: 'GET', url: '/api/settings/export' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).error.message).toBe('Not authenticated');
    }
  });

  it('gives every default before anything is saved, with the profile language', async () => {
    const response = await getSettings(bob.cookie);
    expect(response.statusCode).toBe(200);
    expect(settingsSchema.parse(response.json())).toEqual({ ...defaultSettings, language: 'en' });
  });

  it('saves a partial update and keeps the rest', async () => {
    const saved = await patchSettings(ada.cookie, {
      timeZone: 'Asia/Kathmandu',
      currency: 'NPR',
      dateFormat: 'd mmm yyyy',
      reduceMotion: true,
      notifications: { likes: { email: true } },
    });
    expect(saved.statusCode).toBe(200);
    const next = await patchSettings(ada.cookie, {
      weeklyDigest: true,
      notifications: { likes: { inApp: false } },
    });
    expect(settingsSchema.parse(next.json())).toMatchObject({
      timeZone: 'Asia/Kathmandu',
      currency: 'NPR',
      dateFormat: 'd mmm yyyy',
      reduceMotion: true,
      weeklyDigest: true,
      notifications: {
        likes: { inApp: false, email: true },
        comments: defaultSettings.notifications.comments,
      },
    });
    expect((await getSettings(ada.cookie)).json()).toEqual(next.json());

    const reset = await patchSettings(ada.cookie, { timeZone: null, currency: null });
    expect(reset.json()).toMatchObject({ timeZone: null, currency: null });
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await patchSettings(ada.cookie, {
      timeZone: 'Mars/Olympus_Mons',
      currency: 'DOGE',
      dateFormat: 'yy.mm.dd',
      whoCanMessage: 'friends',
    });
    expect(response.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(
      expect.arrayContaining([
        {
          path: 'timeZone',
          message: 'Choose a time zone from the list, such as Europe/Berlin or UTC',
        },
        { path: 'currency', message: 'Choose a currency by its three-letter code, such as EUR' },
        expect.objectContaining({ path: 'dateFormat' }),
        { path: 'whoCanMessage', message: 'Choose everyone, connections or nobody' },
      ]),
    );
    const unknown = await patchSettings(ada.cookie, { darkMode: true });
    expect(unknown.statusCode).toBe(400);
  });

  it('writes the language to profiles.language in the same save', async () => {
    const response = await patchSettings(ada.cookie, { language: 'ar', tips: false });
    expect(response.json()).toMatchObject({ language: 'ar', tips: false });
    const [profile] = await testDb.database.db
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, ada.id));
    expect(profile?.language).toBe('ar');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ada.cookie } });
    expect(me.json()).toMatchObject({ profile: { language: 'ar' } });
  });

  it('keeps each row to its owner under row-level security', async () => {
    await patchSettings(ada.cookie, { currency: 'EGP' });
    // As Bob, with no WHERE at all: Ada's row stays invisible and untouchable.
    const seen = await withUser(testDb.database.db, bob.id, (tx) => tx.select().from(userSettings));
    expect(seen.every((row) => row.userId === bob.id)).toBe(true);
    const changed = await withUser(testDb.database.db, bob.id, (tx) =>
      tx.update(userSettings).set({ currency: 'USD' }).returning(),
    );
    expect(changed.every((row) => row.userId === bob.id)).toBe(true);
    await expect(
      withUser(testDb.database.db, bob.id, (tx) =>
        tx.insert(userSettings).values({ userId: ada.id, currency: 'KRW' }),
      ),
    ).rejects.toThrow();
    expect((await getSettings(ada.cookie)).json()).toMatchObject({ currency: 'EGP' });
  });

  it('exports the caller’s own data as a JSON download', async () => {
    await postJson(
      app,
      '/api/support',
      { subject: 'Export question', message: 'Does the export hold my tickets?' },
      { cookie: ada.cookie },
    );
    await postJson(
      app,
      '/api/support',
      { subject: 'Bob asks', message: 'A ticket Ada must never see.' },
      { cookie: bob.cookie },
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/settings/export',
      headers: { cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="waymark-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = settingsExportSchema.parse(response.json());
    expect(data.account).toEqual({ id: ada.id, email: ada.email, emailVerified: true });
    expect(data.profile).toMatchObject({ username: ada.username, fullName: ada.name });
    expect(data.settings).toMatchObject({ currency: 'EGP', language: 'ar' });
    expect(data.supportTickets).toEqual([expect.objectContaining({ subject: 'Export question' })]);
    expect(response.body).not.toContain('Bob asks');
    expect(response.body).not.toMatch(/secret|password|storage_?key/i);
  });

  describe('unsubscribe links', () => {
    const secret = () => resolveAuthSecret(undefined, dataDir);
    const follow = (url: string) => {
      const { pathname, search } = new URL(url);
      return app.inject({ method: 'GET', url: `${pathname}${search}` });
    };

    it('turns the named mail off and shows the communication settings', async () => {
      await patchSettings(bob.cookie, { productUpdates: true, weeklyDigest: true });
      const link = unsubscribeUrl('http://localhost:3000', secret(), {
        userId: bob.id,
        flag: 'weeklyDigest',
      });
      const response = await follow(link);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/settings/communication?unsubscribed=weeklyDigest');
      expect((await getSettings(bob.cookie)).json()).toMatchObject({
        weeklyDigest: false,
        productUpdates: true,
      });
    });

    it('refuses a tampered link and changes nothing', async () => {
      await patchSettings(bob.cookie, { tips: true });
      const token = createUnsubscribeToken(secret(), { userId: bob.id, flag: 'tips' });
      const [payload = '', signature = ''] = token.split('.');
      const forged = Buffer.from(
        Buffer.from(payload, 'base64url').toString().replace(bob.id, ada.id),
      ).toString('base64url');
      for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(2)}`, 'x']) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/settings/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(response.headers.location).toBe('/settings/communication?unsubscribe=invalid');
      }
      const signedElsewhere = createUnsubscribeToken('another-secret-entirely-0123456789', {
        userId: bob.id,
        flag: 'tips',
      });
      const response = await app.inject({
        method: 'GET',
        url: `/api/settings/unsubscribe?token=${signedElsewhere}`,
      });
      expect(response.headers.location).toBe('/settings/communication?unsubscribe=invalid');
      expect((await getSettings(bob.cookie)).json()).toMatchObject({ tips: true });
    });

    it('refuses an expired link', async () => {
      const longAgo = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
      const link = unsubscribeUrl(
        'http://localhost:3000',
        secret(),
        { userId: bob.id, flag: 'tips' },
        longAgo,
      );
      const response = await follow(link);
      expect(response.headers.location).toBe('/settings/communication?unsubscribe=expired');
      expect((await getSettings(bob.cookie)).json()).toMatchObject({ tips: true });
    });

    it('answers 400 without a token', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/settings/unsubscribe' });
      expect(response.statusCode).toBe(400);
    });
  });
});
