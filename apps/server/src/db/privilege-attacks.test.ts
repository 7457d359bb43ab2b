import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withUser } from '@/db/with-user';
import { createUser, postJson, testOrigin, type TestUser } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { engines, type TestDatabase } from '../../test/engines';
import { createFollow, createProfile, createSubscription } from '../../test/factories';
import { enrolTotp, generousRateLimits } from '../../test/factors';

/**
 * Issue 13, holes 10 and 11, tried as an attacker with SQL access as app_user would: the role
 * and `app.user_id` a request runs with (withUser), i.e. what any query bug would let through.
 * Each attempt here worked before migration 0011.
 */

const refused = { cause: { code: '42501' } };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe.each(engines)('what a request may not do in SQL ($name)', (engine) => {
  const harness = useTestApp(engine, 'waymark-privilege-attacks-');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await harness.start(generousRateLimits);
  });
  const db = () => harness.testDb.database.db;
  const asUser = (userId: string | null, statement: SQL) =>
    withUser(db(), userId, (tx) => tx.execute(statement));
  const rowsAs = async (userId: string | null, statement: SQL) =>
    (await asUser(userId, statement)).rows;

  it('refuses to mark its own second factor verified, forge one, or reset its guesses', async () => {
    const ada = await createUser(app, harness.dataDir);
    const factor = await enrolTotp(app, ada.cookie);
    const started = await postJson(
      app,
      `/api/auth/factors/${factor.id}/challenge`,
      {},
      { cookie: ada.cookie },
    );
    const challengeId = started.json<{ id: string }>().id;

    await expect(
      asUser(ada.id, sql`update auth_factors set status = 'verified' where id = ${factor.id}`),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(
        ada.id,
        sql`insert into auth_factors (user_id, friendly_name, factor_type, status)
          values (${ada.id}, 'forged', 'totp', 'verified')`,
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(ada.id, sql`update auth_challenges set attempts = 0 where id = ${challengeId}`),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(
        ada.id,
        sql`insert into auth_backup_codes (user_id, code_hash) values (${ada.id}, 'known')`,
      ),
    ).rejects.toMatchObject(refused);

    const { rows } = await db().execute<{ status: string }>(
      sql`select status from auth_factors where user_id = ${ada.id}`,
    );
    expect(rows).toEqual([{ status: 'unverified' }]);
    // The server still reads them: the factor is listed, unverified.
    const listed = await app.inject({
      method: 'GET',
      url: '/api/auth/factors',
      headers: { cookie: ada.cookie },
    });
    expect(listed.json<{ factors: { id: string; status: string }[] }>().factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'unverified' }),
    ]);
  });

  it('refuses to give itself an active subscription, a card, a customer or an invoice', async () => {
    const person = await createProfile(db());
    const period = sql`now(), now() + interval '1 year'`;
    await expect(
      asUser(
        person.id,
        sql`insert into subscriptions (user_id, provider, provider_subscription_id, status, plan,
            price_lookup_key, current_period_start, current_period_end)
          values (${person.id}, 'sandbox', ${`sub_${randomUUID()}`}, 'active', 'yearly',
            'waymark_pro_yearly', ${period})`,
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(
        person.id,
        sql`insert into payment_methods (user_id, provider, stripe_payment_method_id, card_brand,
            card_last_four, exp_month, exp_year)
          values (${person.id}, 'sandbox', 'pm_sandbox_forged', 'visa', '4242', 1, 2035)`,
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(
        person.id,
        sql`insert into billing_customers (user_id, provider, provider_customer_id)
          values (${person.id}, 'sandbox', 'cus_forged')`,
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(
        person.id,
        sql`insert into invoices (user_id, provider_invoice_id, number, amount_cents, currency,
            status, period_start, period_end)
          values (${person.id}, 'in_forged', 'F-1', 0, 'usd', 'paid', ${period})`,
      ),
    ).rejects.toMatchObject(refused);

    // An ended subscription of theirs cannot be revived either.
    await createSubscription(db(), {
      userId: person.id,
      status: 'canceled',
      currentPeriodStart: daysAgo(60),
      currentPeriodEnd: daysAgo(30),
      canceledAt: new Date(),
    });
    await expect(
      asUser(
        person.id,
        sql`update subscriptions set status = 'active', current_period_end = now() + interval '1 year'`,
      ),
    ).rejects.toMatchObject(refused);
    await expect(asUser(person.id, sql`delete from subscriptions`)).rejects.toMatchObject(refused);
    expect(await rowsAs(person.id, sql`select status from subscriptions`)).toEqual([
      { status: 'canceled' },
    ]);
  });

  it('refuses to change its own follower counts', async () => {
    const [followed, follower] = [await createProfile(db()), await createProfile(db())];
    // The counting trigger (a definer) still works: a real follow counts.
    await createFollow(db(), { userId: followed.id, followerId: follower.id });
    const counts = sql`select followers, following from social_counts where user_id = ${followed.id}`;
    expect(await rowsAs(followed.id, counts)).toEqual([{ followers: 1, following: 0 }]);

    await expect(
      asUser(
        followed.id,
        sql`update social_counts set followers = 1000000 where user_id = ${followed.id}`,
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(
        follower.id,
        sql`insert into social_counts (user_id, followers) values (${follower.id}, 1000000)
          on conflict (user_id) do update set followers = 1000000`,
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      asUser(followed.id, sql`delete from social_counts where user_id = ${followed.id}`),
    ).rejects.toMatchObject(refused);
    expect(await rowsAs(followed.id, counts)).toEqual([{ followers: 1, following: 0 }]);
  });

  describe('uploads of what the reader may not see', () => {
    let ada: TestUser;
    let bob: TestUser;
    beforeEach(async () => {
      ada = await createUser(app, harness.dataDir);
      bob = await createUser(app, harness.dataDir);
    });
    const request = (user: TestUser | null, method: 'GET' | 'PATCH', url: string, body?: object) =>
      app.inject({
        method,
        url,
        ...(body && { payload: body }),
        headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
      });
    const uploadRow = (userId: string | null, key: string) =>
      rowsAs(userId, sql`select storage_key from uploads where storage_key = ${key}`);

    it("hides a private journey's cover row and file from everyone but its owner", async () => {
      const created = await postJson(
        app,
        '/api/journeys',
        { title: 'Private' },
        {
          cookie: ada.cookie,
        },
      );
      const journey = created.json<{ id: string; version: number }>();
      const cover = await app.inject({
        method: 'POST',
        url: `/api/journeys/${journey.id}/cover`,
        payload: await png(),
        headers: { origin: testOrigin, 'content-type': 'image/png', cookie: ada.cookie },
      });
      expect(cover.statusCode, cover.body).toBe(200);
      const covered = cover.json<{ coverImageUrl: string; version: number }>();
      const key = covered.coverImageUrl.replace('/api/files/', '');

      expect(await uploadRow(ada.id, key)).toHaveLength(1);
      expect(await uploadRow(bob.id, key)).toEqual([]);
      expect(await uploadRow(null, key)).toEqual([]);
      expect((await request(bob, 'GET', covered.coverImageUrl)).statusCode).toBe(404);
      expect((await request(null, 'GET', covered.coverImageUrl)).statusCode).toBe(404);

      const shared = await request(ada, 'PATCH', `/api/journeys/${journey.id}`, {
        visibility: 'public',
        version: covered.version,
      });
      expect(shared.statusCode, shared.body).toBe(200);
      expect(await uploadRow(bob.id, key)).toHaveLength(1);
      expect(await uploadRow(null, key)).toHaveLength(1);
      expect((await request(null, 'GET', covered.coverImageUrl)).statusCode).toBe(200);
    });

    it("hides a private profile's avatar from visitors, not from a card that shows it", async () => {
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        payload: await png(),
        headers: { origin: testOrigin, 'content-type': 'image/png', cookie: ada.cookie },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const avatarUrl = uploaded.json<{ avatarUrl: string }>().avatarUrl;
      const key = avatarUrl.replace('/api/files/', '');
      expect((await request(null, 'GET', avatarUrl)).statusCode).toBe(200);

      const hidden = await request(ada, 'PATCH', '/api/me/profile', { visibility: 'private' });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(await uploadRow(null, key)).toEqual([]);
      expect((await request(null, 'GET', avatarUrl)).statusCode).toBe(404);
      // Follower lists and follow requests show a signed-in person the card, avatar included.
      expect(await uploadRow(bob.id, key)).toHaveLength(1);
      expect((await request(bob, 'GET', avatarUrl)).statusCode).toBe(200);
      expect((await request(ada, 'GET', avatarUrl)).statusCode).toBe(200);
    });
  });
});

describe.each(engines)('temporary tables against definer functions ($name)', (engine) => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());

  // First: PostgreSQL checks the TEMPORARY privilege once per session, when the session's
  // temporary schema is made, and the next test makes one as the connection's own role.
  it('refuses CREATE TEMP TABLE to app_user', async () => {
    const viewer = await createProfile(db());
    await expect(
      withUser(db(), viewer.id, (tx) =>
        tx.execute(sql`create temp table blocked_users (user_id uuid, blocked_user_id uuid)`),
      ),
    ).rejects.toMatchObject(refused);
  });

  it('reads the real table in a definer function even when a temporary one has its name', async () => {
    const viewer = await createProfile(db());
    const target = await createProfile(db(), { fullName: 'Real Name' });
    const cards = await db().transaction(async (tx) => {
      // The shadow a hijacker would plant: a "profiles" in pg_temp with a forged row.
      await tx.execute(
        sql`create temp table profiles on commit drop as
          select * from public.profiles where false`,
      );
      await tx.execute(
        sql`insert into pg_temp.profiles (id, full_name, visibility)
          values (${target.id}, 'Forged', 'public')`,
      );
      await tx.execute(
        sql`select set_config('role', 'app_user', true), set_config('app.user_id', ${viewer.id}, true)`,
      );
      const { rows } = await tx.execute<{ full_name: string }>(
        sql`select full_name from app.profile_cards(array[${target.id}]::uuid[])`,
      );
      return rows;
    });
    expect(cards).toEqual([{ full_name: 'Real Name' }]);
  });
});
