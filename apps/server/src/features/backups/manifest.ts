import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** Bumped when the layout of the file changes, not when the schema does (that is `schemaVersion`). */
export const backupFormatVersion = 1;

const checksum = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal('waymark-backup'),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  appVersion: z.string(),
  /** The newest migration applied to the database it was made from (e.g. `0032_presence`). */
  schemaVersion: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  tables: z.array(
    z.object({ name: z.string(), file: z.string(), rows: z.number().int(), sha256: checksum }),
  ),
  files: z.object({
    /** `local`: the bytes are in the backup. `s3`: only the keys, the bucket keeps the bytes. */
    storage: z.enum(['local', 's3']),
    stored: z.array(
      z.object({
        key: z.string(),
        file: z.string().optional(),
        contentType: z.string(),
        bytes: z.number().int(),
        sha256: checksum.optional(),
      }),
    ),
    /** Keys the database names whose bytes were gone when the backup was made. */
    missing: z.array(z.string()),
  }),
  secret: z.object({
    /** `data-dir`: generated at DATA_DIR/auth-secret and carried in the backup. */
    source: z.enum(['environment', 'data-dir']),
    /** Names the secret without revealing it, so a restore can tell a wrong one at once. */
    fingerprint: z.string(),
    file: z.string().optional(),
    sha256: checksum.optional(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const secretFingerprint = (secret: string) =>
  createHmac('sha256', secret)
    .update('waymark-backup-secret-fingerprint')
    .digest('hex')
    .slice(0, 16);
