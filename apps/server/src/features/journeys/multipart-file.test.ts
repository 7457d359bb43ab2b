import { describe, expect, it } from 'vitest';
import { multipartFile } from './multipart-file';

const form = async (fields: [string, Blob | string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
};

describe('multipartFile', () => {
  it('finds the bytes of the `file` field exactly, whatever comes around it', async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 13, 10, 45, 45, 0, 255]);
    const { body, type } = await form([
      ['caption', 'A map'],
      ['file', new File([bytes], 'map.png', { type: 'image/png' })],
      ['after', 'x'],
    ]);
    expect([...(multipartFile(body, type) ?? [])]).toEqual([...bytes]);
  });

  it('answers null without a boundary, a file field or a complete part', async () => {
    const { body, type } = await form([['other', 'value']]);
    expect(multipartFile(body, type)).toBeNull();
    expect(multipartFile(body, 'multipart/form-data')).toBeNull();
    expect(multipartFile(body.subarray(0, 20), type)).toBeNull();
  });
});
