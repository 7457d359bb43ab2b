import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import { AVATAR_MAX_BYTES, ownProfileSchema } from '@waymark/shared/profiles';
import { uploads } from '@/db/tables/files';
import { profiles } from '@/db/tables/profiles';
import { withUser } from '@/db/with-user';
import { createFileStore } from '@/capabilities/files/plugin';
import { deleteUploadsOfUser, insertUpload } from '@/capabilities/files/queries';
import { deleteUserFiles } from '@/capabilities/files/service';
import { createUser, type TestUser } from '../../../test/accounts';
import { buildTestApp, testConfig } from '../../../test/app';
import { featureEngines, type TestDatabase } from '../../../test/engines';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

// Wider than tall, so the thumbnail must crop to a square.
const images = {
  'image/png': () => solid(60, 40, '#1f77b4').png().toBuffer(),
  'image/jpeg': () => solid(60, 40, '#ff7f0e').jpeg().toBuffer(),
  'image/webp': () => solid(60, 40, '#2ca02c').webp().toBuffer(),
  'image/gif': () => solid(60, 40, '#d62728').gif().toBuffer(),
};

describe.each(featureEngines)('avatars on $name', (engine) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  let ada: TestUser;
  let grace: TestUser;

  beforeAll(async () => {
    testDb = await engine.open();
    dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-avatars-'));
    app = await buildTestApp(testDb.database, { DATA_DIR: dataDir });
    ada = await createUser(app, dataDir);
    grace = await createUser(app, dataDir);
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (user: TestUser | null, payload: Buffer, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload,
      headers: { 'content-type': contentType, ...(user ? { cookie: user.cookie } : {}) },
    });
  const keyOf = (avatarUrl: string | null) => avatarUrl?.replace(/^\/api\/files\//, '') ?? '';
  const storedFiles = () =>
    existsSync(path.join(dataDir, 'uploads'))
      ? readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.endsWith('.meta.json'))
      : [];
  const uploadRows = (userId: string) =>
    testDb.database.db.select().from(uploads).where(eq(uploads.userId, userId));
  const errorOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json());

  it.each(Object.entries(images))(
    'turns a %s upload into a 256×256 WebP thumbnail served from avatarUrl',
    async (contentType, make) => {
      const response = await upload(ada, await make(), contentType);
      expect(response.statusCode).toBe(200);
      const profile = ownProfileSchema.parse(response.json());
      expect(profile.id).toBe(ada.id);
      expect(profile.avatarUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.webp$/);

      const file = await app.inject({ method: 'GET', url: profile.avatarUrl ?? '' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

      const [row] = await uploadRows(ada.id);
      expect(row).toMatchObject({
        purpose: 'avatar',
        storageKey: keyOf(profile.avatarUrl),
        contentType: 'image/webp',
        byteSize: file.rawPayload.length,
      });
    },
  );

  it('checks the real format, so a JPEG sent as application/octet-stream is accepted', async () => {
    const response = await upload(ada, await images['image/jpeg'](), 'application/octet-stream');
    expect(response.statusCode).toBe(200);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const red = await solid(40, 40, '#ff0000').png().toBuffer();
    const blue = await solid(40, 40, '#0000ff').png().toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    const response = await upload(ada, animated, 'image/gif');
    expect(response.statusCode).toBe(200);
    const file = await app.inject({
      method: 'GET',
      url: response.json<{ avatarUrl: string }>().avatarUrl,
    });
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 256, height: 256 });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(50);
  });

  it("removes the previous avatar's file and row when a new one replaces it", async () => {
    const first = ownProfileSchema.parse(
      (await upload(ada, await images['image/png'](), 'image/png')).json(),
    );
    const second = ownProfileSchema.parse(
      (await upload(ada, await images['image/webp'](), 'image/webp')).json(),
    );
    expect(second.avatarUrl).not.toBe(first.avatarUrl);

    expect((await uploadRows(ada.id)).map((row) => row.storageKey)).toEqual([
      keyOf(second.avatarUrl),
    ]);
    expect(storedFiles()).not.toContain(keyOf(first.avatarUrl));
    expect(storedFiles()).toContain(keyOf(second.avatarUrl));
    const old = await app.inject({ method: 'GET', url: first.avatarUrl ?? '' });
    expect(old.statusCode).toBe(404);
  });

  it('removes the avatar with DELETE /api/me/avatar: URL, row and file', async () => {
    const uploaded = ownProfileSchema.parse(
      (await upload(grace, await images['image/png'](), 'image/png')).json(),
    );
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/me/avatar',
      headers: { cookie: grace.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(ownProfileSchema.parse(response.json()).avatarUrl).toBeNull();
    expect(await uploadRows(grace.id)).toEqual([]);
    expect(storedFiles()).not.toContain(keyOf(uploaded.avatarUrl));
  });

  it('refuses a text file sent as image/png with 415 and says what to upload', async () => {
    const response = await upload(ada, Buffer.from('just some text, not a picture'), 'image/png');
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Upload a PNG, JPEG, WebP or GIF image' },
    });
  });

  it.each(['image/svg+xml', 'application/json', 'text/plain'])(
    'refuses a body sent as %s with 415',
    async (contentType) => {
      const response = await upload(ada, Buffer.from('<svg/>'), contentType);
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it("answers 400 'Send the image as the request body' to an empty upload", async () => {
    const response = await upload(ada, Buffer.alloc(0), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Send the image as the request body' },
    });
  });

  it('refuses a broken image whose first bytes look right with 415', async () => {
    const png = await images['image/png']();
    const response = await upload(ada, png.subarray(0, 40), 'image/png');
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it("refuses an image over 5 MB with 413 'Images must be 5 MB or smaller'", async () => {
    const png = await images['image/png']();
    const tooLarge = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]);
    const response = await upload(ada, tooLarge, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Images must be 5 MB or smaller' },
    });
  });

  it('keeps the 1 MB limit everywhere else', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: JSON.stringify({ bio: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json', cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(413);
  });

  it("answers 401 'Not authenticated' to a signed-out upload or removal", async () => {
    const post = await upload(null, await images['image/png'](), 'image/png');
    expect(post.statusCode).toBe(401);
    expect(errorOf(post)).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' },
    });
    const remove = await app.inject({ method: 'DELETE', url: '/api/me/avatar' });
    expect(remove.statusCode).toBe(401);
  });

  it('writes nothing when the file store fails', async () => {
    const before = ownProfileSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: ada.cookie } })
      ).json(),
    );
    const rowsBefore = await uploadRows(ada.id);
    const store = app.fileStore;
    app.fileStore = { ...store, put: () => Promise.reject(new Error('disk full')) };
    try {
      const response = await upload(ada, await images['image/png'](), 'image/png');
      expect(response.statusCode).toBe(500);
      expect(errorOf(response)).toEqual({
        error: { code: 'INTERNAL', message: 'Internal server error' },
      });
    } finally {
      app.fileStore = store;
    }
    const after = await app.inject({
      method: 'GET',
      url: '/api/me/profile',
      headers: { cookie: ada.cookie },
    });
    expect(ownProfileSchema.parse(after.json()).avatarUrl).toBe(before.avatarUrl);
    expect(await uploadRows(ada.id)).toEqual(rowsBefore);
  });

  it('removes the new file again when the database part fails', async () => {
    const filesBefore = storedFiles();
    // A profile that is gone makes the transaction fail after the bytes were stored.
    const [profile] = await testDb.database.db
      .delete(profiles)
      .where(eq(profiles.id, grace.id))
      .returning();
    try {
      const response = await upload(grace, await images['image/png'](), 'image/png');
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).error.message).toBe('Profile not found');
      expect(storedFiles().sort()).toEqual(filesBefore.sort());
      expect(await uploadRows(grace.id)).toEqual([]);
    } finally {
      if (profile) await testDb.database.db.insert(profiles).values(profile);
    }
  });

  describe('GET /api/files/:key', () => {
    it('serves the bytes immutable for a year, with nosniff and the stored type', async () => {
      const uploaded = ownProfileSchema.parse(
        (await upload(ada, await images['image/png'](), 'image/png')).json(),
      );
      const response = await app.inject({ method: 'GET', url: uploaded.avatarUrl ?? '' });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-length': String(response.rawPayload.length),
      });
    });

    it('answers 404 for a key nobody uploaded', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/files/0d4b2c1a-unknown.webp' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        error: { code: 'NOT_FOUND', message: 'File not found' },
      });
    });

    it.each(['..%2F..%2Fauth-secret', 'a.b.c', '.meta.json'])(
      'refuses the path-traversal key %s with 400 and reads nothing',
      async (key) => {
        const response = await app.inject({ method: 'GET', url: `/api/files/${key}` });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).error).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ path: 'key', message: 'key is not a valid file key' }],
        });
      },
    );

    it('refuses a backslash in the path before any route reads it', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/files/..%5Cauth-secret' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).error.code).toBe('BAD_REQUEST');
    });

    it.each(['/api/files/../auth-secret', '/api/files/%2E%2E', '/api/files/%2e%2e/auth-secret'])(
      'leaves %s to URL normalisation, which never reaches the files route',
      async (url) => {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).error.code).toBe('NOT_FOUND');
      },
    );
  });

  describe('row-level security on uploads', () => {
    it("does not let one user insert, change or delete another user's upload rows", async () => {
      await upload(ada, await images['image/png'](), 'image/png');
      const [adaRow] = await uploadRows(ada.id);
      const db = testDb.database.db;

      await expect(
        withUser(db, grace.id, (tx) =>
          insertUpload(tx, {
            userId: ada.id,
            purpose: 'avatar',
            storageKey: 'forged.webp',
            contentType: 'image/webp',
            byteSize: 1,
          }),
        ),
      ).rejects.toThrow();
      // Nobody changes an upload row: app_user holds no UPDATE on uploads (migration 0011).
      await expect(
        withUser(db, grace.id, (tx) =>
          tx
            .update(uploads)
            .set({ contentType: 'text/html' })
            .where(eq(uploads.userId, ada.id))
            .returning(),
        ),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      expect(await withUser(db, grace.id, (tx) => deleteUploadsOfUser(tx, ada.id))).toEqual([]);
      expect(await uploadRows(ada.id)).toEqual([adaRow]);
    });

    it("does not let one user point another user's profile at an avatar", async () => {
      const db = testDb.database.db;
      const updated = await withUser(db, grace.id, (tx) =>
        tx
          .update(profiles)
          .set({ avatarUrl: '/api/files/forged.webp' })
          .where(eq(profiles.id, ada.id))
          .returning(),
      );
      expect(updated).toEqual([]);
    });
  });

  describe('deleteUserFiles (account deletion)', () => {
    it('removes the bytes and rows of everything the user uploaded and clears the avatar', async () => {
      const uploaded = ownProfileSchema.parse(
        (await upload(grace, await images['image/png'](), 'image/png')).json(),
      );
      const store = createFileStore(testConfig({ DATA_DIR: dataDir }));
      expect(await deleteUserFiles(testDb.database.db, store, grace.id)).toBe(1);
      expect(await store.get(keyOf(uploaded.avatarUrl))).toBeNull();
      expect(await uploadRows(grace.id)).toEqual([]);
      const [profile] = await testDb.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, grace.id));
      expect(profile?.avatarUrl).toBeNull();
      expect(await uploadRows(ada.id)).not.toEqual([]);
    });

    it('keeps the rows when bytes cannot be removed, so a retry can finish', async () => {
      await upload(grace, await images['image/png'](), 'image/png');
      const failing = { ...createFileStore(testConfig({ DATA_DIR: dataDir })) };
      failing.delete = () => Promise.reject(new Error('bucket unreachable'));
      await expect(deleteUserFiles(testDb.database.db, failing, grace.id)).rejects.toMatchObject({
        code: 'INTERNAL',
      });
      expect(await uploadRows(grace.id)).toHaveLength(1);
    });
  });
});
