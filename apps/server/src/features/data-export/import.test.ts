import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strToU8, unzipSync, strFromU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  dataExportApi,
  dataExportListSchema,
  dataExportSchema,
} from '@waymark/shared/data-export/contracts';
import { importApi, importResultSchema } from '@waymark/shared/data-export/import-contracts';
import { errorBodySchema } from '@waymark/shared/errors';
import { uploadedImageSchema } from '@waymark/shared/journeys/document-contracts';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import type { TestUser } from '../../../test/accounts';
import { testOrigin } from '../../../test/accounts';
import { useApiTest } from '../../../test/api-client';
import { featureEngines } from '../../../test/engines';
import { postJourney, postProject } from '../../../test/factories';

interface ExportedJourney {
  id: string;
  title: string;
  description: string;
  status: string;
  category: string;
  visibility: string;
  project_id: string | null;
  steps: {
    id: string;
    title: string;
    notes: string;
    position: number;
    completed_at: string | null;
    schedule_times: number | null;
    schedule_per: string | null;
    checkins: string[];
  }[];
  document: unknown;
  target_value: number | null;
  target_unit: string | null;
  entries: { amount: number; note: string; occurred_on: string }[];
  pauses: { from_on: string; until_on: string; reason: string }[];
  collaborators: { username: string; role: string }[];
}

/**
 * Importing an export archive over HTTP: the dry run's counts, the import,
 * nothing duplicated on a second import, the round trip (export → import into a fresh account
 * → export again gives the same content, ids and timestamps aside), and strict refusals of
 * archives that are not ours, traverse paths, or unpack to too much.
 */
