import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@waymark/shared/journeys/document-contracts';
import { journeySchema } from '@waymark/shared/journeys/journey-contracts';
import type { TestUser } from '../../../test/accounts';
import { featureEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { useApiTest } from '../../../test/api-client';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe.each(featureEngines)('journey images on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-journey-images-');
  const { expectOk, user } = api;

  const upload = (who: TestUser | null, url: string, body: Buffer, contentType = 'image/png') =>
    api.app().inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': contentType, ...(who && { cookie: who.cookie }) },
    });
  const fetchFile = (who: TestUser | null, url: string) =>
    api.app().inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  it('stores a cover as WebP and serves it only to those who may see the journey', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const journey = await postJourney(api, ada, {
      title: 'Covered',
    });
    const response = await upload(ada, `/api/journeys/${journey.id}/cover`, await png(2400, 1200));
    expect(response.statusCode, response.body).toBe(200);
    const covered = journeySchema.parse(response.json());
    expect(covered.coverImageUrl).toMatch(/^\/api\/files\/j_[0-9a-f-]{36}_[0-9a-f]+\.webp$/);
    const url = covered.coverImageUrl!;

    const own = await fetchFile(ada, url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toContain('private');
    expect((await sharp(own.rawPayload).metadata()).width).toBe(1600);
    // Private journey: others and visitors get the same 404 as for a missing file.
    expect((await fetchFile(bob, url)).statusCode).toBe(404);
    expect((await fetchFile(null, url)).statusCode).toBe(404);

    await expectOk(journeySchema, 200, ada, 'PATCH', `/api/journeys/${journey.id}`, {
      visibility: 'public',
      version: covered.version,
    });
    expect((await fetchFile(null, url)).statusCode).toBe(200);

    // Replacing the cover removes the old file; removing it clears the URL.
    const replaced = journeySchema.parse(
      (await upload(ada, `/api/journeys/${journey.id}/cover`, await png(50, 50))).json(),
    );
    expect(replaced.coverImageUrl).not.toBe(url);
    expect((await fetchFile(ada, url)).statusCode).toBe(404);
    const removed = await expectOk(
      journeySchema,
      200,
      ada,
      'DELETE',
      `/api/journeys/${journey.id}/cover`,
    );
    expect(removed.coverImageUrl).toBeNull();
    expect((await fetchFile(ada, replaced.coverImageUrl!)).statusCode).toBe(404);
  });

  it('uploads editor images for own journeys only, and refuses what is not an image', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const journey = await postJourney(api, ada, {
      title: 'Pictures',
      visibility: 'public',
    });
    const response = await upload(ada, `/api/journeys/${journey.id}/images`, await png(40, 30));
    expect(response.statusCode, response.body).toBe(201);
    const { url } = uploadedImageSchema.parse(response.json());
    expect((await fetchFile(null, url)).statusCode).toBe(200);

    expect(
      (await upload(bob, `/api/journeys/${journey.id}/images`, await png(40, 30))).statusCode,
    ).toBe(404);
    expect(
      (await upload(null, `/api/journeys/${journey.id}/images`, await png(40, 30))).statusCode,
    ).toBe(401);
    const html = await upload(
      ada,
      `/api/journeys/${journey.id}/images`,
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    expect(html.statusCode).toBe(415);
    const svg = await upload(
      ada,
      `/api/journeys/${journey.id}/images`,
      Buffer.from('<svg/>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);

    // What browsers send: FormData with the File in `file`.
    const data = new FormData();
    data.append(
      'file',
      new File([new Uint8Array(await png(20, 20))], 'dot.png', { type: 'image/png' }),
    );
    const request = new Request('http://localhost/', { method: 'POST', body: data });
    const multipart = await api.app().inject({
      method: 'POST',
      url: `/api/journeys/${journey.id}/images`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', cookie: ada.cookie },
    });
    expect(multipart.statusCode, multipart.body).toBe(201);
    expect(uploadedImageSchema.parse(multipart.json()).url).toMatch(/\.webp$/);

    // Deleting the journey hides its images from everyone else.
    await expectOk(journeySchema.pick({}), 200, ada, 'DELETE', `/api/journeys/${journey.id}`);
    expect((await fetchFile(null, url)).statusCode).toBe(404);
  });
});
