import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@waymark/shared/errors';
import {
  cardPageSchema,
  moderationListSchema,
  pendingRequestsSchema,
  profileViewSchema,
} from '@waymark/shared/social/contracts';
import { profileAccess, viewerRelations } from '@waymark/shared/social/rules';
import { profileVisibilities } from '@waymark/shared/profiles';
import { userSettings } from '@/db/tables/settings';
import { smokeEngines } from '../../../test/engines';
import { createFollow, createJourney } from '../../../test/factories';
import { useHeaderUserApp } from '../../../test/header-user-app';

describe.each(smokeEngines)('social API on $name', (engine) => {
  const { db, send, person } = useHeaderUserApp(engine);
  const view = async (viewer: string | null, id: string, query = '') => {
    const response = await send('GET', `/profiles/${id}/social${query}`, viewer);
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const errorOf = (body: string) => errorBodySchema.parse(JSON.parse(body)).error;

  it('follows a public profile at once and unfollows, counting both sides', async () => {
    const [ada, bob] = [await person(), await person({ visibility: 'public' })];
    const followed = await send('PUT', `/profiles/${bob}/follow`, ada);
    expect(followed.json()).toEqual({ following: 'following' });

    const seen = profileViewSchema.parse((await view(ada, bob)).body);
    expect(seen.relationship.following).toBe('following');
    expect(seen.stats).toEqual({ followers: 1, following: 0, journeys: 0 });
    const mine = profileViewSchema.parse((await view(ada, ada)).body);
    expect(mine.stats).toEqual({ followers: 0, following: 1, journeys: 0 });

    const bobSeesAda = profileViewSchema.parse((await view(bob, ada)).body);
    expect(bobSeesAda.relationship.followsMe).toBe(true);

    expect((await send('DELETE', `/profiles/${bob}/follow`, ada)).statusCode).toBe(204);
    expect(profileViewSchema.parse((await view(ada, bob)).body).stats.followers).toBe(0);
    expect((await send('DELETE', `/profiles/${bob}/follow`, ada)).statusCode).toBe(404);
  });

  it('turns a follow of a private profile into a request the owner accepts or declines', async () => {
    const [ada, bob, cy] = [
      await person(),
      await person({ visibility: 'private' }),
      await person(),
    ];
    expect((await send('PUT', `/profiles/${bob}/follow`, ada)).json()).toEqual({
      following: 'requested',
    });
    const stranger = profileViewSchema.parse((await view(ada, bob)).body);
    expect(stranger.details).toBeNull();
    expect(stranger.card.fullName).not.toBeNull();
    expect(stranger.relationship.following).toBe('requested');

    await send('PUT', `/profiles/${bob}/follow`, cy);
    const requests = pendingRequestsSchema.parse(
      (await send('GET', '/me/social/requests', bob)).json(),
    );
    expect(requests.follows.map((card) => card.id).sort()).toEqual([ada, cy].sort());

    expect((await send('POST', `/me/follow-requests/${ada}/accept`, bob)).statusCode).toBe(204);
    expect((await send('DELETE', `/me/follow-requests/${cy}`, bob)).statusCode).toBe(204);
    expect((await send('POST', `/me/follow-requests/${cy}/accept`, bob)).statusCode).toBe(404);

    const follower = profileViewSchema.parse((await view(ada, bob)).body);
    expect(follower.relationship.following).toBe('following');
    expect(follower.details).not.toBeNull();
    expect(profileViewSchema.parse((await view(cy, bob)).body).details).toBeNull();

    // Removing a follower takes the details away again.
    expect((await send('DELETE', `/me/followers/${ada}`, bob)).statusCode).toBe(204);
    expect(profileViewSchema.parse((await view(ada, bob)).body).details).toBeNull();
  });

  it('asks for approval when the owner chose to approve followers', async () => {
    const [ada, bob] = [await person(), await person({ visibility: 'public' })];
    await db().insert(userSettings).values({ userId: bob, whoCanFollow: 'approval' });
    expect((await send('PUT', `/profiles/${bob}/follow`, ada)).json()).toEqual({
      following: 'requested',
    });
  });

  it('refuses bad follows with clear messages and no database text', async () => {
    const ada = await person();
    const self = await send('PUT', `/profiles/${ada}/follow`, ada);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self.body).message).toBe('You cannot follow yourself');

    const bob = await person();
    await send('PUT', `/profiles/${bob}/follow`, ada);
    const twice = await send('PUT', `/profiles/${bob}/follow`, ada);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice.body).message).toBe('You already follow this person or asked to');

    const unknown = await send('PUT', `/profiles/${crypto.randomUUID()}/follow`, ada);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown.body).message).toBe('Profile not found');

    expect((await send('PUT', '/profiles/not-a-uuid/follow', ada)).statusCode).toBe(400);
    const signedOut = await send('PUT', `/profiles/${bob}/follow`, null);
    expect(signedOut.statusCode).toBe(401);
    expect(errorOf(signedOut.body).message).toBe('Not authenticated');
  });

  it('connects with a type: request, accept, change type from either side, remove', async () => {
    const [ada, bob] = [await person(), await person()];
    const missing = await send('POST', `/profiles/${bob}/connection`, ada, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing.body).details?.[0]).toMatchObject({ path: 'connectionType' });

    expect(
      (await send('POST', `/profiles/${bob}/connection`, ada, { connectionType: 'mentor' }))
        .statusCode,
    ).toBe(204);
    const outgoing = profileViewSchema.parse((await view(ada, bob)).body).relationship;
    expect(outgoing.connection).toEqual({ status: 'outgoing', connectionType: 'mentor' });
    const incoming = profileViewSchema.parse((await view(bob, ada)).body).relationship;
    expect(incoming.connection).toEqual({ status: 'incoming', connectionType: 'mentor' });

    // The same pair the other way round is a duplicate.
    const reverse = await send('POST', `/profiles/${ada}/connection`, bob, {
      connectionType: 'friend',
    });
    expect(reverse.statusCode).toBe(409);
    // The asker cannot accept their own request.
    expect((await send('POST', `/profiles/${bob}/connection/accept`, ada)).statusCode).toBe(404);
    expect((await send('POST', `/profiles/${ada}/connection/accept`, bob)).statusCode).toBe(204);

    expect(
      (await send('PATCH', `/profiles/${ada}/connection`, bob, { connectionType: 'colleague' }))
        .statusCode,
    ).toBe(204);
    expect(profileViewSchema.parse((await view(ada, bob)).body).relationship.connection).toEqual({
      status: 'connected',
      connectionType: 'colleague',
    });
    expect(
      (await send('PATCH', `/profiles/${bob}/connection`, ada, { connectionType: 'teammate' }))
        .statusCode,
    ).toBe(204);

    expect((await send('DELETE', `/profiles/${ada}/connection`, bob)).statusCode).toBe(204);
    expect(profileViewSchema.parse((await view(ada, bob)).body).relationship.connection).toBeNull();
    expect((await send('DELETE', `/profiles/${ada}/connection`, bob)).statusCode).toBe(404);
    const self = await send('POST', `/profiles/${ada}/connection`, ada, {
      connectionType: 'friend',
    });
    expect(self.statusCode).toBe(400);
  });

  it('blocks: removes follows, connections and requests both ways; 404 for the blocked; unblock restores nothing', async () => {
    const [ada, bob] = [await person(), await person({ visibility: 'public' })];
    await send('PUT', `/profiles/${bob}/follow`, ada);
    await send('PUT', `/profiles/${ada}/follow`, bob);
    await send('POST', `/profiles/${ada}/connection`, bob, { connectionType: 'friend' });

    expect((await send('POST', `/profiles/${ada}/block`, bob)).statusCode).toBe(204);
    expect((await send('POST', `/profiles/${ada}/block`, bob)).statusCode).toBe(409);
    const rows = await db().execute<{ n: number }>(sql`
      select (select count(*) from followers where ${ada} in (user_id, follower_id))::int
           + (select count(*) from connections where ${ada} in (user_id, connected_user_id))::int as n`);
    expect(rows.rows[0]?.n).toBe(0);

    expect((await view(ada, bob)).status).toBe(404);
    const profile = await send('GET', `/profiles/${bob}`, ada);
    expect(profile.statusCode).toBe(404);
    expect((await send('PUT', `/profiles/${bob}/follow`, ada)).statusCode).toBe(404);
    expect(
      (await send('POST', `/profiles/${bob}/connection`, ada, { connectionType: 'friend' }))
        .statusCode,
    ).toBe(404);
    // I still see whom I blocked, to undo it.
    const blocker = profileViewSchema.parse((await view(bob, ada)).body);
    expect(blocker.relationship.blockedByMe).toBe(true);
    expect(blocker.details).toBeNull();
    const list = moderationListSchema.parse((await send('GET', '/me/social/blocked', bob)).json());
    expect(list.items.map((item) => item.id)).toEqual([ada]);

    expect((await send('DELETE', `/profiles/${ada}/block`, bob)).statusCode).toBe(204);
    const after = profileViewSchema.parse((await view(ada, bob)).body);
    expect(after.relationship.following).toBe('none');
    expect(after.relationship.followsMe).toBe(false);
    expect((await send('PUT', `/profiles/${bob}/follow`, ada)).json()).toEqual({
      following: 'following',
    });
  });

  it('restricts and mutes with a duration, lists them and undoes them', async () => {
    const [ada, bob] = [await person(), await person()];
    expect((await send('POST', `/profiles/${bob}/restrict`, ada)).statusCode).toBe(204);
    expect((await send('POST', `/profiles/${bob}/restrict`, ada)).statusCode).toBe(409);
    expect((await send('PUT', `/profiles/${bob}/mute`, ada, { duration: '7d' })).statusCode).toBe(
      204,
    );
    const bad = await send('PUT', `/profiles/${bob}/mute`, ada, { duration: '2d' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body).details?.[0]?.path).toBe('duration');

    const relationship = profileViewSchema.parse((await view(ada, bob)).body).relationship;
    expect(relationship.restrictedByMe).toBe(true);
    const until = Date.parse(String(relationship.mutedUntil));
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(7.1 * 86_400_000);
    // They are not told.
    const theirs = profileViewSchema.parse((await view(bob, ada)).body).relationship;
    expect(theirs.mutedUntil).toBeNull();
    expect(theirs.restrictedByMe).toBe(false);

    await send('PUT', `/profiles/${bob}/mute`, ada, { duration: 'forever' });
    const muted = moderationListSchema.parse((await send('GET', '/me/social/muted', ada)).json());
    expect(muted.items).toMatchObject([{ id: bob, until: null }]);
    const restricted = moderationListSchema.parse(
      (await send('GET', '/me/social/restricted', ada)).json(),
    );
    expect(restricted.items.map((item) => item.id)).toEqual([bob]);

    expect((await send('DELETE', `/profiles/${bob}/mute`, ada)).statusCode).toBe(204);
    expect((await send('DELETE', `/profiles/${bob}/restrict`, ada)).statusCode).toBe(204);
    expect((await send('DELETE', `/profiles/${bob}/restrict`, ada)).statusCode).toBe(404);
    expect(
      moderationListSchema.parse((await send('GET', '/me/social/muted', ada)).json()).items,
    ).toEqual([]);
  });

  it('pages followers 50 at a time by keyset, newest first, without blocked people', async () => {
    const star = await person({ visibility: 'public' });
    const fans: string[] = [];
    for (let index = 0; index < 53; index += 1) fans.push(await person());
    // Seeded directly with distinct times (the superuser is past the guards, as seeding must be).
    const now = Date.now();
    for (const [index, fan] of fans.entries()) {
      await createFollow(db(), {
        userId: star,
        followerId: fan,
        createdAt: new Date(now - index * 1000),
      });
    }
    const viewer = fans[0] ?? '';
    await send('POST', `/profiles/${viewer}/block`, fans[5] ?? '');

    const first = cardPageSchema.parse(
      (await send('GET', `/profiles/${star}/followers`, viewer)).json(),
    );
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.id).toBe(fans[0]);
    expect(first.items.map((item) => item.id)).not.toContain(fans[5]);
    const second = cardPageSchema.parse(
      (await send('GET', `/profiles/${star}/followers?cursor=${first.nextCursor}`, viewer)).json(),
    );
    expect(second.nextCursor).toBeNull();
    expect(second.items.map((item) => item.id)).toEqual(fans.slice(51));
    const stats = profileViewSchema.parse((await view(viewer, star)).body).stats;
    expect(stats.followers).toBe(53);

    const following = cardPageSchema.parse(
      (await send('GET', `/profiles/${viewer}/following`, viewer)).json(),
    );
    expect(following.items.map((item) => item.id)).toEqual([star]);
    expect((await send('GET', `/profiles/${star}/followers?cursor=zzz`, viewer)).statusCode).toBe(
      400,
    );
    expect((await send('GET', `/profiles/${star}/followers`, null)).statusCode).toBe(401);
  });

  it('shows a signed-out visitor public profiles only, and nothing of the lists', async () => {
    const open = await person({ visibility: 'public' });
    const closed = await person({ visibility: 'followers' });
    expect(profileViewSchema.parse((await view(null, open)).body).details).not.toBeNull();
    expect((await view(null, closed)).status).toBe(404);
  });

  it('previews one’s own profile exactly as the shared rule says others see it', async () => {
    for (const visibility of profileVisibilities) {
      const me = await person({ visibility });
      for (const relation of viewerRelations.filter((r) => r !== 'self')) {
        const access = profileAccess(visibility, relation);
        const preview = await view(me, me, `?as=${relation}`);
        expect(preview.status).toBe(access.visible ? 200 : 404);
        if (access.visible) {
          expect(profileViewSchema.parse(preview.body).details !== null).toBe(access.details);
        }
      }
    }
    const [ada, bob] = [await person(), await person()];
    expect((await view(ada, bob, '?as=stranger')).status).toBe(400);
  });

  it('agrees with the shared rule for real strangers, followers and blocked people', async () => {
    for (const visibility of profileVisibilities) {
      const owner = await person({ visibility });
      const [stranger, fan, blocked] = [await person(), await person(), await person()];
      await createFollow(db(), { userId: owner, followerId: fan });
      await send('POST', `/profiles/${blocked}/block`, owner);
      const cases = [
        [stranger, 'stranger'],
        [fan, 'follower'],
        [blocked, 'blocked'],
        [null, 'anonymous'],
      ] as const;
      for (const [viewer, relation] of cases) {
        const access = profileAccess(visibility, relation);
        const seen = await view(viewer, owner);
        // Signed-out visitors get 404 for anything not public; signed-in people see the card.
        expect(seen.status, `${visibility} as ${relation}`).toBe(access.visible ? 200 : 404);
        if (access.visible) {
          expect(profileViewSchema.parse(seen.body).details !== null).toBe(access.details);
        }
      }
    }
  });

  it('counts the journeys each viewer may see, and none where the details are hidden', async () => {
    const owner = await person({ visibility: 'public' });
    const [stranger, fan] = [await person(), await person()];
    for (const visibility of ['public', 'public', 'followers', 'private'] as const) {
      await createJourney(db(), { ownerId: owner, title: `A ${visibility} one`, visibility });
    }
    await send('PUT', `/profiles/${owner}/follow`, fan);
    const journeysFor = async (viewer: string | null, query = '') =>
      profileViewSchema.parse((await view(viewer, owner, query)).body).stats.journeys;
    expect(await journeysFor(null)).toBe(2);
    expect(await journeysFor(stranger)).toBe(2);
    expect(await journeysFor(fan)).toBe(3);
    expect(await journeysFor(owner)).toBe(4);
    expect(await journeysFor(owner, '?as=follower')).toBe(3);
    expect(await journeysFor(owner, '?as=stranger')).toBe(2);

    const closed = await person({ visibility: 'private' });
    await createJourney(db(), { ownerId: closed, title: 'Hidden', visibility: 'public' });
    expect(profileViewSchema.parse((await view(stranger, closed)).body).stats.journeys).toBeNull();
  });

  it('files a report about someone, not about oneself', async () => {
    const [ada, bob] = [await person(), await person()];
    expect(
      (await send('POST', `/profiles/${bob}/report`, ada, { reason: 'spam', details: 'Links' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await send('POST', `/profiles/${ada}/report`, ada, { reason: 'spam' })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', `/profiles/${bob}/report`, ada, { reason: 'nope' })).statusCode,
    ).toBe(400);
  });
});