describe.each(featureEngines)('data import on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-import-');
  const { app, expectOk, call, user } = api;

  const exportZip = async (who: TestUser): Promise<Uint8Array> => {
    const queued = await expectOk(dataExportSchema, 202, who, 'POST', dataExportApi.exports);
    let url: string | null = null;
    await expect
      .poll(
        async () => {
          const list = await expectOk(dataExportListSchema, 200, who, 'GET', dataExportApi.exports);
          url = list.exports.find((row) => row.id === queued.id)?.download_url ?? null;
          return url;
        },
        { timeout: 20_000 },
      )
      .not.toBeNull();
    const response = await app().inject({ method: 'GET', url: url ?? '' });
    expect(response.statusCode).toBe(200);
    return new Uint8Array(response.rawPayload);
  };

  const postImport = (who: TestUser, zip: Uint8Array, dryRun: boolean) =>
    app().inject({
      method: 'POST',
      url: `${importApi.import}?dry_run=${dryRun}`,
      payload: Buffer.from(zip),
      headers: { 'content-type': 'application/zip', origin: testOrigin, cookie: who.cookie },
    });

  /** The archive's content with ids, timestamps and image names replaced by what they stand for. */
  const contentOf = (zip: Uint8Array) => {
    const files = unzipSync(zip);
    const data = JSON.parse(strFromU8(files['waymark-export.json'] ?? new Uint8Array())) as {
      projects: { id: string; title: string; description: string; color: string }[];
      journeys: ExportedJourney[];
    };
    const projectTitles = new Map(data.projects.map((project) => [project.id, project.title]));
    const journeys = data.journeys
      .map((journey) => {
        const stepTitles = new Map(journey.steps.map((step) => [step.id, step.title]));
        const document = JSON.stringify(journey.document)
          .replace(/j_[0-9a-f-]{36}_[0-9a-f]+\.webp/g, 'IMAGE')
          .replace(
            /"stepId":"([0-9a-f-]{36})"/g,
            (_all, id: string) => `"stepId":"${stepTitles.get(id) ?? '?'}"`,
          );
        return {
          title: journey.title,
          description: journey.description,
          status: journey.status,
          category: journey.category,
          visibility: journey.visibility,
          project: journey.project_id ? projectTitles.get(journey.project_id) : null,
          steps: journey.steps.map((step) => ({
            title: step.title,
            notes: step.notes,
            position: step.position,
            ticked: step.completed_at !== null,
            schedule: [step.schedule_times, step.schedule_per],
            checkins: step.checkins,
          })),
          target: [journey.target_value, journey.target_unit],
          entries: journey.entries.map(({ amount, note, occurred_on }) => [
            amount,
            note,
            occurred_on,
          ]),
          pauses: journey.pauses.map(({ from_on, until_on, reason }) => [
            from_on,
            until_on,
            reason,
          ]),
          collaborators: journey.collaborators.map(({ username, role }) => [username, role]),
          document,
        };
      })
      .sort((a, b) => a.title.localeCompare(b.title));
    const images = Object.keys(files).filter((name) => name.startsWith('images/')).length;
    const markdown = Object.entries(files)
      .filter(([name]) => name.startsWith('documents/'))
      .map(([, content]) => strFromU8(content).replace(/j_[0-9a-f-]{36}_[0-9a-f]+\.webp/g, 'IMAGE'))
      .sort();
    return {
      projects: data.projects.map(({ title, description, color }) => ({
        title,
        description,
        color,
      })),
      journeys,
      images,
      markdown,
    };
  };

  it('shows a dry run, imports into a fresh account, skips what is there, and round-trips', async () => {
    const ada = await user('ada');
    const project = await postProject(api, ada, { title: 'Mountains' });
    const journey = await postJourney(api, ada, {
      title: 'Alps traverse',
      description: 'Hut to hut',
      projectId: project.id,
      steps: [{ title: 'Book huts', notes: 'Call ahead' }, { title: 'Pack' }, { title: 'Walk' }],
    });
    await call(ada, 'POST', `/api/steps/${journey.steps[0]?.id ?? ''}/complete`);
    const image = await app().inject({
      method: 'POST',
      url: `/api/journeys/${journey.id}/images`,
      payload: await sharp({ create: { width: 6, height: 6, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer(),
      headers: { 'content-type': 'image/png', cookie: ada.cookie },
    });
    const { url: imageUrl } = uploadedImageSchema.parse(image.json());
    const saved = await call(ada, 'PUT', `/api/journeys/${journey.id}/document`, {
      baseVersion: 0,
      document: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Route notes' }] },
          { type: 'image', attrs: { src: imageUrl, alt: 'Ridge' } },
          { type: 'stepBlock', attrs: { stepId: journey.steps[1]?.id ?? '' } },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await postJourney(api, ada, { title: 'Learn Spanish' });
    // Issue 34's history: a target with entries, a habit with check-ins, a pause.
    const run = await postJourney(api, ada, {
      title: 'Run 100 km',
      target: { value: 100, unit: 'km' },
    });
    const habit = await call(ada, 'POST', `/api/journeys/${run.id}/steps`, {
      title: 'Run',
      schedule: { times: 3, per: 'week' },
    });
    expect(habit.status, JSON.stringify(habit.body)).toBe(201);
    const runDetail = await expectOk(
      journeyDetailSchema,
      200,
      ada,
      'GET',
      `/api/journeys/${run.id}`,
    );
    const runStep = runDetail.steps[0]?.id ?? '';
    for (const [path, body] of [
      [
        `/api/journeys/${run.id}/entries`,
        { amount: 12.5, note: 'Park loop', occurredOn: '2026-01-03' },
      ],
      [`/api/journeys/${run.id}/entries`, { amount: 5, occurredOn: '2026-01-05' }],
      [`/api/journeys/${run.id}/steps/${runStep}/checkins`, { occurredOn: '2026-01-03' }],
      [`/api/journeys/${run.id}/steps/${runStep}/checkins`, { occurredOn: '2026-01-05' }],
      [
        `/api/journeys/${run.id}/pauses`,
        { from: '2026-01-10', until: '2026-01-17', reason: 'Flu' },
      ],
    ] as const) {
      const made = await call(ada, 'POST', path, body);
      expect(made.status, `${path}: ${JSON.stringify(made.body)}`).toBe(201);
    }

    // Shared with Grace as an editor: she is let in again on the importer's copy.
    const grace = await user('grace');
    const shared = await call(ada, 'POST', `/api/journeys/${run.id}/collaborators`, {
      username: grace.username,
      role: 'editor',
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);

    const first = await exportZip(ada);
    const exportedRun = contentOf(first).journeys.find((j) => j.title === 'Run 100 km');
    expect(exportedRun).toMatchObject({
      target: [100, 'km'],
      entries: [
        [12.5, 'Park loop', '2026-01-03'],
        [5, '', '2026-01-05'],
      ],
      pauses: [['2026-01-10', '2026-01-17', 'Flu']],
      collaborators: [[grace.username, 'editor']],
      steps: [{ title: 'Run', schedule: [3, 'week'], checkins: ['2026-01-03', '2026-01-05'] }],
    });
    const carol = await user('carol');

    const dry = await postImport(carol, first, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const plan = importResultSchema.parse(dry.json());
    expect(plan).toMatchObject({
      dry_run: true,
      projects: { create: 1, skip: 0 },
      journeys: { create: 3, skip: 0 },
      steps: { create: 4, skip: 0 },
      documents: { create: 1, skip: 0 },
      images: { create: 1, skip: 0 },
    });
    // The dry run wrote nothing.
    const before = await call(carol, 'GET', '/api/journeys');
    expect(JSON.stringify(before.body)).not.toContain('Alps traverse');

    const done = importResultSchema.parse((await postImport(carol, first, false)).json());
    expect(done).toEqual({ ...plan, dry_run: false });
    const again = importResultSchema.parse((await postImport(carol, first, false)).json());
    expect(again).toMatchObject({
      projects: { create: 0, skip: 1 },
      journeys: { create: 0, skip: 3 },
      steps: { create: 0, skip: 4 },
    });
    // Into the account it came from: everything is already there.
    const home = importResultSchema.parse((await postImport(ada, first, true)).json());
    expect(home.journeys).toEqual({ create: 0, skip: 3 });

    const second = await exportZip(carol);
    expect(contentOf(second)).toEqual(contentOf(first));
    // Grace sees carol's imported copy as shared with her.
    const withGrace = await call(grace, 'GET', '/api/journeys/shared-with-me');
    expect(JSON.stringify(withGrace.body)).toContain('Run 100 km');
    // And the imported image is carol's to see.
    const imported = contentOf(second).journeys.find((j) => j.title === 'Alps traverse');
    expect(imported?.document).toContain('IMAGE');
    const { rows } = await api
      .db()
      .execute<{ n: number }>(
        sql`select count(*)::int as n from uploads where user_id = ${carol.id}`,
      );
    expect(rows[0]?.n).toBe(1);
  });

  /** An archive of one journey whose cover and document image is `image`. */
  const archiveWithImage = (title: string, image: Uint8Array) => {
    const journeyId = randomUUID();
    const key = `j_${journeyId}_${randomUUID().replaceAll('-', '')}.webp`;
    const zip = zipSync({
      'waymark-export.json': strToU8(
        JSON.stringify({
          format: 'waymark-export',
          version: 1,
          projects: [],
          journeys: [
            {
              id: journeyId,
              title,
              created_at: '2026-01-01T00:00:00Z',
              cover_image_url: `/api/files/${key}`,
              document: {
                type: 'doc',
                content: [{ type: 'image', attrs: { src: `/api/files/${key}`, alt: 'Shore' } }],
              },
            },
          ],
        }),
      ),
      [`images/${key}`]: image,
    });
    return { zip, name: `images/${key}` };
  };

  const journeysOf = async (who: TestUser) =>
    journeyPageSchema.parse((await call(who, 'GET', '/api/journeys')).body).items;

  const uploadsOf = async (who: TestUser) => {
    const { rows } = await api
      .db()
      .execute<{ n: number }>(
        sql`select count(*)::int as n from uploads where user_id = ${who.id}`,
      );
    return rows[0]?.n;
  };

  it('re-encodes an imported image as uploads are: GPS and other metadata stripped, trailing payload gone', async () => {
    const dora = await user('dora');
    const marker = 'Rue des Martyrs 12, home';
    const photo = Buffer.concat([
      await sharp({ create: { width: 12, height: 8, channels: 3, background: '#e76f51' } })
        .withExif({
          IFD0: { ImageDescription: marker },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '48/1 52/1 3000/100',
            GPSLongitudeRef: 'E',
            GPSLongitude: '2/1 20/1 1200/100',
          },
        })
        .jpeg()
        .toBuffer(),
      // A JPEG that is also a page: decoders stop at its end, a browser sniffing it would not.
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(marker)).toBe(true);

    const { zip } = archiveWithImage('Coast walk', photo);
    const dry = await postImport(dora, zip, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(importResultSchema.parse(dry.json()).images).toEqual({ create: 1, skip: 0 });
    const done = await postImport(dora, zip, false);
    expect(done.statusCode, done.body).toBe(200);

    const journey = (await journeysOf(dora)).find((item) => item.title === 'Coast walk');
    expect(journey?.coverImageUrl).toMatch(/^\/api\/files\/j_.+\.webp$/);
    const served = await app().inject({
      method: 'GET',
      url: journey?.coverImageUrl ?? '',
      headers: { cookie: dora.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = served.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 12, height: 8 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(marker)).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
  });

  it('refuses an archive whose "image" is HTML, an SVG with a script, a polyglot or garbage, naming it, in the dry run and the import', async () => {
    const erin = await user('erin');
    const fakes: [string, Uint8Array][] = [
      ['HTML', strToU8('<!doctype html><html><script>alert(document.cookie)</script></html>')],
      [
        'an SVG with a script',
        strToU8(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ),
      ],
      ['a GIF header over a page', strToU8('GIF89a/*<html><script>alert(1)</script>*/')],
      [
        'a PNG signature over garbage',
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 1, 2, 3]),
      ],
      ['garbage', Uint8Array.from({ length: 512 }, (_, index) => (index * 37) % 256)],
    ];
    for (const [what, bytes] of fakes) {
      const { zip, name } = archiveWithImage(`Not imported: ${what}`, bytes);
      for (const dryRun of [true, false]) {
        const response = await postImport(erin, zip, dryRun);
        expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
        const { message } = errorBodySchema.parse(response.json()).error;
        expect(message, what).toContain(name);
        expect(message, what).toContain('is not a PNG, JPEG, WebP or GIF image that can be read');
      }
    }
    // Nothing half-imported: no journey, no stored image.
    expect((await journeysOf(erin)).map((journey) => journey.title)).toEqual([]);
    expect(await uploadsOf(erin)).toBe(0);
  });

  it('refuses archives that are not exports, traverse paths, or unpack to too much', async () => {
    const carol = await user('carol');
    const json = (value: unknown) => strToU8(JSON.stringify(value));
    const valid = { format: 'waymark-export', version: 1, projects: [], journeys: [] };
    const cases: [string, Uint8Array, number, RegExp][] = [
      ['not a zip', strToU8('hello'), 400, /not a valid zip/],
      [
        'no export document',
        zipSync({ 'README.txt': strToU8('hi') }),
        400,
        /no waymark-export\.json/,
      ],
      [
        'a path outside the archive',
        zipSync({ 'waymark-export.json': json(valid), '../../etc/passwd': strToU8('x') }),
        400,
        /Unexpected file/,
      ],
      [
        'an absolute path',
        zipSync({ 'waymark-export.json': json(valid), '/tmp/evil': strToU8('x') }),
        400,
        /Unexpected file/,
      ],
      [
        'a zip bomb',
        zipSync({
          'waymark-export.json': json(valid),
          'images/big.webp': new Uint8Array(21 * 1024 * 1024),
        }),
        400,
        /too large/,
      ],
      ['broken JSON', zipSync({ 'waymark-export.json': strToU8('{nope') }), 400, /not valid JSON/],
      [
        'another format version',
        zipSync({ 'waymark-export.json': json({ ...valid, version: 99 }) }),
        400,
        /format version/,
      ],
      [
        'a journey without a title',
        zipSync({
          'waymark-export.json': json({
            ...valid,
            journeys: [
              {
                id: '3f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c01',
                title: '',
                created_at: '2026-01-01T00:00:00Z',
              },
            ],
          }),
        }),
        400,
        /journeys\.0\.title/,
      ],
    ];
    for (const [what, zip, status, message] of cases) {
      const response = await postImport(carol, zip, true);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(errorBodySchema.parse(response.json()).error.message, what).toMatch(message);
    }
    const wrongType = await app().inject({
      method: 'POST',
      url: importApi.import,
      payload: { format: 'waymark-export' },
      headers: { origin: testOrigin, cookie: carol.cookie },
    });
    expect(wrongType.statusCode).toBe(415);
  });
});
