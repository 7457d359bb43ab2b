/**
 * Personal access tokens: how they look, so people, secret scanners and the server all
 * recognise one (documented in docs/API.md).
 *
 *   wmk_pat_<32 random base62 characters><6 base62 characters of the CRC32 of the random part>
 *
 * 46 characters, matched by `apiTokenPattern`. The prefix says whose and what it is (as
 * GitHub's `ghp_`); the checksum lets a scanner, or our server before any database lookup,
 * tell a real token from a look-alike. 32 characters of base62 are ~190 bits of entropy, so
 * the server keeps only a SHA-256 of the token: nobody can guess their way back from it, and
 * a fast hash costs a request nothing.
 */
export const apiTokenPrefix = 'wmk_pat_';
export const apiTokenRandomLength = 32;
export const apiTokenChecksumLength = 6;
export const apiTokenLength = apiTokenPrefix.length + apiTokenRandomLength + apiTokenChecksumLength;

/** For secret scanners and log filters: a whole token, anywhere in a text. */
export const apiTokenPattern = /\bwmk_pat_[0-9A-Za-z]{38}\b/g;

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const wholeToken = /^wmk_pat_[0-9A-Za-z]{38}$/;

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as zlib's crc32) of an ASCII string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let index = 0; index < text.length; index += 1) {
    crc = (crcTable[(crc ^ text.charCodeAt(index)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** `value` in base62, left-padded with zeros to `width` (a CRC32 always fits in 6). */
export function base62(value: number, width: number): string {
  let rest = value;
  let digits = '';
  while (rest > 0) {
    digits = alphabet.charAt(rest % 62) + digits;
    rest = Math.floor(rest / 62);
  }
  return digits.padStart(width, '0');
}

export const apiTokenChecksum = (random: string): string =>
  base62(crc32(random), apiTokenChecksumLength);

/**
 * A new token from a source of random bytes (the Web Crypto API by default, in Node and
 * browsers alike). Bytes of 248 and above are dropped so each character is equally likely.
 */
export function generateApiToken(
  fillRandom: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let random = '';
  while (random.length < apiTokenRandomLength) {
    for (const byte of fillRandom(new Uint8Array(48))) {
      if (byte < 248 && random.length < apiTokenRandomLength) random += alphabet.charAt(byte % 62);
    }
  }
  return apiTokenPrefix + random + apiTokenChecksum(random);
}

export type ApiTokenShape = 'token' | 'not-a-token' | 'bad-checksum';

/**
 * What a bearer credential is: one of our tokens (format and checksum hold), text that is not
 * ours at all (a JWT, say), or our prefix with a checksum that does not match (mistyped,
 * truncated or made up), which the server refuses without looking it up.
 */
export function readApiTokenShape(candidate: string): ApiTokenShape {
  if (!candidate.startsWith(apiTokenPrefix)) return 'not-a-token';
  if (!wholeToken.test(candidate)) return 'bad-checksum';
  const random = candidate.slice(
    apiTokenPrefix.length,
    apiTokenPrefix.length + apiTokenRandomLength,
  );
  const checksum = candidate.slice(apiTokenPrefix.length + apiTokenRandomLength);
  return apiTokenChecksum(random) === checksum ? 'token' : 'bad-checksum';
}
