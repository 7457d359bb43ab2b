import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';

describe('file storage configuration', () => {
  it('stores files on local disk when no bucket is configured', () => {
    expect(loadConfig({}).storage).toEqual({ s3: undefined });
  });

  it('reads an S3-compatible bucket with its endpoint, region, keys and path style', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'waymark-uploads',
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIA123',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage.s3,
    ).toEqual({
      bucket: 'waymark-uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it("defaults to us-east-1, virtual-hosted addressing and the SDK's own credentials", () => {
    expect(loadConfig({ S3_BUCKET: 'b' }).storage.s3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'ftp://minio', S3_BUCKET: 'b' }, 'S3_ENDPOINT must be an http(s) URL'],
    [{ S3_FORCE_PATH_STYLE: 'yes', S3_BUCKET: 'b' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [
      { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' },
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    ],
    [
      { S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' },
      'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set',
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET is required when S3_ENDPOINT is set'],
    [
      { S3_REGION: 'auto', S3_FORCE_PATH_STYLE: '1' },
      'S3_BUCKET is required when S3_REGION, S3_FORCE_PATH_STYLE are set',
    ],
  ])('stops start-up naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });
});
