import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNotifications } from '@/seed/notifications-seed';
import { seedDemoData } from '@/seed/seed-data';
import { featureEngines, type TestDatabase } from '../../test/engines';

describe.each(featureEngines)('seeded notifications on $name', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());

  it('gives every seeded person a few notifications, once', async () => {
    const db = testDb.database.db;
    await seedDemoData(db, {
      users: 4,
      journeysPerUser: 2,
      stepsPerJourney: 2,
      projectsPerUser: 1,
      passwordHash: 'not-a-real-hash',
    });
    await seedNotifications(db, 4);
    await seedNotifications(db, 4);
    const { rows } = await db.execute<{ recipients: number; total: number; unread: number }>(sql`
      select count(distinct recipient_id)::int as recipients, count(*)::int as total,
        count(*) filter (where read_at is null)::int as unread
      from notifications`);
    expect(rows[0]).toEqual({ recipients: 4, total: 20, unread: 12 });
  });
});
