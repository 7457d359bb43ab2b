import type { avatarContentTypes } from '@waymark/shared/profiles';

export type ImageType = (typeof avatarContentTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
const gif87a = ascii('GIF87a');
const gif89a = ascii('GIF89a');
const riff = ascii('RIFF');
const webp = ascii('WEBP');

/**
 * The image format the bytes really are, by their magic numbers, whatever the client's
 * Content-Type claims; null for anything else (text, SVG, HTML, other formats).
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, png)) return 'image/png';
  if (startsWith(bytes, jpeg)) return 'image/jpeg';
  if (startsWith(bytes, gif87a) || startsWith(bytes, gif89a)) return 'image/gif';
  // RIFF <4-byte size> WEBP: the container also holds WAV and AVI, so check the form type.
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8)) return 'image/webp';
  return null;
}
