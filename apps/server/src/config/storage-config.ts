import { z } from 'zod';

// File storage settings, kept apart from config.ts like the accounts settings;
// loadConfig() parses them with the rest of the environment.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const notBlank = z.string().trim().min(1, { error: 'must not be blank' });

export const storageEnvShape = {
  S3_BUCKET: optional(notBlank),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  S3_REGION: optional(notBlank),
  S3_ACCESS_KEY_ID: optional(notBlank),
  S3_SECRET_ACCESS_KEY: optional(notBlank),
  S3_FORCE_PATH_STYLE: optional(
    z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }),
  ),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>>;

export interface S3Config {
  bucket: string;
  /** Unset: AWS itself. Set for MinIO, R2, Ceph, … */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket.host/key` (AWS default) or `host/bucket/key` (most self-hosted services). */
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** Set: uploads go to this bucket. Unset: to DATA_DIR/uploads on local disk. */
  s3: S3Config | undefined;
}

// us-east-1 is the SDK's neutral choice and what most S3-compatible services accept.
export const defaultS3Region = 'us-east-1';

/** Returns the problems (`NAME message`) or the settings. */
export function readStorageConfig(
  vars: StorageEnv,
): { problems: string[] } | { storage: StorageConfig } {
  const problems: string[] = [];
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = vars;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY;
  if (accessKeyId && !secretAccessKey) {
    problems.push('S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set');
  }
  if (secretAccessKey && !accessKeyId) {
    problems.push('S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set');
  }
  // A half-configured bucket would silently store files on local disk instead.
  const s3Names = Object.keys(storageEnvShape) as (keyof StorageEnv)[];
  const stray = s3Names.filter((name) => name !== 'S3_BUCKET' && vars[name] !== undefined);
  if (!bucket && stray.length > 0) {
    problems.push(
      `S3_BUCKET is required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`,
    );
  }
  if (problems.length > 0) return { problems };
  if (!bucket) return { storage: { s3: undefined } };
  return {
    storage: {
      s3: {
        bucket,
        endpoint: vars.S3_ENDPOINT?.replace(/\/+$/, ''),
        region: vars.S3_REGION ?? defaultS3Region,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true' || vars.S3_FORCE_PATH_STYLE === '1',
      },
    },
  };
}
