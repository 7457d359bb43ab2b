import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import { timelinePageSchema } from '@waymark/shared/timeline/contracts';
import {
  notificationPageSchema,
  unreadCountSchema,
  type Notification,
} from '@waymark/shared/notifications/contracts';
import { withUser } from '@/db/with-user';
import { recordNotifications } from '@/capabilities/notification-records/record';
import { smokeEngines } from '../../../test/engines';
import { createBlock, createFollow, createProfile } from '../../../test/factories';
import { useHeaderUserApp, type Send } from '../../../test/header-user-app';

/**
 * Notifications over HTTP (issue 16): each wired cause writes its notification in its own
 * transaction; blocks, mutes and switched-off kinds write none; nobody reads, marks or deletes
 * another's; grouping and the unread count.
 */
describe.each(smokeEngines)('notifications on $name', (engine) => {
  const { db, send, person } = useHeaderUserApp(engine);

  const list = async (viewer: string, query = '') => {
    const response = await send('GET', `/notifications${query}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return notificationPageSchema.parse(response.json());
  };
  const kinds = async (viewer: string) => (await list(viewer)).items.map((item) => item.kind);
  const unread = async (viewer: string) => {
    const response = await send('GET', '/notifications/unread-count', viewer);
    expect(response.statusCode, response.body).toBe(200);
    return unreadCountSchema.parse(response.json()).unread;
  };
  const ok = async (method: Parameters<Send>[0], url: string, viewer: string, payload?: object) => {
    const response = await send(method, url, viewer, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const journey = async (owner: string, visibility: string, steps = 1) => {
    const response = await ok('POST', '/journeys', owner, {
      title: `Walk ${visibility}`,
      visibility,
      steps: Array.from({ length: steps }, (_, index) => ({ title: `Step ${index + 1}` })),
    });
    return journeyDetailSchema.parse(response.json());
  };

  it('tells of a new follower, grouped with the next ones, and counts unread', async () => {
    const [ada, bo, cy] = [await person(), await person(), await person()];
    await ok('PUT', `/profiles/${ada}/follow`, bo);
    expect(await unread(ada)).toBe(1);
    await ok('PUT', `/profiles/${ada}/follow`, cy);
    const { items } = await list(ada);
    expect(items).toHaveLength(1);
    const [group] = items as [Notification];
    expect(group.kind).toBe('newFollower');
    expect(group.actorCount).toBe(2);
    expect(group.actors.map((actor) => actor.id)).toEqual([cy, bo]);
    expect(group.read).toBe(false);
    expect(await unread(ada)).toBe(1);
    // The followers themselves hear nothing.
    expect(await kinds(bo)).toEqual([]);
  });

  it('tells of follow requests and their acceptance', async () => {
    const [ada, bo] = [await person(), await person()];
    await ok('PATCH', '/settings', ada, { whoCanFollow: 'approval' });
    await ok('PUT', `/profiles/${ada}/follow`, bo);
    expect(await kinds(ada)).toEqual(['followRequest']);
    await ok('POST', `/me/follow-requests/${bo}/accept`, ada);
    expect(await kinds(bo)).toEqual(['followAccepted']);
  });

  it('tells of connection requests and their acceptance', async () => {
    const [ada, bo] = [await person(), await person()];
    await ok('POST', `/profiles/${ada}/connection`, bo, { connectionType: 'friend' });
    expect(await kinds(ada)).toEqual(['connectionRequest']);
    await ok('POST', `/profiles/${bo}/connection/accept`, ada);
    expect(await kinds(bo)).toEqual(['connectionAccepted']);
  });

  it('tells the owner of a fork, and followers of a completed journey', async () => {
    const [owner, forker, fan, muter, blocker, stranger] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    const walk = await journey(owner, 'public');
    await ok('POST', `/journeys/${walk.id}/fork`, forker);
    const forked = (await list(owner)).items;
    expect(forked.map((item) => [item.kind, item.subject.id, item.excerpt])).toEqual([
      ['journeyForked', walk.id, 'Walk public'],
    ]);

    for (const follower of [fan, muter, blocker]) {
      await createFollow(db(), { userId: owner, followerId: follower });
    }
    await ok('PUT', `/profiles/${owner}/mute`, muter, { duration: '7d' });
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    const done = await journey(owner, 'followers');
    await ok('PATCH', `/journeys/${done.id}`, owner, {
      version: done.version,
      status: 'completed',
    });
    expect(await kinds(fan)).toEqual(['followeeCompletedJourney']);
    expect(await kinds(muter)).toEqual([]);
    expect(await kinds(blocker)).toEqual([]);
    expect(await kinds(stranger)).toEqual([]);

    // A private journey tells no one.
    const diary = await journey(owner, 'private');
    await ok('PATCH', `/journeys/${diary.id}`, owner, {
      version: diary.version,
      status: 'completed',
    });
    expect(await kinds(fan)).toEqual(['followeeCompletedJourney']);
  });

  it('writes nothing from blocked or muted actors, nor for kinds switched off', async () => {
    const [ada, blocked, blocker, muted, anyone] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await createBlock(db(), { userId: ada, blockedUserId: blocked });
    await createBlock(db(), { userId: blocker, blockedUserId: ada });
    await ok('PUT', `/profiles/${muted}/mute`, ada, { duration: 'forever' });
    const cheer = (actor: string) =>
      withUser(db(), actor, (tx) =>
        recordNotifications(tx, [
          {
            recipientId: ada,
            actorId: actor,
            kind: 'cheer',
            subject: { type: 'activity', id: null },
          },
        ]),
      );
    await cheer(blocked);
    await cheer(blocker);
    await cheer(muted);
    expect(await kinds(ada)).toEqual([]);

    await ok('PATCH', '/settings', ada, { notifications: { likes: { inApp: false } } });
    await cheer(anyone);
    expect(await kinds(ada)).toEqual([]);
    await ok('PATCH', '/settings', ada, { notifications: { likes: { inApp: true } } });
    await cheer(anyone);
    expect(await kinds(ada)).toEqual(['cheer']);
  });

  it('refuses to record in another person’s name', async () => {
    const [ada, bo, eve] = [await person(), await person(), await person()];
    await expect(
      withUser(db(), eve, (tx) =>
        recordNotifications(tx, [
          {
            recipientId: ada,
            actorId: bo,
            kind: 'comment',
            subject: { type: 'comment', id: null },
          },
        ]),
      ),
    ).rejects.toThrow();
    // …and app_user cannot insert rows directly.
    await expect(
      withUser(db(), eve, (tx) =>
        tx.execute(
          sql`insert into notifications (recipient_id, kind, subject_type) values (${ada}, 'cheer', 'activity')`,
        ),
      ),
    ).rejects.toThrow();
    expect(await kinds(ada)).toEqual([]);
  });

  it('lets nobody read, mark or delete another person’s notifications', async () => {
    const [ada, bo, eve] = [await person(), await person(), await person()];
    await ok('PUT', `/profiles/${ada}/follow`, bo);
    const [item] = (await list(ada)).items as [Notification];

    expect((await list(eve)).items).toEqual([]);
    expect((await send('POST', `/notifications/${item.id}/read`, eve)).statusCode).toBe(404);
    expect((await send('DELETE', `/notifications/${item.id}`, eve)).statusCode).toBe(404);
    expect((await send('POST', '/notifications/read-all', eve)).json()).toEqual({ updated: 0 });
    expect((await send('GET', '/notifications', null)).statusCode).toBe(401);
    expect((await send('GET', '/notifications/unread-count', null)).statusCode).toBe(401);
    expect((await send('POST', `/notifications/${item.id}/read`, null)).statusCode).toBe(401);
    expect((await send('DELETE', `/notifications/${item.id}`, null)).statusCode).toBe(401);
    expect(await unread(ada)).toBe(1);
    expect((await list(ada)).items).toHaveLength(1);

    await ok('POST', `/notifications/${item.id}/read`, ada);
    expect(await unread(ada)).toBe(0);
    expect((await list(ada)).items[0]?.read).toBe(true);
    await ok('DELETE', `/notifications/${item.id}`, ada);
    expect((await list(ada)).items).toEqual([]);
    expect((await send('POST', '/notifications/not-a-uuid/read', ada)).statusCode).toBe(400);
  });

  it('marks all read and pages by cursor', async () => {
    const ada = await person();
    for (let index = 0; index < 3; index += 1) {
      const other = await person();
      await ok('POST', `/profiles/${ada}/connection`, other, { connectionType: 'friend' });
    }
    const first = await list(ada, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(ada, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect((await send('GET', '/notifications?cursor=nonsense', ada)).statusCode).toBe(400);
    expect(await unread(ada)).toBe(3);
    expect((await ok('POST', '/notifications/read-all', ada)).json()).toEqual({ updated: 3 });
    expect(await unread(ada)).toBe(0);
  });

  it('tells the owner of cheers and comments, and the people mentioned', async () => {
    const [ada, bo] = [await person(), await person()];
    const cy = await createProfile(db());
    const walk = await journey(ada, 'public');
    const mine = await send('GET', '/timeline?tab=mine', ada);
    const activity = timelinePageSchema
      .parse(mine.json())
      .items.find((item) => item.journey?.id === walk.id);
    if (!activity) throw new Error('no activity for the new journey');
    await ok('PUT', `/activities/${activity.id}/cheer`, bo);
    await ok('POST', `/activities/${activity.id}/comments`, bo, {
      body: `Great start, @${cy.username} should join`,
    });
    const adas = (await list(ada)).items;
    expect(adas.map((item) => item.kind).sort()).toEqual(['cheer', 'comment']);
    expect(adas.find((item) => item.kind === 'comment')?.excerpt).toContain('Great start');
    expect(adas.every((item) => item.actors[0]?.id === bo)).toBe(true);
    expect(await kinds(cy.id)).toEqual(['mention']);
    // The actor hears nothing of their own doing, even when cheering their own activity.
    await ok('PUT', `/activities/${activity.id}/cheer`, ada);
    expect(await kinds(bo)).toEqual([]);
    expect((await list(ada)).items).toHaveLength(2);
  });
});
