import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureEngines, type TestDatabase } from '../../test/engines';
import { seedEngagement } from './engage-seed';
import { seedDemoData } from './seed-data';

describe.each(featureEngines)('engagement seed on $name', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());

  it('cheers and comments on public activities, once, never on one’s own', async () => {
    const db = testDb.database.db;
    const options = { users: 8, journeysPerUser: 6, stepsPerJourney: 3, projectsPerUser: 1 };
    await seedDemoData(db, { ...options, passwordHash: 'x', batchSize: 3 });
    await seedEngagement(db, { users: 8, batchSize: 3 });
    const count = async () =>
      (
        await db.execute<{ cheers: number; comments: number; mentions: number; wrong: number }>(sql`
          select (select count(*)::int from activity_cheers) as cheers,
            (select count(*)::int from activity_comments) as comments,
            (select count(*)::int from activity_comments where jsonb_array_length(mentions) > 0) as mentions,
            (select count(*)::int from activity_cheers c join activities a on a.id = c.activity_id
               where a.actor_id = c.user_id or a.visibility <> 'public')
            + (select count(*)::int from activity_comments c join activities a on a.id = c.activity_id
               where a.actor_id = c.author_id or c.owner_id <> a.actor_id or c.pending) as wrong`)
      ).rows[0];
    const first = await count();
    expect(first?.cheers).toBeGreaterThan(0);
    expect(first?.comments).toBeGreaterThan(0);
    expect(first?.mentions).toBeGreaterThan(0);
    expect(first?.wrong).toBe(0);
    await seedEngagement(db, { users: 8, batchSize: 5 });
    expect(await count()).toEqual(first);
  });
});
