import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChat } from '@/seed/chat-seed';
import { seedDemoData } from '@/seed/seed-data';
import { featureEngines, type TestDatabase } from '../../test/engines';

describe.each(featureEngines)('seeded chat on $name', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());

  it('gives pairs a direct conversation and every fourth person a group, once', async () => {
    const db = testDb.database.db;
    await seedDemoData(db, {
      users: 8,
      journeysPerUser: 1,
      stepsPerJourney: 1,
      projectsPerUser: 1,
      passwordHash: 'not-a-real-hash',
    });
    await seedChat(db, 8);
    await seedChat(db, 8);
    const { rows } = await db.execute<Record<string, number>>(sql`select
      (select count(*)::int from conversations where kind = 'direct') as direct,
      (select count(*)::int from conversations where kind = 'group') as groups,
      (select count(*)::int from conversation_members) as members,
      (select count(*)::int from conversation_reads) as reads,
      (select count(*)::int from messages) as messages,
      (select count(*)::int from conversations
        where kind <> 'channel' and last_message_at is null) as quiet`);
    expect(rows[0]).toEqual({
      direct: 4,
      groups: 2,
      members: 16,
      reads: 16,
      messages: 14,
      quiet: 0,
    });
  });
});
