import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import {
  assertSafeStorageKey,
  type FileStore,
  type StoredFile,
} from '@/capabilities/files/file-store';
import type { S3Config } from '@/config/storage-config';
import { AppError } from '@/errors';

type S3Module = typeof S3Sdk;

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * A bucket that answers an error (after the SDK's own retries) or cannot be reached is a
 * service being away, not a bug: the request answers 503 STORAGE_UNAVAILABLE ("try again
 * shortly"), and the real error stays in the log as its cause.
 */
const unavailable = (error: unknown) =>
  new AppError('STORAGE_UNAVAILABLE', 'File storage is not available', { cause: error });

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2, …), for deployments with several
 * API nodes. The SDK is large, so it is imported on first use: start-up never parses it.
 */
export function createS3FileStore(config: S3Config): FileStore {
  let ready: Promise<{ sdk: S3Module; client: S3Sdk.S3Client }> | undefined;
  const connect = () => {
    ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // The SDK's default CRC checksums on every request are not understood by every
        // S3-compatible service; send and check them only where S3 requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return ready;
  };

  return {
    async put(key, bytes, contentType) {
      assertSafeStorageKey(key);
      const { sdk, client } = await connect();
      // S3 writes an object whole or not at all, so no temporary name is needed.
      await client
        .send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
    },

    async get(key): Promise<StoredFile | null> {
      assertSafeStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key }),
        );
        if (!(object.Body instanceof Readable)) {
          throw new Error(`S3 answered ${key} without a readable body`);
        }
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          byteSize: object.ContentLength,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable(error);
      }
    },

    async delete(key) {
      assertSafeStorageKey(key);
      const { sdk, client } = await connect();
      // S3 answers 204 for a key that is already gone, which keeps this idempotent.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
