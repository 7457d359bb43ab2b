import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** A PNG painted pixel by pixel, encoded here so an upload is a real image the server decodes. */
export function paintPng(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => paint(x, y)).flat()]),
  );
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A square of one colour. */
export const makePng = (size: number, rgb: Rgb) => paintPng(size, size, () => rgb);

/** A landscape-like picture: a sky fading into ground, so a screenshot shows a real picture. */
export function landscapePng(width: number, height: number, sky: Rgb, ground: Rgb) {
  return paintPng(width, height, (x, y) => {
    const horizon = height * (0.6 + 0.12 * Math.sin((x / width) * Math.PI * 3));
    const colour = y < horizon ? sky : ground;
    const shade = 0.75 + 0.25 * (y / height);
    return colour.map((value) => Math.round(value * shade)) as unknown as Rgb;
  });
}
