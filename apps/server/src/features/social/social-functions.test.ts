import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUser } from '@/db/with-user';
import { engines, type TestDatabase } from '../../../test/engines';
import {
  createBlock,
  createConnection,
  createFollow,
  createProfile,
} from '../../../test/factories';

/** Each privileged function does its one job for the caller, and nothing for anyone else. */
describe.each(engines)('privileged social functions ($name)', (engine) => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  const person = async (visibility: 'public' | 'followers' | 'private' = 'public') =>
    (await createProfile(db(), { visibility })).id;
  /** Runs one statement as `userId`; its first column, or 'error' when refused. */
  const as = async (userId: string | null, query: ReturnType<typeof sql>) => {
    try {
      return await withUser(db(), userId, async (tx) => {
        const result = await tx.execute<Record<string, unknown>>(query);
        const first = result.rows[0];
        return first ? Object.values(first)[0] : undefined;
      });
    } catch {
      return 'error';
    }
  };
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db().execute<{ n: number }>(query)).rows[0]?.n);
  const follow = (from: string, to: string) => createFollow(db(), { userId: to, followerId: from });
  const ask = (from: string, to: string, status: 'pending' | 'accepted' = 'pending') =>
    createConnection(db(), { userId: from, connectedUserId: to, status });

  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());

  it('social_follow: follows as the caller, a request for private profiles, never oneself, unknown or blocked', async () => {
    const [ada, open, closed] = [await person(), await person(), await person('private')];
    expect(await as(ada, sql`select app.social_follow(${open})`)).toBe('accepted');
    expect(await as(ada, sql`select app.social_follow(${closed})`)).toBe('pending');
    expect(await as(ada, sql`select app.social_follow(${ada})`)).toBe('error');
    expect(await as(ada, sql`select app.social_follow(${crypto.randomUUID()})`)).toBe('error');
    expect(await as(null, sql`select app.social_follow(${open})`)).toBe('error');
    const blocker = await person();
    await createBlock(db(), { userId: blocker, blockedUserId: ada });
    expect(await as(ada, sql`select app.social_follow(${blocker})`)).toBe('error');
    expect(
      await count(sql`select count(*)::int as n from followers where follower_id = ${ada}`),
    ).toBe(2);
  });

  it('social_unfollow: removes only the caller’s own follow', async () => {
    const [ada, bob, star] = [await person(), await person(), await person()];
    await follow(ada, star);
    await follow(bob, star);
    expect(await as(ada, sql`select app.social_unfollow(${star})`)).toBe(true);
    expect(await as(ada, sql`select app.social_unfollow(${star})`)).toBe(false);
    expect(await count(sql`select count(*)::int as n from followers where user_id = ${star}`)).toBe(
      1,
    );
  });

  it('social_accept_connection: accepts only a request addressed to the caller', async () => {
    const [ada, bob, cy] = [await person(), await person(), await person()];
    await ask(ada, bob);
    expect(await as(cy, sql`select app.social_accept_connection(${ada})`)).toBe(false);
    expect(await as(ada, sql`select app.social_accept_connection(${bob})`)).toBe(false);
    expect(await as(bob, sql`select app.social_accept_connection(${ada})`)).toBe(true);
    expect(
      await count(
        sql`select count(*)::int as n from connections where user_id = ${ada} and status = 'accepted'`,
      ),
    ).toBe(1);
  });

  it('social_remove_connection and social_set_connection_type: only rows addressed to the caller', async () => {
    const [ada, bob, cy] = [await person(), await person(), await person()];
    await ask(ada, bob, 'accepted');
    expect(await as(cy, sql`select app.social_set_connection_type(${ada}, 'family')`)).toBe(false);
    expect(await as(bob, sql`select app.social_set_connection_type(${ada}, 'family')`)).toBe(true);
    expect(await as(bob, sql`select app.social_set_connection_type(${ada}, 'enemy')`)).toBe(
      'error',
    );
    expect(await as(cy, sql`select app.social_remove_connection(${ada})`)).toBe(false);
    expect(
      await count(sql`select count(*)::int as n from connections where user_id = ${ada}`),
    ).toBe(1);
    expect(await as(bob, sql`select app.social_remove_connection(${ada})`)).toBe(true);
    expect(
      await count(sql`select count(*)::int as n from connections where user_id = ${ada}`),
    ).toBe(0);
  });

  it('social_sever: only after the caller’s own block, and only between the two', async () => {
    const [ada, bob, cy] = [await person(), await person(), await person()];
    await follow(ada, bob);
    await follow(bob, ada);
    await follow(cy, bob);
    await ask(bob, ada);
    expect(await as(ada, sql`select app.social_sever(${bob})`)).toBe('error');
    await createBlock(db(), { userId: ada, blockedUserId: bob });
    await as(ada, sql`select app.social_sever(${bob})::text`);
    expect(
      await count(
        sql`select count(*)::int as n from followers where ${ada} in (user_id, follower_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from connections where ${ada} in (user_id, connected_user_id)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from followers where follower_id = ${cy}`),
    ).toBe(1);
  });

  it('profile_cards and is_blocked_with: signed-in callers only, and only about themselves', async () => {
    const [ada, bob, closed] = [await person(), await person(), await person('private')];
    expect(
      await as(null, sql`select count(*)::int from app.profile_cards(array[${closed}]::uuid[])`),
    ).toBe(0);
    expect(
      await as(ada, sql`select count(*)::int from app.profile_cards(array[${closed}]::uuid[])`),
    ).toBe(1);
    await createBlock(db(), { userId: closed, blockedUserId: ada });
    expect(
      await as(ada, sql`select count(*)::int from app.profile_cards(array[${closed}]::uuid[])`),
    ).toBe(0);
    expect(await as(ada, sql`select app.is_blocked_with(${closed})`)).toBe(true);
    // A third person cannot learn about the block between them.
    expect(await as(bob, sql`select app.is_blocked_with(${closed})`)).toBe(false);
  });

  it('keeps follower counts through accept, unfollow and account deletion', async () => {
    const [ada, star] = [await person(), await person('private')];
    expect(await as(ada, sql`select app.social_follow(${star})`)).toBe('pending');
    const counts = () =>
      db().execute<{ followers: number; following: number }>(
        sql`select followers, following from social_counts where user_id = ${star}`,
      );
    expect((await counts()).rows[0]?.followers ?? 0).toBe(0);
    await as(
      star,
      sql`update followers set status = 'accepted' where follower_id = ${ada} returning 1`,
    );
    expect((await counts()).rows[0]?.followers).toBe(1);
    await db().execute(sql`delete from users where id = ${ada}`);
    expect((await counts()).rows[0]?.followers).toBe(0);
  });
});
