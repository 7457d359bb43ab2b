import { describe, expect, it } from 'vitest';
import { detectImageType } from '@/lib/image-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('detectImageType', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s by its first bytes', (type, image) => {
    expect(detectImageType(image)).toBe(type);
  });

  it.each([
    ['plain text', bytes('hello, this is not an image')],
    ['an SVG (scriptable, so never an avatar)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a WAV file (RIFF, but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a GIF with an unknown version', bytes('GIF90a')],
    ['an empty body', bytes()],
  ])('answers null for %s', (_name, data) => {
    expect(detectImageType(data)).toBeNull();
  });
});
