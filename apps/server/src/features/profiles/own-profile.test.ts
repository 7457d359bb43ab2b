import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '@waymark/shared/auth';
import { errorBodySchema } from '@waymark/shared/errors';
import { ownProfileSchema, publicProfileSchema } from '@waymark/shared/profiles';
import { profiles } from '@/db/tables/profiles';
import { withUser } from '@/db/with-user';
import { updateProfile } from '@/features/profiles/queries';
import { createUser, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/app';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import { createProfile } from '../../../test/factories';

describe.each(featureEngines)('own profile on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let ada: TestUser;
  let grace: TestUser;

  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-own-profile-'));
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir });
    ada = await createUser(app, dataDir, { name: 'Ada Lovelace' });
    grace = await createUser(app, dataDir, { name: 'Grace Hopper' });
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const getOwn = (user: TestUser | null) =>
    app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: user ? { cookie: user.cookie } : {},
    });
  const patch = (user: TestUser | null, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      payload,
      headers: user ? { cookie: user.cookie } : {},
    });
  const errorOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json());
  const uniqueName = () => `name_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

  it('shows a new user their profile with its settings and no onboarding date', async () => {
    const response = await getOwn(ada);
    expect(response.statusCode).toBe(200);
    const profile = ownProfileSchema.strict().parse(response.json());
    expect(profile).toEqual({
      id: ada.id,
      username: ada.username,
      fullName: 'Ada Lovelace',
      avatarUrl: null,
      bio: null,
      location: null,
      website: null,
      language: 'en',
      visibility: 'public',
      onboardedAt: null,
      createdAt: profile.createdAt,
    });
  });

  it('saves the fields sent and leaves the others alone', async () => {
    const response = await patch(ada, {
      fullName: '  Augusta Ada King ',
      bio: 'Wrote the first program.',
      location: 'London',
      website: 'ada.example',
    });
    expect(response.statusCode).toBe(200);
    expect(ownProfileSchema.parse(response.json())).toMatchObject({
      fullName: 'Augusta Ada King',
      username: ada.username,
      bio: 'Wrote the first program.',
      location: 'London',
      website: 'https://ada.example',
      language: 'en',
    });
    const again = ownProfileSchema.parse((await getOwn(ada)).json());
    expect(again.website).toBe('https://ada.example');
  });

  it('shows location and website to visitors of a public profile, but no settings', async () => {
    await patch(ada, { location: 'Marylebone', website: 'https://ada.example/notes' });
    const response = await app.inject({ method: 'GET', url: `/api/profiles/${ada.id}` });
    expect(response.statusCode).toBe(200);
    const profile = publicProfileSchema.strict().parse(response.json());
    expect(profile).toMatchObject({
      location: 'Marylebone',
      website: 'https://ada.example/notes',
    });
  });

  it('clears a text field sent empty', async () => {
    await patch(ada, { bio: 'Temporary' });
    const response = await patch(ada, { bio: '   ', location: null });
    expect(ownProfileSchema.parse(response.json())).toMatchObject({ bio: null, location: null });
  });

  it('changes the language, which /api/me reports too', async () => {
    const response = await patch(ada, { language: 'de' });
    expect(ownProfileSchema.parse(response.json()).language).toBe('de');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: ada.cookie } });
    expect(meSchema.parse(me.json()).profile?.language).toBe('de');
    await patch(ada, { language: 'en' });
  });

  it('changes the visibility, after which visitors no longer see the profile', async () => {
    await patch(grace, { visibility: 'private' });
    const hidden = await app.inject({ method: 'GET', url: `/api/profiles/${grace.id}` });
    expect(hidden.statusCode).toBe(404);
    const own = ownProfileSchema.parse((await getOwn(grace)).json());
    expect(own.visibility).toBe('private');
    await patch(grace, { visibility: 'public' });
  });

  it('sets onboardedAt when onboarding is finished, once', async () => {
    const first = ownProfileSchema.parse((await patch(grace, { onboarded: true })).json());
    expect(first.onboardedAt).not.toBeNull();
    expect(Date.now() - Date.parse(first.onboardedAt ?? '')).toBeLessThan(60_000);
    const second = ownProfileSchema.parse((await patch(grace, { onboarded: true })).json());
    expect(second.onboardedAt).toBe(first.onboardedAt);
  });

  it('changes the username to a free one, and keeping one own username is no conflict', async () => {
    const username = uniqueName();
    const changed = await patch(grace, { username });
    expect(changed.statusCode).toBe(200);
    expect(ownProfileSchema.parse(changed.json()).username).toBe(username);
    const same = await patch(grace, { username });
    expect(same.statusCode).toBe(200);
    grace.username = username;
  });

  it("answers 409 naming username when it is someone else's", async () => {
    const response = await patch(ada, { username: grace.username });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This username is already taken',
        details: [{ path: 'username', message: 'This username is already taken' }],
      },
    });
    expect(ownProfileSchema.parse((await getOwn(ada)).json()).username).toBe(ada.username);
  });

  it('treats usernames that differ only in case as taken, even on a private profile', async () => {
    const name = uniqueName();
    await createProfile(testDb.database.db, {
      username: name.toUpperCase(),
      visibility: 'private',
    });
    const response = await patch(ada, { username: name });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).error.details).toEqual([
      { path: 'username', message: 'This username is already taken' },
    ]);
  });

  it('lets only one of two people racing for a username have it', async () => {
    const username = uniqueName();
    const responses = await Promise.all([patch(ada, { username }), patch(grace, { username })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0]?.statusCode === 200 ? ada : grace;
    winner.username = username;
  });

  it.each([
    [{ website: 'not a website' }, 'website', 'Enter a valid web address'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Enter a valid web address'],
    [{ bio: 'x'.repeat(281) }, 'bio', 'Bio must be at most 280 characters'],
    [{ location: 'x'.repeat(81) }, 'location', 'Location must be at most 80 characters'],
    [
      { username: 'Not Valid!' },
      'username',
      'Username must be 3–30 characters: lowercase letters, digits and underscores',
    ],
    [{ fullName: '   ' }, 'fullName', 'Full name is required'],
    [{ language: 'tlh' }, 'language', 'Choose one of the supported languages'],
  ])('answers 400 VALIDATION_FAILED with field details for %j', async (body, field, message) => {
    const response = await patch(ada, body);
    expect(response.statusCode).toBe(400);
    const { error } = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: field, message }]);
  });

  it('changes nothing when one field of several is invalid', async () => {
    const before = ownProfileSchema.parse((await getOwn(ada)).json());
    const response = await patch(ada, { bio: 'New bio', website: 'not a website' });
    expect(response.statusCode).toBe(400);
    expect(ownProfileSchema.parse((await getOwn(ada)).json())).toEqual(before);
  });

  it("answers 401 'Not authenticated' when signed out, before looking at the body", async () => {
    for (const response of [await getOwn(null), await patch(null, { bio: 'x'.repeat(999) })]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' },
      });
    }
  });

  it("does not let one user change another user's profile, whatever the query says", async () => {
    const before = await testDb.database.db.select().from(profiles).where(eq(profiles.id, ada.id));
    const updated = await withUser(testDb.database.db, grace.id, (tx) =>
      updateProfile(tx, ada.id, { bio: 'Hijacked' }),
    );
    expect(updated).toBeNull();
    const everyone = await withUser(testDb.database.db, grace.id, (tx) =>
      tx.update(profiles).set({ bio: 'Hijacked' }).returning({ id: profiles.id }),
    );
    expect(everyone).toEqual([{ id: grace.id }]);
    expect(await testDb.database.db.select().from(profiles).where(eq(profiles.id, ada.id))).toEqual(
      before,
    );
  });
});
