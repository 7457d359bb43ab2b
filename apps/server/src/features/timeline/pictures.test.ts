import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { timelinePageSchema, type TimelineItem } from '@waymark/shared/timeline/contracts';
import { smokeEngines } from '../../../test/engines';
import { createBlock, createFollow } from '../../../test/factories';
import { useHeaderUserApp } from '../../../test/header-user-app';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/**
 * Pictures on timeline cards (issue 33), as each kind of viewer would try to reach them: a
 * journey's cover and the images under its completed steps show on the cards of those who may
 * see the journey, and neither the card nor the file URL gives them to anyone else.
 */
describe.each(smokeEngines)('timeline pictures on $name', (engine) => {
  const { db, app, send, person } = useHeaderUserApp(engine);

  const page = async (viewer: string, tab: 'following' | 'everyone' | 'mine' = 'following') => {
    const response = await send('GET', `/timeline?tab=${tab}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return timelinePageSchema.parse(response.json()).items;
  };
  const fetchFile = (viewer: string | null, url: string) =>
    app().inject({ method: 'GET', url, headers: viewer ? { 'x-test-user': viewer } : {} });
  const upload = async (owner: string, url: string, status: number) => {
    const response = await app().inject({
      method: 'POST',
      url,
      payload: await png(),
      headers: { 'content-type': 'image/png', 'x-test-user': owner },
    });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<{ url?: string; coverImageUrl?: string | null }>();
  };

  /** A journey with a cover and one picture under its first step, which is then completed. */
  const pictured = async (owner: string, title: string, visibility: string) => {
    const created = await send('POST', '/journeys', owner, {
      title,
      visibility,
      steps: [{ title: 'Summit' }, { title: 'Descent' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const journey = journeyDetailSchema.parse(created.json());
    const cover = (await upload(owner, `/api/journeys/${journey.id}/cover`, 200)).coverImageUrl!;
    const image = (await upload(owner, `/api/journeys/${journey.id}/images`, 201)).url!;
    const [summit, descent] = journey.steps;
    const current = await send('GET', `/journeys/${journey.id}/document`, owner);
    const saved = await send('PUT', `/journeys/${journey.id}/document`, owner, {
      baseVersion: current.json<{ version: number }>().version,
      document: {
        type: 'doc',
        content: [
          { type: 'stepBlock', attrs: { stepId: summit!.id } },
          {
            type: 'image',
            attrs: { src: image, alt: 'The view from the top', width: 64, height: 48 },
          },
          { type: 'stepBlock', attrs: { stepId: descent!.id } },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const done = await send('POST', `/steps/${summit!.id}/complete`, owner);
    expect(done.statusCode, done.body).toBe(200);
    return { journey, cover, image };
  };
  const cardsOf = (items: TimelineItem[], journeyId: string) =>
    items.filter((item) => item.journey?.id === journeyId);
  const urlsOn = (items: TimelineItem[]) =>
    items.flatMap((item) => item.pictures.map((p) => p.url));

  it('shows the cover and the pictures under a completed step, with their alt text and size', async () => {
    const owner = await person();
    const reader = await person();
    const { journey, cover, image } = await pictured(owner, 'Pictured ridge', 'public');
    const cards = cardsOf(await page(reader, 'everyone'), journey.id);
    const step = cards.find((item) => item.verb === 'step.completed');
    expect(step?.pictures).toEqual([
      { kind: 'cover', url: cover, alt: null, width: null, height: null },
      { kind: 'step', url: image, alt: 'The view from the top', width: 64, height: 48 },
    ]);
    // The journey's own card shows its cover only: it is about no step.
    const created = cards.find((item) => item.verb === 'journey.created');
    expect(created?.pictures.map((p) => p.kind)).toEqual(['cover']);
    for (const url of [cover, image]) expect((await fetchFile(reader, url)).statusCode).toBe(200);
  });

  it('never gives a private picture to another person, by card or by URL', async () => {
    const owner = await person();
    const stranger = await person();
    await createFollow(db(), { userId: owner, followerId: stranger });
    const { journey, cover, image } = await pictured(owner, 'Private ridge', 'private');
    expect(urlsOn(cardsOf(await page(owner, 'mine'), journey.id))).toContain(image);
    expect(cardsOf(await page(stranger), journey.id)).toEqual([]);
    for (const url of [cover, image]) {
      expect((await fetchFile(stranger, url)).statusCode).toBe(404);
      expect((await fetchFile(null, url)).statusCode).toBe(404);
    }
  });

  it("gives a followers-only journey's pictures to accepted followers only", async () => {
    const owner = await person();
    const [follower, pending, stranger] = [await person(), await person(), await person()];
    await createFollow(db(), { userId: owner, followerId: follower });
    await createFollow(db(), { userId: owner, followerId: pending, status: 'pending' });
    const { journey, cover, image } = await pictured(owner, 'Friends ridge', 'followers');
    expect(urlsOn(cardsOf(await page(follower), journey.id))).toEqual(
      expect.arrayContaining([cover, image]),
    );
    for (const url of [cover, image]) expect((await fetchFile(follower, url)).statusCode).toBe(200);
    for (const outsider of [pending, stranger]) {
      expect(cardsOf(await page(outsider), journey.id)).toEqual([]);
      expect(cardsOf(await page(outsider, 'everyone'), journey.id)).toEqual([]);
      for (const url of [cover, image]) {
        expect((await fetchFile(outsider, url)).statusCode).toBe(404);
      }
    }
  });

  it('keeps pictures from a blocked or blocking person, even of a public journey', async () => {
    const owner = await person();
    const [blockedByOwner, blocker] = [await person(), await person()];
    for (const follower of [blockedByOwner, blocker]) {
      await createFollow(db(), { userId: owner, followerId: follower });
    }
    await createBlock(db(), { userId: owner, blockedUserId: blockedByOwner });
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    const { journey, cover, image } = await pictured(owner, 'Blocked ridge', 'public');
    for (const viewer of [blockedByOwner, blocker]) {
      expect(cardsOf(await page(viewer, 'everyone'), journey.id)).toEqual([]);
      for (const url of [cover, image]) expect((await fetchFile(viewer, url)).statusCode).toBe(404);
    }
  });

  it('drops the pictures of a journey made private since, and a removed picture answers a clear 404', async () => {
    const owner = await person();
    const fan = await person();
    await createFollow(db(), { userId: owner, followerId: fan });
    const { journey, cover, image } = await pictured(owner, 'Changing ridge', 'public');
    expect(urlsOn(cardsOf(await page(fan), journey.id))).toContain(cover);

    // The cover removed: the cards go on without it, and its old URL says why it is gone.
    const removed = await send('DELETE', `/journeys/${journey.id}/cover`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = urlsOn(cardsOf(await page(fan), journey.id));
    expect(after).not.toContain(cover);
    expect(after).toContain(image);
    const gone = await fetchFile(fan, cover);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { message: 'File not found' } });

    const detail = await send('GET', `/journeys/${journey.id}`, owner);
    const made = await send('PATCH', `/journeys/${journey.id}`, owner, {
      visibility: 'private',
      version: detail.json<{ version: number }>().version,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(cardsOf(await page(fan), journey.id)).toEqual([]);
    expect((await fetchFile(fan, image)).statusCode).toBe(404);
  });

  it("shows no other journey's image placed in a document, even one the viewer may see", async () => {
    const owner = await person();
    const reader = await person();
    const other = await pictured(owner, 'Other ridge', 'public');
    const created = await send('POST', '/journeys', owner, {
      title: 'Borrowing ridge',
      visibility: 'public',
      steps: [{ title: 'Borrow' }],
    });
    const journey = journeyDetailSchema.parse(created.json());
    const current = await send('GET', `/journeys/${journey.id}/document`, owner);
    await send('PUT', `/journeys/${journey.id}/document`, owner, {
      baseVersion: current.json<{ version: number }>().version,
      document: {
        type: 'doc',
        content: [
          { type: 'stepBlock', attrs: { stepId: journey.steps[0]!.id } },
          { type: 'image', attrs: { src: other.image, alt: 'Borrowed' } },
        ],
      },
    });
    await send('POST', `/steps/${journey.steps[0]!.id}/complete`, owner);
    const cards = cardsOf(await page(reader, 'everyone'), journey.id);
    expect(cards.length).toBeGreaterThan(0);
    expect(urlsOn(cards)).toEqual([]);
  });
});
