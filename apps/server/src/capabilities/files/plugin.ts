import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inMemoryDataDir, type Config } from '@/config';
import type { FileStore } from '@/capabilities/files/file-store';
import { createLocalFileStore } from '@/capabilities/files/local-file-store';
import { createMemoryFileStore } from '@/capabilities/files/memory-file-store';
import { createS3FileStore } from '@/capabilities/files/s3-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded bytes live; the uploads table says whose they are. */
    fileStore: FileStore;
  }
}

/** S3 when a bucket is configured, else DATA_DIR/uploads (in memory for `memory://`). */
export function createFileStore(config: Pick<Config, 'dataDir' | 'storage'>): FileStore {
  if (config.storage.s3) return createS3FileStore(config.storage.s3);
  if (config.dataDir === inMemoryDataDir) return createMemoryFileStore();
  return createLocalFileStore(path.join(config.dataDir, 'uploads'));
}

export const fileStorePlugin = fp(
  (app: FastifyInstance, options: { config: Config }, done: () => void) => {
    app.decorate('fileStore', createFileStore(options.config));
    done();
  },
  { name: 'file-store' },
);
