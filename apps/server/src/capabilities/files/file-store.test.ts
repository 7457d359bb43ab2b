import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isSafeStorageKey, type FileStore } from '@/capabilities/files/file-store';
import { createLocalFileStore } from '@/capabilities/files/local-file-store';
import { createMemoryFileStore } from '@/capabilities/files/memory-file-store';
import { createFileStore } from '@/capabilities/files/plugin';
import { createS3FileStore } from '@/capabilities/files/s3-file-store';
import { testConfig } from '../../../test/app';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3';

let localRoot: string;
let fakeS3: FakeS3;
beforeAll(async () => {
  localRoot = mkdtempSync(path.join(tmpdir(), 'waymark-files-'));
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  rmSync(localRoot, { recursive: true, force: true });
  await fakeS3.close();
});

const stores: [string, () => FileStore][] = [
  ['local disk', () => createLocalFileStore(path.join(localRoot, 'uploads'))],
  ['memory', () => createMemoryFileStore()],
  [
    'S3',
    () =>
      createS3FileStore({
        bucket: 'avatars',
        endpoint: fakeS3.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'AKIAFAKE', secretAccessKey: 'fake-secret' },
        forcePathStyle: true,
      }),
  ],
];

describe.each(stores)('the %s file store', (_name, create) => {
  let store: FileStore;
  beforeEach(() => {
    store = create();
  });

  it('gives back the bytes and content type it was given', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await store.put('a1b2c3.webp', bytes, 'image/webp');
    const file = await store.get('a1b2c3.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(file?.byteSize).toBe(6);
    expect(file && (await buffer(file.body))).toEqual(bytes);
  });

  it('answers null for a key it does not hold', async () => {
    expect(await store.get('never-stored.webp')).toBeNull();
  });

  it('forgets a deleted key, and deleting it again is not an error', async () => {
    await store.put('gone.webp', Buffer.from('x'), 'image/webp');
    await store.delete('gone.webp');
    expect(await store.get('gone.webp')).toBeNull();
    await expect(store.delete('gone.webp')).resolves.toBeUndefined();
  });

  it.each(['../escape.webp', '..', 'a/b.webp', 'a\\b', '/etc/passwd', 'a.b.c', '', '.hidden'])(
    'refuses the unsafe key %j on put, get and delete',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(store.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(store.delete(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );
});

describe('isSafeStorageKey', () => {
  it('accepts the random keys the server makes', () => {
    expect(isSafeStorageKey('7f1d2c4e-9a0b-4c3d-8e2f-1a2b3c4d5e6f.webp')).toBe(true);
  });
});

describe('the local disk store', () => {
  it('keeps its files inside its own folder and leaves no temporary files behind', async () => {
    const root = path.join(localRoot, 'contained');
    const store = createLocalFileStore(root);
    await store.put('inside.webp', Buffer.from('x'), 'image/webp');
    expect(readdirSync(root).sort()).toEqual(['inside.webp', 'inside.webp.meta.json']);
    await store.delete('inside.webp');
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('the S3 store', () => {
  it('signs its requests and addresses objects as /bucket/key with path-style', async () => {
    const store = stores[2]![1]();
    fakeS3.requests.length = 0;
    await store.put('signed.webp', Buffer.from('x'), 'image/webp');
    expect(fakeS3.objects.get('/avatars/signed.webp')?.contentType).toBe('image/webp');
    expect(fakeS3.requests).toHaveLength(1);
    expect(fakeS3.requests[0]).toMatchObject({ method: 'PUT', url: '/avatars/signed.webp' });
    expect(fakeS3.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKE\//);
  });
});

describe('createFileStore', () => {
  it('uses the bucket when S3_BUCKET is set', async () => {
    const store = createFileStore(
      testConfig({
        S3_BUCKET: 'configured',
        S3_ENDPOINT: fakeS3.endpoint,
        S3_ACCESS_KEY_ID: 'AKIAFAKE',
        S3_SECRET_ACCESS_KEY: 'fake-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    await store.put('from-config.webp', Buffer.from('x'), 'image/webp');
    expect(fakeS3.objects.has('/configured/from-config.webp')).toBe(true);
  });

  it('uses DATA_DIR/uploads on local disk otherwise', async () => {
    const dataDir = path.join(localRoot, 'data-dir');
    const store = createFileStore(testConfig({ DATA_DIR: dataDir }));
    await store.put('on-disk.webp', Buffer.from('x'), 'image/webp');
    expect(readdirSync(path.join(dataDir, 'uploads'))).toContain('on-disk.webp');
  });
});
