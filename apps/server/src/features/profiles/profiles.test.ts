import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { publicProfileSchema } from '@waymark/shared/profiles';
import { getVisibleProfile } from '@/capabilities/people/service';
import { buildTestApp } from '../../../test/app';
import { smokeEngines, type TestDatabase } from '../../../test/engines';
import { createProfile } from '../../../test/factories';
import { standInCaller } from '../../../test/stand-in-caller';

describe.each(smokeEngines)('profiles on $name', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => testDb.dispose());

  const getProfile = async (id: string, viewerId: string | null = null) => {
    app = await buildTestApp(testDb.database);
    // Stands in for the accounts feature, which will resolve the session the same way.
    standInCaller(app, () => viewerId);
    return app.inject({ method: 'GET', url: `/api/profiles/${id}` });
  };

  it('presents a public profile to a signed-out visitor, without private fields', async () => {
    const profile = await createProfile(testDb.database.db, {
      username: `ada_${randomUUID().slice(0, 6)}`,
      fullName: 'Ada Lovelace',
      avatarUrl: 'https://example.com/ada.png',
      bio: 'Engines and notes.',
      location: 'London',
      website: 'https://ada.example',
      language: 'fr',
    });

    const response = await getProfile(profile.id);

    expect(response.statusCode).toBe(200);
    expect(publicProfileSchema.strict().parse(response.json())).toEqual({
      id: profile.id,
      username: profile.username,
      fullName: 'Ada Lovelace',
      avatarUrl: 'https://example.com/ada.png',
      bio: 'Engines and notes.',
      location: 'London',
      website: 'https://ada.example',
      createdAt: profile.createdAt.toISOString(),
    });
  });

  it.each(['private', 'followers'] as const)(
    "answers 404 'Profile not found' for a %s profile of someone else",
    async (visibility) => {
      const profile = await createProfile(testDb.database.db, { visibility });
      const response = await getProfile(profile.id);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toEqual({
        error: { code: 'NOT_FOUND', message: 'Profile not found' },
      });
    },
  );

  it('answers the same 404 for an id that does not exist', async () => {
    const response = await getProfile(randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Profile not found' } });
  });

  it('answers 400 VALIDATION_FAILED naming the field for an id that is not a uuid', async () => {
    const response = await getProfile('not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid params: id must be a valid UUID',
        details: [{ path: 'id', message: 'id must be a valid UUID' }],
      },
    });
  });

  it('shows a signed-in user their own private profile', async () => {
    const profile = await createProfile(testDb.database.db, { visibility: 'private' });
    const response = await getProfile(profile.id, profile.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: profile.id });
  });

  it("hides another user's private profile from a signed-in user", async () => {
    const owner = await createProfile(testDb.database.db, { visibility: 'private' });
    const viewer = await createProfile(testDb.database.db);
    await expect(getVisibleProfile(testDb.database.db, viewer.id, owner.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      statusCode: 404,
    });
  });
});
