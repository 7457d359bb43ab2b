import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiTokenChecksum,
  apiTokenLength,
  apiTokenPattern,
  base62,
  crc32,
  generateApiToken,
  readApiTokenShape,
} from './token-format';

describe('personal access token format', () => {
  it('computes the CRC32 zlib computes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        expect(crc32(text)).toBe(zlibCrc32(text));
      }),
    );
    expect(crc32('123456789')).toBe(0xcbf43926);
  });

  it('writes base62 with zero padding, and any CRC32 in six characters', () => {
    expect(base62(0, 6)).toBe('000000');
    expect(base62(61, 2)).toBe('0z');
    expect(base62(62, 2)).toBe('10');
    expect(base62(0xffffffff, 6)).toHaveLength(6);
  });

  it('makes tokens with the prefix, 32 random characters and a matching checksum', () => {
    const token = generateApiToken();
    expect(token).toHaveLength(apiTokenLength);
    expect(token).toMatch(/^wmk_pat_[0-9A-Za-z]{38}$/);
    expect(readApiTokenShape(token)).toBe('token');
    expect(apiTokenChecksum(token.slice(8, 40))).toBe(token.slice(40));
    expect(generateApiToken()).not.toBe(token);
  });

  it('draws characters evenly: bytes 248 and above are skipped', () => {
    let call = 0;
    // First all 255s (skipped), then zeros: every character is '0'.
    const token = generateApiToken((bytes) => bytes.fill(call++ === 0 ? 255 : 0));
    expect(token.slice(8, 40)).toBe('0'.repeat(32));
  });

  it('tells a tampered, truncated or foreign credential from a token', () => {
    const token = generateApiToken();
    const flipped = token.slice(0, 20) + (token[20] === 'a' ? 'b' : 'a') + token.slice(21);
    expect(readApiTokenShape(flipped)).toBe('bad-checksum');
    expect(readApiTokenShape(token.slice(0, -1))).toBe('bad-checksum');
    expect(readApiTokenShape(`${token}x`)).toBe('bad-checksum');
    expect(readApiTokenShape('eyJhbGciOiJFZERTQSJ9.e30.sig')).toBe('not-a-token');
    fc.assert(
      fc.property(fc.string(), (noise) => {
        expect(readApiTokenShape(`wmk_pat_${noise}`)).not.toBe('token');
      }),
      { numRuns: 200 },
    );
  });

  it('gives secret scanners one pattern that finds tokens in text', () => {
    const token = generateApiToken();
    const found = `export WAYMARK_TOKEN=${token}\n`.match(apiTokenPattern);
    expect(found).toEqual([token]);
  });
});
