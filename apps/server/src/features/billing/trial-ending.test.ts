import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRACE_DAYS } from '@waymark/shared/billing/access-rule';
import { notifyTrialsEnding } from '@/features/billing/trial-ending';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import { createProfile, createSubscription } from '../../../test/factories';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** The "trial ending" notification (issue 16): once, for trials and free days ending soon. */
describe.each(featureEngines)('trial ending notices on $name', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());

  const noticesOf = async (userId: string) =>
    (
      await testDb.database.db.execute<{ kind: string; subject_id: string | null }>(
        sql`select kind, subject_id from notifications where recipient_id = ${userId}`,
      )
    ).rows;

  it('tells people whose trial or free days end within three days, once', async () => {
    const db = testDb.database.db;
    const graceEnding = (await createProfile(db, { createdAt: daysAgo(GRACE_DAYS - 1) })).id;
    const graceEarly = (await createProfile(db, { createdAt: daysAgo(1) })).id;
    const subscribed = (await createProfile(db, { createdAt: daysAgo(GRACE_DAYS - 1) })).id;
    await createSubscription(db, { userId: subscribed });
    const trialing = (await createProfile(db, { createdAt: daysAgo(GRACE_DAYS + 10) })).id;
    const trial = await createSubscription(db, {
      userId: trialing,
      status: 'trialing',
      trialEnd: new Date(Date.now() + 2 * DAY),
    });

    await notifyTrialsEnding(db);
    await notifyTrialsEnding(db);
    expect(await noticesOf(graceEnding)).toEqual([{ kind: 'trialEnding', subject_id: null }]);
    expect(await noticesOf(trialing)).toEqual([{ kind: 'trialEnding', subject_id: trial.id }]);
    expect(await noticesOf(graceEarly)).toEqual([]);
    expect(await noticesOf(subscribed)).toEqual([]);
  });

  it('honours billing notifications switched off', async () => {
    const db = testDb.database.db;
    const quiet = (await createProfile(db, { createdAt: daysAgo(GRACE_DAYS - 1) })).id;
    await db.execute(sql`insert into user_settings (user_id, notifications)
      values (${quiet}, '{"billing": {"inApp": false, "email": true}}'::jsonb)`);
    await notifyTrialsEnding(db);
    expect(await noticesOf(quiet)).toEqual([]);
  });
});
