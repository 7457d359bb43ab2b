import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { timelinePageSchema, type TimelineItem } from '@waymark/shared/timeline/contracts';
import { activities } from '@/db/tables/activities';
import { profiles } from '@/db/tables/profiles';
import { smokeEngines } from '../../../test/engines';
import { createBlock, createFollow } from '../../../test/factories';
import { useHeaderUserApp } from '../../../test/header-user-app';

/**
 * The timeline over HTTP, as each kind of viewer would attack it: a card appears only when
 * the viewer may see the journey or project it is about, across blocks both ways, mutes,
 * private profiles and signed-out visits (drizzle/policies/activities.sql).
 */
describe.each(smokeEngines)('timeline API on $name', (engine) => {
  const { db, send, person } = useHeaderUserApp(engine);

  const page = async (viewer: string | null, query = '') => {
    const response = await send('GET', `/timeline${query}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return timelinePageSchema.parse(response.json());
  };
  const titlesOf = (items: TimelineItem[]) =>
    items.map((item) => item.journey?.title ?? item.project?.title).sort();
  const journey = async (owner: string, title: string, visibility: string, steps = 0) => {
    const response = await send('POST', '/journeys', owner, {
      title,
      visibility,
      steps: Array.from({ length: steps }, (_, index) => ({ title: `Step ${index + 1}` })),
    });
    expect(response.statusCode, response.body).toBe(201);
    return journeyDetailSchema.parse(response.json());
  };

  it('shows each viewer exactly the cards of journeys they may see', async () => {
    const owner = await person();
    const [fan, stranger, blockedByOwner, blocker, muter] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    for (const follower of [fan, blocker, muter, blockedByOwner]) {
      await createFollow(db(), { userId: owner, followerId: follower });
    }
    await createBlock(db(), { userId: owner, blockedUserId: blockedByOwner });
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    expect(
      (await send('PUT', `/profiles/${owner}/mute`, muter, { duration: '7d' })).statusCode,
    ).toBe(204);
    await journey(owner, 'Open road', 'public');
    await journey(owner, 'Friends only', 'followers');
    await journey(owner, 'Diary', 'private');

    const following = async (viewer: string) => titlesOf((await page(viewer)).items);
    expect(await following(owner)).toEqual(['Diary', 'Friends only', 'Open road']);
    expect(await following(fan)).toEqual(['Friends only', 'Open road']);
    // Not followed: nothing on Following, the public card on Everyone.
    expect(await following(stranger)).toEqual([]);
    expect(titlesOf((await page(stranger, '?tab=everyone')).items)).toEqual(['Open road']);
    // Blocks hide everything both ways, even on Everyone and for a follower.
    for (const blocked of [blockedByOwner, blocker]) {
      expect(await following(blocked)).toEqual([]);
      expect(titlesOf((await page(blocked, '?tab=everyone')).items)).toEqual([]);
    }
    // A mute hides the muted person's cards from the muter only, until it ends.
    expect(await following(muter)).toEqual([]);
    expect(titlesOf((await page(muter, '?tab=everyone')).items)).toEqual([]);
    await db().execute(sql`update muted_users set expires_at = now() - interval '1 minute'
                   where user_id = ${muter} and muted_user_id = ${owner}`);
    expect(await following(muter)).toEqual(['Friends only', 'Open road']);
    // Signed out: the public tab only.
    expect(titlesOf((await page(null, '?tab=everyone')).items)).toEqual(['Open road']);
    expect((await send('GET', '/timeline', null)).statusCode).toBe(401);
    expect((await send('GET', '/timeline?tab=mine', null)).statusCode).toBe(401);
  });

  it("keeps a private profile's activity for its followers, and follows the journey's changes", async () => {
    const owner = await person({ visibility: 'private' });
    const [fan, stranger] = [await person(), await person()];
    await createFollow(db(), { userId: owner, followerId: fan });
    const road = await journey(owner, 'Quiet road', 'public');
    expect(titlesOf((await page(stranger, '?tab=everyone')).items)).not.toContain('Quiet road');
    expect(titlesOf((await page(null, '?tab=everyone')).items)).not.toContain('Quiet road');
    expect(titlesOf((await page(fan)).items)).toEqual(['Quiet road']);

    await db().update(profiles).set({ visibility: 'public' }).where(eq(profiles.id, owner));
    expect(titlesOf((await page(stranger, '?tab=everyone')).items)).toContain('Quiet road');
    // Made private since: its old card goes with it.
    const hidden = await send('PATCH', `/journeys/${road.id}`, owner, {
      visibility: 'private',
      version: road.version,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(titlesOf((await page(stranger, '?tab=everyone')).items)).not.toContain('Quiet road');
    expect(titlesOf((await page(fan)).items)).toEqual([]);
    // Deleted: gone for everyone but the database.
    await send('DELETE', `/journeys/${road.id}`, owner);
    expect(titlesOf((await page(fan)).items)).toEqual([]);
  });

  it('groups steps completed in a row into one card that moves to the top', async () => {
    const ada = await person();
    const spanish = await journey(ada, 'Learn Spanish', 'public', 3);
    await journey(ada, 'Later journey', 'public');
    for (const step of spanish.steps) {
      const done = await send('POST', `/steps/${step.id}/complete`, ada);
      expect(done.statusCode, done.body).toBe(200);
    }
    const { items } = await page(ada, '?tab=mine');
    // The last tick completed the journey in the same transaction: the two share an instant.
    expect(items.map((item) => item.verb).sort()).toEqual([
      'journey.completed',
      'journey.created',
      'journey.created',
      'step.completed',
    ]);
    expect(
      items
        .slice(0, 2)
        .map((item) => item.verb)
        .sort(),
    ).toEqual(['journey.completed', 'step.completed']);
    expect(items.find((item) => item.verb === 'step.completed')).toMatchObject({
      stepCount: 3,
      stepTitles: ['Step 3', 'Step 2', 'Step 1'],
      journey: { title: 'Learn Spanish', progress: 100, status: 'completed' },
    });
    const kinds = await page(ada, '?tab=mine&kind=step.completed');
    expect(kinds.items.map((item) => item.verb)).toEqual(['step.completed']);
  });

  it('pages by keyset cursor as far back as there are events, none twice', async () => {
    const ada = await person();
    const bob = await person();
    await createFollow(db(), { userId: bob, followerId: ada });
    const project = await send('POST', '/projects', bob, { title: 'Seen', visibility: 'public' });
    expect(project.statusCode, project.body).toBe(201);
    const projectId = project.json<{ id: string }>().id;
    // Same instant for all: the id alone orders them, and the cursor must still be exact.
    await db()
      .insert(activities)
      .values(
        Array.from({ length: 45 }, (_, index) => ({
          actorId: index % 2 ? ada : bob,
          verb: 'project.created',
          objectType: 'project',
          objectId: projectId,
          visibility: 'public',
          createdAt: new Date('2026-01-01T00:00:00Z'),
        })),
      );
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const next = await page(ada, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
      pages += 1;
    }
    expect(new Set(seen).size).toBe(46);
    expect(pages).toBe(5);
    const bad = await send('GET', '/timeline?cursor=not-a-cursor', ada);
    expect(bad.statusCode).toBe(400);
  });

  it('fills the Following page when heads point at deleted events or the policy drops candidates', async () => {
    const viewer = await person();
    const [ada, bob, cyd] = [await person(), await person(), await person()];
    for (const followed of [ada, bob, cyd]) {
      await createFollow(db(), { userId: followed, followerId: viewer });
    }
    const journeys = {
      [ada]: await journey(ada, 'Ada trail', 'public'),
      [bob]: await journey(bob, 'Bob trail', 'public'),
      [cyd]: await journey(cyd, 'Cyd trail', 'followers'),
    };
    // Ten events each, interleaved a minute apart, newer than the creation events.
    const start = Date.parse('2030-01-01T00:00:00Z');
    const rows = Array.from({ length: 30 }, (_, index) => {
      const actorId = [ada, bob, cyd][index % 3] ?? ada;
      return {
        actorId,
        verb: 'step.completed',
        objectType: 'step',
        objectId: crypto.randomUUID(),
        journeyId: journeys[actorId]?.id,
        visibility: actorId === cyd ? 'followers' : 'public',
        createdAt: new Date(start + index * 60_000),
      };
    });
    const inserted = await db().insert(activities).values(rows).returning({
      id: activities.id,
      actorId: activities.actorId,
      createdAt: activities.createdAt,
    });
    const newestFirst = [...inserted].sort((a, b) => +b.createdAt - +a.createdAt);

    // Heads left behind: Ada's five newest events are gone, her head still points past them.
    const adaNewest = newestFirst.filter((row) => row.actorId === ada).slice(0, 5);
    for (const row of adaNewest) await db().delete(activities).where(eq(activities.id, row.id));
    const remaining = newestFirst.filter((row) => !adaNewest.includes(row));
    const first = await page(viewer, '?limit=6');
    expect(first.items.map((item) => item.id)).toEqual(remaining.slice(0, 6).map((r) => r.id));

    // Bob's journey goes private: every Bob event is still a candidate, and the policy drops it.
    const hidden = await send('PATCH', `/journeys/${journeys[bob]?.id}`, bob, {
      visibility: 'private',
      version: journeys[bob]?.version,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const visible = remaining.filter((row) => row.actorId !== bob);
    const second = await page(viewer, '?limit=6');
    expect(second.items.map((item) => item.id)).toEqual(visible.slice(0, 6).map((r) => r.id));
    const next = await page(viewer, `?limit=6&cursor=${second.nextCursor}`);
    expect(next.items.map((item) => item.id)).toEqual(visible.slice(6, 12).map((r) => r.id));
  });

  it("keeps the candidate functions to the caller: nobody reads another viewer's followees", async () => {
    const [viewer, other] = [await person(), await person()];
    const asViewer = (statement: ReturnType<typeof sql>) =>
      db().transaction(async (tx) => {
        await tx.execute(
          sql.raw(
            `select set_config('role', 'app_user', true), set_config('app.user_id', '${viewer}', true)`,
          ),
        );
        return tx.execute(statement);
      });
    // 42501: insufficient_privilege (drizzle wraps the driver's error as its cause).
    const denied = (error: unknown) =>
      (error as { cause?: { code?: string } }).cause?.code === '42501';
    await expect(
      asViewer(sql`select * from app.timeline_followees(${other}::uuid)`),
    ).rejects.toSatisfy(denied);
    await expect(
      asViewer(
        sql`select * from app.timeline_page_of(${other}::uuid, '{}', 20, null, null, null, null, null, null)`,
      ),
    ).rejects.toSatisfy(denied);
    await expect(asViewer(sql`select * from activity_heads`)).rejects.toSatisfy(denied);
  });
});
