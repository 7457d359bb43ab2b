import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  cheersSchema,
  commentPageSchema,
  commentSchema,
} from '@waymark/shared/engage/contracts';
import { timelinePageSchema } from '@waymark/shared/timeline/contracts';
import { withUser } from '@/db/with-user';
import { smokeEngines } from '../../../test/engines';
import { createBlock, createFollow } from '../../../test/factories';
import { useHeaderUserApp } from '../../../test/header-user-app';

/**
 * Cheers and comments over HTTP, as each kind of viewer would attack them: the activity's
 * rule (drizzle/policies/activities.sql) decides who may see, cheer and comment; blocks hide
 * everything both ways, mutes hide the muted person's comments, a restricted person's comment
 * waits for the owner (drizzle/policies/activity_comments.sql).
 */
describe.each(smokeEngines)('cheers and comments API on $name', (engine) => {
  const { db, send, person } = useHeaderUserApp(engine);

  /** A journey of `owner` with this visibility; the id of its "journey.created" activity. */
  const activityOf = async (owner: string, visibility: 'public' | 'followers' | 'private') => {
    const created = await send('POST', '/journeys', owner, {
      title: `Road ${visibility}`,
      visibility,
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = timelinePageSchema.parse((await send('GET', '/timeline?tab=mine', owner)).json());
    const item = mine.items[0];
    if (!item) throw new Error('no activity');
    return item.id;
  };
  const comments = async (viewer: string | null, activityId: string) => {
    const response = await send('GET', `/activities/${activityId}/comments`, viewer);
    return {
      status: response.statusCode,
      page: response.statusCode === 200 ? commentPageSchema.parse(response.json()) : null,
    };
  };
  const bodiesFor = async (viewer: string | null, activityId: string) =>
    ((await comments(viewer, activityId)).page?.items ?? []).map((comment) => comment.body);
  const comment = async (author: string, activityId: string, body: string) => {
    const response = await send('POST', `/activities/${activityId}/comments`, author, { body });
    expect(response.statusCode, response.body).toBe(201);
    return commentSchema.parse(response.json());
  };

  it('cheers once per person, toggles, and shows counts on the timeline', async () => {
    const owner = await person();
    const [fan, other] = [await person(), await person()];
    await createFollow(db(), { userId: owner, followerId: fan });
    await createFollow(db(), { userId: owner, followerId: other });
    const activity = await activityOf(owner, 'public');
    for (let i = 0; i < 2; i += 1) {
      const cheered = await send('PUT', `/activities/${activity}/cheer`, fan);
      expect(cheered.statusCode, cheered.body).toBe(200);
      expect(cheersSchema.parse(cheered.json())).toEqual({ count: 1, cheeredByMe: true });
    }
    await send('PUT', `/activities/${activity}/cheer`, other);
    await comment(fan, activity, 'Well done!');
    const timeline = timelinePageSchema.parse((await send('GET', '/timeline', fan)).json());
    expect(timeline.items.find((item) => item.id === activity)).toMatchObject({
      cheers: { count: 2, cheeredByMe: true },
      commentCount: 1,
    });
    const removed = await send('DELETE', `/activities/${activity}/cheer`, fan);
    expect(cheersSchema.parse(removed.json())).toEqual({ count: 1, cheeredByMe: false });
    const again = await send('DELETE', `/activities/${activity}/cheer`, fan);
    expect(again.statusCode).toBe(200);
  });

  it('lets only those who may see an activity cheer, comment or read its thread', async () => {
    const owner = await person();
    const [fan, stranger, blockedByOwner, blocker] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    for (const follower of [fan, blockedByOwner, blocker]) {
      await createFollow(db(), { userId: owner, followerId: follower });
    }
    await createBlock(db(), { userId: owner, blockedUserId: blockedByOwner });
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    const diary = await activityOf(owner, 'private');
    const friends = await activityOf(owner, 'followers');
    const open = await activityOf(owner, 'public');

    // Private: nobody but the owner. Followers only: not a stranger. Blocks: nothing either way.
    const denied: [string | null, string][] = [
      [fan, diary],
      [stranger, diary],
      [stranger, friends],
      [blockedByOwner, open],
      [blocker, open],
      [null, friends],
    ];
    for (const [viewer, activity] of denied) {
      expect((await comments(viewer, activity)).status).toBe(404);
      if (viewer === null) continue;
      expect((await send('PUT', `/activities/${activity}/cheer`, viewer)).statusCode).toBe(404);
      const posted = await send('POST', `/activities/${activity}/comments`, viewer, { body: 'hi' });
      expect(posted.statusCode).toBe(404);
    }
    // Past the service, the policy itself refuses the write.
    await expect(
      withUser(db(), stranger, (tx) =>
        tx.execute(
          sql`insert into activity_cheers (activity_id, user_id) values (${friends}, ${stranger})`,
        ),
      ),
    ).rejects.toThrow();
    await expect(
      withUser(db(), stranger, (tx) =>
        tx.execute(sql`insert into activity_comments (activity_id, owner_id, author_id, body)
                       values (${diary}, ${stranger}, ${stranger}, 'sneaky')`),
      ),
    ).rejects.toThrow();

    // Allowed: the follower on followers-only, anyone (signed out too) reading a public thread.
    await comment(fan, friends, 'Go on!');
    expect(await bodiesFor(fan, friends)).toEqual(['Go on!']);
    expect(await bodiesFor(owner, friends)).toEqual(['Go on!']);
    await comment(fan, open, 'Public cheer');
    expect(await bodiesFor(null, open)).toEqual(['Public cheer']);
    expect(await bodiesFor(stranger, open)).toEqual(['Public cheer']);
    // Signed out: no writes.
    expect((await send('PUT', `/activities/${open}/cheer`, null)).statusCode).toBe(401);
    expect(
      (await send('POST', `/activities/${open}/comments`, null, { body: 'x' })).statusCode,
    ).toBe(401);
  });

  it('hides comments across blocks and mutes (until the mute ends)', async () => {
    const owner = await person();
    const [author, blockedReader, muter] = [await person(), await person(), await person()];
    const activity = await activityOf(owner, 'public');
    await comment(author, activity, 'From the author');
    // The reader blocked the author: neither sees the other's comments.
    await createBlock(db(), { userId: blockedReader, blockedUserId: author });
    expect(await bodiesFor(blockedReader, activity)).toEqual([]);
    await comment(blockedReader, activity, 'From the blocker');
    expect(await bodiesFor(author, activity)).toEqual(['From the author']);
    expect(await bodiesFor(owner, activity)).toEqual(['From the author', 'From the blocker']);
    // The timeline's count follows the same rule.
    const countFor = async (viewer: string) =>
      timelinePageSchema
        .parse((await send('GET', '/timeline?tab=everyone', viewer)).json())
        .items.find((item) => item.id === activity)?.commentCount;
    expect(await countFor(author)).toBe(1);

    const muted = await send('PUT', `/profiles/${author}/mute`, muter, { duration: '7d' });
    expect(muted.statusCode, muted.body).toBe(204);
    expect(await bodiesFor(muter, activity)).toEqual(['From the blocker']);
    await db().execute(sql`update muted_users set expires_at = now() - interval '1 minute'
                   where user_id = ${muter} and muted_user_id = ${author}`);
    expect(await bodiesFor(muter, activity)).toEqual(['From the author', 'From the blocker']);
  });

  it("holds a restricted person's comment for the owner's approval", async () => {
    const owner = await person();
    const [restricted, third, fan] = [await person(), await person(), await person()];
    const activity = await activityOf(owner, 'public');
    expect((await send('POST', `/profiles/${restricted}/restrict`, owner)).statusCode).toBe(204);
    const waiting = await comment(restricted, activity, 'Let me in');
    expect(waiting.pending).toBe(true);
    expect(await bodiesFor(restricted, activity)).toEqual(['Let me in']);
    expect(await bodiesFor(third, activity)).toEqual([]);
    expect(await bodiesFor(null, activity)).toEqual([]);
    const ownerView = (await comments(owner, activity)).page?.items[0];
    expect(ownerView).toMatchObject({ pending: true, canApprove: true, canDelete: true });

    // Nobody but the owner approves, not even through the table.
    for (const intruder of [restricted, third, fan]) {
      const tried = await send('POST', `/comments/${waiting.id}/approve`, intruder);
      expect([403, 404]).toContain(tried.statusCode);
    }
    await withUser(db(), restricted, (tx) =>
      tx.execute(sql`update activity_comments set pending = false where id = ${waiting.id}`),
    );
    expect(await bodiesFor(third, activity)).toEqual([]);
    expect((await send('POST', `/comments/${waiting.id}/approve`, null)).statusCode).toBe(401);

    const approved = await send('POST', `/comments/${waiting.id}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(commentSchema.parse(approved.json()).pending).toBe(false);
    expect(await bodiesFor(third, activity)).toEqual(['Let me in']);
  });

  it('deletes a comment for its author or the owner of the activity only', async () => {
    const owner = await person();
    const [author, other] = [await person(), await person()];
    const activity = await activityOf(owner, 'public');
    const first = await comment(author, activity, 'First');
    const second = await comment(author, activity, 'Second');
    const mine = await comment(other, activity, 'Mine');

    expect((await send('DELETE', `/comments/${first.id}`, other)).statusCode).toBe(403);
    expect((await send('DELETE', `/comments/${first.id}`, null)).statusCode).toBe(401);
    // The policy alone refuses it too.
    await withUser(db(), other, (tx) =>
      tx.execute(sql`delete from activity_comments where id = ${first.id}`),
    );
    expect(await bodiesFor(other, activity)).toEqual(['First', 'Second', 'Mine']);

    expect((await send('DELETE', `/comments/${first.id}`, author)).statusCode).toBe(204);
    expect((await send('DELETE', `/comments/${second.id}`, owner)).statusCode).toBe(204);
    expect((await send('DELETE', `/comments/${mine.id}`, other)).statusCode).toBe(204);
    expect(await bodiesFor(owner, activity)).toEqual([]);
    expect((await send('DELETE', `/comments/${mine.id}`, other)).statusCode).toBe(404);
  });

  it('answers bad comments with a clear 400', async () => {
    const owner = await person();
    const activity = await activityOf(owner, 'public');
    for (const body of [
      { body: '   ' },
      { body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
      { body: 'Morning\u0000run' },
      { body: 'Morning \uD83C run' },
      {},
      { body: 3 },
    ]) {
      const response = await send('POST', `/activities/${activity}/comments`, owner, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await send('GET', '/activities/not-a-uuid/comments', owner)).statusCode).toBe(400);
    expect(
      (await send('GET', `/activities/${activity}/comments?cursor=junk`, owner)).statusCode,
    ).toBe(400);
    const trimmed = await comment(owner, activity, '  Nice  ');
    expect(trimmed.body).toBe('Nice');
  });

  it('links mentions of people who exist and may see the activity, and pages oldest first', async () => {
    const owner = await person({ username: `ada_${Date.now() % 100000}` });
    const [fan, outsider] = [
      await person({ username: `bob_${Date.now() % 100000}` }),
      await person({ username: `eve_${Date.now() % 100000}` }),
    ];
    await createFollow(db(), { userId: owner, followerId: fan });
    const activity = await activityOf(owner, 'followers');
    const ownerName = (
      await db().execute<{ username: string }>(
        sql`select username from profiles where id = ${owner}`,
      )
    ).rows[0]?.username;
    const outsiderName = (
      await db().execute<{ username: string }>(
        sql`select username from profiles where id = ${outsider}`,
      )
    ).rows[0]?.username;
    const posted = await comment(
      fan,
      activity,
      `@${ownerName} and @${outsiderName} and @nobody_here`,
    );
    expect(posted.mentions).toEqual([{ id: owner, username: ownerName }]);

    for (let i = 0; i < 22; i += 1) await comment(owner, activity, `Reply ${i}`);
    const first = await comments(fan, activity);
    expect(first.page?.items).toHaveLength(20);
    expect(first.page?.items[0]?.body).toContain('@');
    const cursor = first.page?.nextCursor;
    expect(cursor).toBeTruthy();
    const second = await send('GET', `/activities/${activity}/comments?cursor=${cursor}`, fan);
    expect(commentPageSchema.parse(second.json()).items.map((c) => c.body)).toEqual([
      'Reply 19',
      'Reply 20',
      'Reply 21',
    ]);
  });
});
