import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  dataExportApi,
  dataExportListSchema,
  dataExportSchema,
  type DataExport,
} from '@waymark/shared/data-export/contracts';
import { uploadedImageSchema } from '@waymark/shared/journeys/document-contracts';
import { readOutbox } from '@/capabilities/mail/outbox';
import { ageOwnAccount } from '@/features/test-hooks/service';
import type { TestUser } from '../../../test/accounts';
import { useApiTest } from '../../../test/api-client';
import { smokeEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';

/**
 * The data export over HTTP on both engines: asked for, built by its job with progress, mailed
 * with a signed link, downloaded as a zip holding the documented JSON, CSV, Markdown and
 * images; links that are tampered with or expired are refused; open whatever the billing state.
 */
describe.each(smokeEngines)('data export on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-export-');
  const { app, db, harness, expectOk, expectError, call, user } = api;

  const exportsOf = async (who: TestUser) =>
    (await expectOk(dataExportListSchema, 200, who, 'GET', dataExportApi.exports)).exports;

  const waitReady = async (who: TestUser, id: string): Promise<DataExport> => {
    let found: DataExport | undefined;
    await expect
      .poll(
        async () => {
          found = (await exportsOf(who)).find((row) => row.id === id);
          return found?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('ready');
    if (!found) throw new Error('export not found');
    return found;
  };

  const download = (url: string) => app().inject({ method: 'GET', url });

  it('builds a zip of everything owned, mails a signed link, and serves it by that link', async () => {
    const ada = await user('ada');
    const journey = await postJourney(api, ada, {
      title: 'Alps, "north" route',
      steps: [{ title: 'Book huts' }, { title: '=SUM(A1)' }],
    });
    const image = await app().inject({
      method: 'POST',
      url: `/api/journeys/${journey.id}/images`,
      payload: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
      headers: { 'content-type': 'image/png', cookie: ada.cookie },
    });
    expect(image.statusCode, image.body).toBe(201);
    const { url: imageUrl } = uploadedImageSchema.parse(image.json());
    const saved = await call(ada, 'PUT', `/api/journeys/${journey.id}/document`, {
      baseVersion: 0,
      document: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Kit' }] },
          { type: 'image', attrs: { src: imageUrl, alt: 'Map' } },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await call(ada, 'POST', `/api/steps/${journey.steps[0]?.id ?? ''}/complete`);
    // A chat message she sent, and one she sent and deleted (that one stays out).
    const bob = await user('bob');
    const chat = await call(ada, 'POST', '/api/conversations', { kind: 'direct', userId: bob.id });
    const chatId = (chat.body as { id: string }).id;
    const say = (body: string, clientKey: string) =>
      call(ada, 'POST', `/api/conversations/${chatId}/messages`, { body, clientKey });
    expect((await say('See you at the hut', 'export_msg_0001')).status).toBe(201);
    const regret = await say('Never mind', 'export_msg_0002');
    await call(ada, 'DELETE', `/api/messages/${(regret.body as { id: string }).id}`);

    const queued = await expectOk(dataExportSchema, 202, ada, 'POST', dataExportApi.exports);
    expect(queued).toMatchObject({ kind: 'export', download_url: null });
    const ready = await waitReady(ada, queued.id);
    expect(ready.progress).toBe(100);
    expect(ready.download_url).toMatch(
      /^\/api\/export\/[0-9a-f-]+\/download\?expires=\d+&signature=/,
    );

    // The mail follows the ready mark.
    const mailOf = async () =>
      (await readOutbox(harness.dataDir))
        .filter((m) => m.to === ada.email && m.subject.includes('data export is ready'))
        .at(-1);
    await expect.poll(mailOf, { timeout: 10_000 }).toBeDefined();
    const mail = await mailOf();
    expect(mail?.text).toContain(ready.download_url);

    const response = await download(ready.download_url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="waymark-export-/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(files['waymark-export.json'] ?? new Uint8Array())) as {
      format: string;
      version: number;
      profile: { id: string; email: string };
      journeys: {
        id: string;
        title: string;
        steps: { title: string; completed_at: string | null }[];
      }[];
      images: { path: string }[];
      activities: unknown[];
      messages_sent: { conversation_id: string; body: string }[];
    };
    expect(data).toMatchObject({ format: 'waymark-export', version: 1 });
    expect(data.profile).toMatchObject({ id: ada.id, email: ada.email });
    const exported = data.journeys.find((row) => row.id === journey.id);
    expect(exported?.title).toBe('Alps, "north" route');
    expect(exported?.steps.map((step) => step.title)).toEqual(['Book huts', '=SUM(A1)']);
    expect(exported?.steps[0]?.completed_at).not.toBeNull();
    expect(data.activities.length).toBeGreaterThan(0);
    expect(data.messages_sent).toEqual([
      expect.objectContaining({ conversation_id: chatId, body: 'See you at the hut' }),
    ]);
    const csv = strFromU8(files['journeys.csv'] ?? new Uint8Array());
    expect(csv.split('\r\n')[0]).toMatch(/^id,title,description,/);
    expect(csv).toContain('"Alps, ""north"" route"');
    expect(strFromU8(files['steps.csv'] ?? new Uint8Array())).toContain("'=SUM(A1)");
    const markdown = strFromU8(files[`documents/${journey.id}.md`] ?? new Uint8Array());
    const imageName = imageUrl.split('/').pop() ?? '';
    expect(markdown).toBe(`# Alps, "north" route\n\n## Kit\n\n![Map](../images/${imageName})\n`);
    expect(files[`images/${imageName}`]?.byteLength).toBeGreaterThan(0);
    expect(data.images.map((entry) => entry.path)).toContain(`images/${imageName}`);
  });

  it('refuses a tampered or expired link and another id under the same signature', async () => {
    const ada = await user('ada');
    const queued = await expectOk(dataExportSchema, 202, ada, 'POST', dataExportApi.exports);
    const ready = await waitReady(ada, queued.id);
    const url = new URL(ready.download_url ?? '', 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const tampered = signature.startsWith('A')
      ? `B${signature.slice(1)}`
      : `A${signature.slice(1)}`;
    for (const bad of [
      `${url.pathname}?expires=${expires}&signature=${tampered}`,
      `${url.pathname}?expires=${expires + 1}&signature=${signature}`,
      `/api/export/00000000-0000-4000-8000-000000000000/download?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await download(bad);
      expect(response.statusCode, bad).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    const malformed = await download(`${url.pathname}?expires=soon&signature=x`);
    expect(malformed.statusCode).toBe(400);
    // A link issued long ago has expired, even with a genuine signature.
    await db().execute(
      // Finished eight days ago: the signed link is rebuilt from that time.
      (await import('drizzle-orm'))
        .sql`update data_exports set finished_at = now() - interval '8 days' where id = ${queued.id}`,
    );
    const old = (await exportsOf(ada)).find((row) => row.id === queued.id);
    expect(old?.download_url).toBeNull();
  });

  it('keeps archives private to their owner and open whatever the billing state', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const adaExports = await exportsOf(ada);
    expect(adaExports.length).toBeGreaterThan(0);
    expect((await exportsOf(bob)).map((row) => row.id)).not.toEqual(
      expect.arrayContaining(adaExports.map((row) => row.id)),
    );
    expect((await call(null, 'GET', dataExportApi.exports)).status).toBe(401);
    await ageOwnAccount(db(), bob.id, 8);
    const queued = await expectOk(dataExportSchema, 202, bob, 'POST', dataExportApi.exports);
    const second = await expectError(409, bob, 'POST', dataExportApi.exports);
    expect(second.code).toBe('CONFLICT');
    await waitReady(bob, queued.id);
    await ageOwnAccount(db(), bob.id, 0);
  });
});
