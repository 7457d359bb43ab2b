import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  assertSafeStorageKey,
  type FileStore,
  type StoredFile,
} from '@/capabilities/files/file-store';

// The content type lives beside the bytes; `.meta` can never be a key's own extension
// chain because keys have at most one dot.
const metaSuffix = '.meta.json';
const metaSchema = z.object({ contentType: z.string() });

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/uploads): the default, nothing to configure. */
export function createLocalFileStore(root: string): FileStore {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertSafeStorageKey(key);
    const file = path.resolve(resolvedRoot, key);
    // Belt and braces: the key pattern already rules out separators and `..`.
    if (path.dirname(file) !== resolvedRoot) throw new Error(`Key escapes the store: ${key}`);
    return file;
  };

  // Write to a temporary name, then rename: readers see the whole file or none.
  const writeAtomically = async (file: string, data: Buffer | string) => {
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      const file = pathOf(key);
      await mkdir(resolvedRoot, { recursive: true });
      // Metadata first: bytes without it would read as missing, never with a wrong type.
      await writeAtomically(`${file}${metaSuffix}`, JSON.stringify({ contentType }));
      await writeAtomically(file, bytes);
    },

    async get(key): Promise<StoredFile | null> {
      const file = pathOf(key);
      try {
        const meta = metaSchema.parse(JSON.parse(await readFile(`${file}${metaSuffix}`, 'utf8')));
        const { size } = await stat(file);
        return { body: createReadStream(file), contentType: meta.contentType, byteSize: size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = pathOf(key);
      // Bytes first: a leftover metadata file alone still reads as missing.
      await rm(file, { force: true });
      await rm(`${file}${metaSuffix}`, { force: true });
    },
  };
}
