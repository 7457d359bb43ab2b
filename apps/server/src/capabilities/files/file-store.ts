import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Known for every store here; optional so a streaming backend may omit it. */
  byteSize: number | undefined;
}

/**
 * Where uploaded bytes live. Keys are flat names chosen by the server (see
 * isSafeStorageKey); the uploads table records which user a key belongs to.
 */
export interface FileStore {
  /** Writes the whole file or nothing: a failed put never leaves a readable partial file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a key that does not exist is not an error, so retries are safe. */
  delete(key: string): Promise<void>;
}

// One name and at most one extension: no slashes, no `..`, nothing a path or URL could
// reinterpret, on any file system or object store.
const safeKeyPattern = /^[A-Za-z0-9_-]{1,100}(\.[A-Za-z0-9]{1,10})?$/;

export function isSafeStorageKey(key: string): boolean {
  return safeKeyPattern.test(key);
}

/** Every store checks keys itself, so a caller's mistake cannot reach outside its root. */
export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
