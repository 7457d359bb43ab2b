import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { ownProfileSchema } from '@waymark/shared/profiles';
import { uploads } from '@/db/tables/files';
import { buildTestApp } from '../../../test/app';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import { createProfile } from '../../../test/factories';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3';
import { closedPort } from '../../../test/fake-smtp';
import { standInCaller } from '../../../test/stand-in-caller';

const s3Env = (endpoint: string) => ({
  S3_BUCKET: 'avatars',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'AKIAFAKE',
  S3_SECRET_ACCESS_KEY: 'fake-secret',
  S3_FORCE_PATH_STYLE: 'true',
});

// docs/ARCHITECTURE.md, "Faults": a bucket that fails or is away answers 503, writes nothing.
describe.each(featureEngines)('avatar uploads while S3 fails, on $name', (engine) => {
  let testDb: TestDatabase;
  let fakeS3: FakeS3;
  const apps: FastifyInstance[] = [];
  let image: Buffer;

  beforeAll(async () => {
    testDb = await engine.open();
    fakeS3 = await startFakeS3();
    image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
  });
  afterEach(() => {
    fakeS3.failWith = null;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fakeS3.close();
    await testDb.dispose();
  });

  const appOn = async (endpoint: string) => {
    const app = await buildTestApp(testDb.database, s3Env(endpoint));
    standInCaller(app, (request) => {
      const user = request.headers['x-test-user'];
      return typeof user === 'string' ? user : null;
    });
    apps.push(app);
    return app;
  };
  const upload = (app: FastifyInstance, userId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload: image,
      headers: { 'content-type': 'image/png', 'x-test-user': userId },
    });
  const profileOf = async (app: FastifyInstance, userId: string) =>
    ownProfileSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/me/profile',
          headers: { 'x-test-user': userId },
        })
      ).json(),
    );
  const uploadRows = (userId: string) =>
    testDb.database.db.select().from(uploads).where(eq(uploads.userId, userId));

  const expectNothingWritten = async (
    app: FastifyInstance,
    userId: string,
    response: Awaited<ReturnType<typeof upload>>,
  ) => {
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: {
        code: 'STORAGE_UNAVAILABLE',
        message: 'File storage is not available. Try again shortly.',
      },
    });
    expect((await profileOf(app, userId)).avatarUrl).toBeNull();
    expect(await uploadRows(userId)).toEqual([]);
  };

  it('answers 503 when the bucket answers errors, and uploads again once it is back', async () => {
    const app = await appOn(fakeS3.endpoint);
    const { id } = await createProfile(testDb.database.db);
    fakeS3.failWith = 503;
    await expectNothingWritten(app, id, await upload(app, id));

    fakeS3.failWith = null;
    const again = await upload(app, id);
    expect(again.statusCode).toBe(200);
    expect(ownProfileSchema.parse(again.json()).avatarUrl).toMatch(/^\/api\/files\//);
    expect(await uploadRows(id)).toHaveLength(1);
  });

  it('answers 503 when the bucket cannot be reached', async () => {
    const app = await appOn(`http://127.0.0.1:${await closedPort()}`);
    const { id } = await createProfile(testDb.database.db);
    await expectNothingWritten(app, id, await upload(app, id));
  });
});
