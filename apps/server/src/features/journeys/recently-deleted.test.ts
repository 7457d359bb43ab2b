import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOURNEY_RESTORE_DAYS } from '@waymark/shared/journeys/common-contracts';
import { journeySchema } from '@waymark/shared/journeys/journey-contracts';
import { deletedJourneyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { uploads } from '@/db/tables/files';
import { journeys, journeySteps } from '@/db/tables/journeys';
import type { TestUser } from '../../../test/accounts';
import { featureEngines } from '../../../test/engines';
import { postJourney } from '../../../test/factories';
import { fieldsOf, useApiTest } from '../../../test/api-client';
import { journeyJobs } from '@/features/journeys/jobs-service';

const dayMs = 86_400_000;

describe.each(featureEngines)('recently deleted journeys on $name', (engine) => {
  const api = useApiTest(engine, 'waymark-journeys-bin-');
  const { call, expectOk, expectError, user } = api;

  const bin = (who: TestUser, query = '') =>
    expectOk(deletedJourneyPageSchema, 200, who, 'GET', `/api/journeys/deleted${query}`);
  const remove = (who: TestUser, id: string) => call(who, 'DELETE', `/api/journeys/${id}`);

  it('lists my deleted journeys, newest deletion first, with when they go for good', async () => {
    const ada = await user('ada');
    const first = await postJourney(api, ada, { title: 'Deleted first' });
    const second = await postJourney(api, ada, { title: 'Deleted second' });
    const live = await postJourney(api, ada, { title: 'Still here' });
    expect((await remove(ada, first.id)).status).toBe(200);
    expect((await remove(ada, second.id)).status).toBe(200);

    const page = await bin(ada, '?limit=100');
    const ids = page.items.map((j) => j.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(live.id);
    const item = page.items.find((j) => j.id === second.id)!;
    expect(item.title).toBe('Deleted second');
    expect(new Date(item.purgeAt).getTime() - new Date(item.deletedAt).getTime()).toBe(
      JOURNEY_RESTORE_DAYS * dayMs,
    );

    // Pages follow one another without repeats.
    const one = await bin(ada, '?limit=1');
    expect(one.items).toHaveLength(1);
    const next = await bin(ada, `?limit=1&cursor=${one.nextCursor}`);
    expect(next.items[0]!.id).not.toBe(one.items[0]!.id);
    await expectError(400, ada, 'GET', '/api/journeys/deleted?cursor=nonsense');
  });

  it('leaves out journeys whose restore window is over', async () => {
    const ada = await user('ada');
    const old = await postJourney(api, ada, { title: 'Long gone' });
    await remove(ada, old.id);
    await api
      .db()
      .update(journeys)
      .set({ deletedAt: new Date(Date.now() - (JOURNEY_RESTORE_DAYS + 1) * dayMs) })
      .where(eq(journeys.id, old.id));
    expect((await bin(ada, '?limit=100')).items.map((j) => j.id)).not.toContain(old.id);
  });

  it('purges, by the nightly job, what stayed in the bin past its window, images too', async () => {
    const [ada, bo] = [await user('ada'), await user('bo')];
    const expired = await postJourney(api, ada, {
      title: 'Past its window',
      steps: [{ title: 'A' }],
    });
    const recent = await postJourney(api, bo, { title: 'Still restorable' });
    const cover = await api.app().inject({
      method: 'POST',
      url: `/api/journeys/${expired.id}/cover`,
      payload: await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#114477' },
      })
        .png()
        .toBuffer(),
      headers: { 'content-type': 'image/png', cookie: ada.cookie },
    });
    const key = journeySchema.parse(cover.json()).coverImageUrl!.replace('/api/files/', '');
    await remove(ada, expired.id);
    await remove(bo, recent.id);
    await api
      .db()
      .update(journeys)
      .set({ deletedAt: new Date(Date.now() - (JOURNEY_RESTORE_DAYS + 1) * dayMs) })
      .where(eq(journeys.id, expired.id));

    await api.app().jobs.runNow(journeyJobs.purgeDeleted, {});
    const db = api.db();
    expect(await db.select().from(journeys).where(eq(journeys.id, expired.id))).toHaveLength(0);
    expect(await db.select().from(uploads).where(eq(uploads.storageKey, key))).toHaveLength(0);
    expect(await api.app().fileStore.get(key)).toBeNull();
    // Bo's is inside its window: still in his bin, still restorable.
    expect((await bin(bo, '?limit=100')).items.map((j) => j.id)).toContain(recent.id);
    await expectOk(journeySchema, 200, bo, 'POST', `/api/journeys/${recent.id}/restore`);
  });

  it('restores from the bin and deletes forever, with steps and stored images', async () => {
    const ada = await user('ada');
    const kept = await postJourney(api, ada, { title: 'Bring me back' });
    const doomed = await postJourney(api, ada, {
      title: 'Forget me',
      steps: [{ title: 'One' }, { title: 'Two' }],
    });
    const cover = await api.app().inject({
      method: 'POST',
      url: `/api/journeys/${doomed.id}/cover`,
      payload: await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#3366cc' },
      })
        .png()
        .toBuffer(),
      headers: { 'content-type': 'image/png', cookie: ada.cookie },
    });
    expect(cover.statusCode).toBe(200);
    const key = journeySchema.parse(cover.json()).coverImageUrl!.replace('/api/files/', '');

    await remove(ada, kept.id);
    await remove(ada, doomed.id);
    // A live journey is not in the bin: nothing to delete forever.
    const live = await postJourney(api, ada, { title: 'Live' });
    expect((await call(ada, 'DELETE', `/api/journeys/${live.id}/permanently`)).status).toBe(404);

    await expectOk(journeySchema, 200, ada, 'POST', `/api/journeys/${kept.id}/restore`);
    expect((await bin(ada, '?limit=100')).items.map((j) => j.id)).not.toContain(kept.id);

    expect((await call(ada, 'DELETE', `/api/journeys/${doomed.id}/permanently`)).status).toBe(204);
    expect((await bin(ada, '?limit=100')).items.map((j) => j.id)).not.toContain(doomed.id);
    expect((await call(ada, 'POST', `/api/journeys/${doomed.id}/restore`)).status).toBe(404);
    expect((await call(ada, 'DELETE', `/api/journeys/${doomed.id}/permanently`)).status).toBe(404);
    const db = api.db();
    expect(await db.select().from(journeys).where(eq(journeys.id, doomed.id))).toHaveLength(0);
    expect(
      await db.select().from(journeySteps).where(eq(journeySteps.journeyId, doomed.id)),
    ).toHaveLength(0);
    expect(await db.select().from(uploads).where(eq(uploads.storageKey, key))).toHaveLength(0);
    expect(await api.app().fileStore.get(key)).toBeNull();
  });

  it('keeps a cover a duplicate still shows', async () => {
    const ada = await user('ada');
    const source = await postJourney(api, ada, { title: 'Original' });
    const cover = await api.app().inject({
      method: 'POST',
      url: `/api/journeys/${source.id}/cover`,
      payload: await sharp({
        create: { width: 20, height: 20, channels: 3, background: '#cc6633' },
      })
        .png()
        .toBuffer(),
      headers: { 'content-type': 'image/png', cookie: ada.cookie },
    });
    const url = journeySchema.parse(cover.json()).coverImageUrl!;
    const copy = await call(ada, 'POST', `/api/journeys/${source.id}/duplicate`);
    expect(copy.status).toBe(201);
    await remove(ada, source.id);
    expect((await call(ada, 'DELETE', `/api/journeys/${source.id}/permanently`)).status).toBe(204);
    const key = url.replace('/api/files/', '');
    expect(await api.db().select().from(uploads).where(eq(uploads.storageKey, key))).toHaveLength(
      1,
    );
  });

  it('keeps my bin from everyone else: they cannot list, restore or purge it', async () => {
    const ada = await user('ada');
    const bob = await user('bob');
    const journey = await postJourney(api, ada, { title: 'Mine', visibility: 'public' });
    await remove(ada, journey.id);

    expect((await bin(bob, '?limit=100')).items.map((j) => j.id)).not.toContain(journey.id);
    expect((await call(bob, 'POST', `/api/journeys/${journey.id}/restore`)).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/journeys/${journey.id}/permanently`)).status).toBe(404);
    expect((await call(null, 'GET', '/api/journeys/deleted')).status).toBe(401);
    expect((await call(null, 'DELETE', `/api/journeys/${journey.id}/permanently`)).status).toBe(
      401,
    );
    // Still in ada's bin, untouched.
    expect((await bin(ada, '?limit=100')).items.map((j) => j.id)).toContain(journey.id);

    const bad = await expectError(400, ada, 'DELETE', '/api/journeys/not-a-uuid/permanently');
    expect(fieldsOf(bad)).toContain('id');
    expect((await call(ada, 'POST', '/api/journeys/not-a-uuid/restore')).status).toBe(400);
    expect((await call(ada, 'GET', '/api/journeys/deleted?limit=0')).status).toBe(400);
  });
});
