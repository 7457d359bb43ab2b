import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@/db/schema';
import { withUser } from '@/db/with-user';
import { engines, type TestDatabase } from '../../test/engines';
import { createAccountRow, createProfile } from '../../test/factories';

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe.each(engines)('row-level security on profiles ($name)', (engine) => {
  let testDb: TestDatabase;
  let alice: Awaited<ReturnType<typeof createProfile>>;
  let bob: Awaited<ReturnType<typeof createProfile>>;
  let publicPerson: Awaited<ReturnType<typeof createProfile>>;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await engine.open();
    alice = await createProfile(db(), { visibility: 'private', fullName: 'Alice' });
    bob = await createProfile(db(), { visibility: 'private', fullName: 'Bob' });
    publicPerson = await createProfile(db(), { visibility: 'public' });
    await createProfile(db(), { visibility: 'followers' });
  });
  afterAll(() => testDb.dispose());

  const visibleTo = (userId: string | null) =>
    withUser(db(), userId, (tx) => tx.select({ id: profiles.id }).from(profiles));

  it('shows a signed-out visitor only public profiles', async () => {
    expect(idsOf(await visibleTo(null))).toEqual([publicPerson.id]);
  });

  it("shows a user their own private profile but not someone else's", async () => {
    expect(idsOf(await visibleTo(alice.id))).toEqual(idsOf([alice, publicPerson]));
  });

  it('treats an empty app.user_id as no user', async () => {
    const rows = await db().transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      await tx.execute(sql`select set_config('app.user_id', '', true)`);
      return tx.select({ id: profiles.id }).from(profiles);
    });
    expect(idsOf(rows)).toEqual([publicPerson.id]);
  });

  it('confines an update without a WHERE clause to the signed-in user', async () => {
    const updated = await withUser(db(), alice.id, (tx) =>
      tx.execute<{ id: string }>(sql`update profiles set full_name = 'x' returning id`),
    );
    expect(idsOf(updated.rows)).toEqual([alice.id]);

    const [bobNow] = await db().select().from(profiles).where(eq(profiles.id, bob.id));
    expect(bobNow?.fullName).toBe('Bob');
  });

  it("cannot update another user's row even when naming it", async () => {
    const updated = await withUser(db(), alice.id, (tx) =>
      tx
        .update(profiles)
        .set({ bio: 'hijacked' })
        .where(eq(profiles.id, publicPerson.id))
        .returning(),
    );
    expect(updated).toEqual([]);
  });

  // Profiles are created at sign-up and deleted with the account, both by the server
  // (migration 0011): a request's role may not do either, not even to its own row.
  it("refuses to delete profiles, even without a WHERE clause or one's own", async () => {
    await expect(
      withUser(db(), alice.id, (tx) => tx.delete(profiles).returning({ id: profiles.id })),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    const remaining = await db().select({ id: profiles.id }).from(profiles);
    expect(idsOf(remaining)).toEqual(expect.arrayContaining(idsOf([alice, bob, publicPerson])));
  });

  it('refuses to insert a profile for someone else', async () => {
    await expect(
      withUser(db(), alice.id, (tx) => tx.insert(profiles).values({ id: randomUUID() })),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
  });

  it('refuses to insert even their own profile: sign-up creates it', async () => {
    const id = await createAccountRow(db());
    await expect(
      withUser(db(), id, (tx) =>
        tx.insert(profiles).values({ id, username: `self_${id.slice(0, 8)}` }),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
  });

  it.each(['users', 'sessions', 'accounts', 'verifications', 'jwks'])(
    'gives app_user no access to the server-internal %s table',
    async (table) => {
      await expect(
        withUser(db(), alice.id, (tx) => tx.execute(sql`select * from ${sql.identifier(table)}`)),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
    },
  );

  it('refuses anonymous writes', async () => {
    await expect(
      withUser(db(), null, (tx) => tx.insert(profiles).values({ id: randomUUID() })),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    await expect(
      withUser(db(), null, (tx) => tx.delete(profiles).returning()),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
  });

  it('resets the role and user after the transaction', async () => {
    await visibleTo(alice.id);
    const result = await db().execute<{ role: string; userId: string | null }>(
      sql`select current_user as role, nullif(current_setting('app.user_id', true), '') as "userId"`,
    );
    expect(result.rows[0]?.role).not.toBe('app_user');
    expect(result.rows[0]?.userId).toBeNull();
  });

  it('rejects a malformed user id before touching the database', async () => {
    await expect(visibleTo('not-a-uuid')).rejects.toThrow();
  });

  it('keeps usernames unique regardless of case', async () => {
    await createProfile(db(), { username: 'Ada' });
    await expect(createProfile(db(), { username: 'ada' })).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });

  it('refuses an unknown visibility', async () => {
    await expect(
      db().execute(sql`insert into profiles (id, visibility) values (${randomUUID()}, 'everyone')`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });

  it('refreshes updated_at on every update', async () => {
    const profile = await createProfile(db(), { updatedAt: new Date('2020-01-01T00:00:00Z') });
    const [updated] = await withUser(db(), profile.id, (tx) =>
      tx.update(profiles).set({ bio: 'new' }).where(eq(profiles.id, profile.id)).returning(),
    );
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(profile.updatedAt.getTime());
  });
});
