import { Readable } from 'node:stream';
import {
  assertSafeStorageKey,
  type FileStore,
  type StoredFile,
} from '@/capabilities/files/file-store';

// Runs `fn` inside a promise, so a refused key rejects like it does in the other stores.
const settle = <T>(fn: () => T) => new Promise<T>((resolve) => resolve(fn()));

/** For DATA_DIR=memory:// (tests, demos): like the embedded database there, nothing persists. */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  return {
    put: (key, bytes, contentType) =>
      settle(() => {
        assertSafeStorageKey(key);
        files.set(key, { bytes: Buffer.from(bytes), contentType });
      }),
    get: (key) =>
      settle((): StoredFile | null => {
        assertSafeStorageKey(key);
        const file = files.get(key);
        if (!file) return null;
        return {
          body: Readable.from([file.bytes]),
          contentType: file.contentType,
          byteSize: file.bytes.length,
        };
      }),
    delete: (key) =>
      settle(() => {
        assertSafeStorageKey(key);
        files.delete(key);
      }),
  };
}
