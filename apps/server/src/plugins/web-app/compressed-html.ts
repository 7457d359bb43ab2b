import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

/**
 * HTML pages compressed once per variant (a page shell is one of a few hundred: route pattern ×
 * language), then sent as they are. Brotli or gzip per Accept-Encoding, else plain text.
 */
export function createHtmlCompressor() {
  const cache = new Map<string, Encoded>();
  return (key: string, html: string, acceptEncoding: string | undefined) => {
    const accepted = acceptEncoding ?? '';
    const wantsBrotli = /\bbr\b/.test(accepted);
    if (!wantsBrotli && !/\bgzip\b/.test(accepted)) return { body: html, encoding: null };
    let encoded = cache.get(key);
    if (!encoded) {
      const source = Buffer.from(html);
      encoded = {
        br: brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip: gzipSync(source, { level: 9 }),
      };
      cache.set(key, encoded);
    }
    return wantsBrotli
      ? { body: encoded.br, encoding: 'br' as const }
      : { body: encoded.gzip, encoding: 'gzip' as const };
  };
}
