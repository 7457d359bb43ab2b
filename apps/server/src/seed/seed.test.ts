import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardSchema } from '@waymark/shared/journeys/dashboard-contracts';
import { journeyPageSchema } from '@waymark/shared/journeys/list-contracts';
import { timelinePageSchema } from '@waymark/shared/timeline/contracts';
import { postJson, sessionCookie } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { engines } from '../../test/engines';
import { seedLeaderboard } from './leaderboard-seed';
import { seedDemoData, seedEmail } from './seed-data';

describe.each(engines)('npm run seed on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-seed-');

  it('seeds consistent demo data, again without duplicates, that people can sign in to', async () => {
    const db = harness.testDb.database.db;
    const options = {
      users: 6,
      journeysPerUser: 5,
      stepsPerJourney: 4,
      projectsPerUser: 2,
      passwordHash: await hashPassword('seed-test-password'),
      batchSize: 4,
    };
    await seedDemoData(db, options);
    await seedDemoData(db, options);
    await seedLeaderboard(db, options);
    const ledger = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from leaderboard_ledger`))
        .rows[0]?.n;
    const entries = await ledger();
    expect(entries).toBeGreaterThan(0);
    await seedLeaderboard(db, options);
    expect(await ledger()).toBe(entries);
    const counts = await db.execute<{
      journeys: number;
      steps: number;
      projects: number;
      wrong: number;
    }>(sql`
      select (select count(*)::int from journeys) as journeys,
        (select count(*)::int from journey_steps) as steps,
        (select count(*)::int from projects) as projects,
        (select count(*)::int from journeys j where j.step_count <> (select count(*) from journey_steps s where s.journey_id = j.id)
          or j.completed_step_count <> (select count(s.completed_at) from journey_steps s where s.journey_id = j.id)
          or (j.status = 'completed') <> (j.step_count = j.completed_step_count and j.status <> 'archived' and j.step_count > 0)
            and j.status <> 'archived') as wrong`);
    expect(counts.rows[0]).toEqual({ journeys: 30, steps: 120, projects: 12, wrong: 0 });
    const verbs = await db.execute<{ verb: string }>(
      sql`select distinct verb from activities order by verb`,
    );
    expect(verbs.rows.map((r) => r.verb)).toEqual([
      'journey.completed',
      'journey.created',
      'project.created',
      'step.completed',
    ]);

    const app = await harness.start();
    const signIn = await postJson(app, '/api/auth/sign-in/email', {
      email: seedEmail(2),
      password: 'seed-test-password',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = sessionCookie(signIn);
    const list = await app.inject({
      method: 'GET',
      url: '/api/journeys?status=active',
      headers: { cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const page = journeyPageSchema.parse(list.json());
    expect(
      page.items.every((j) => j.status === 'active' && j.progress > 0 && j.progress < 100),
    ).toBe(true);
    const dashboard = dashboardSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json(),
    );
    expect(dashboard.totals.journeys).toBeGreaterThan(0);
    expect(dashboard.weeklyCompleted).toHaveLength(12);
    // Seeded people follow each other, so the Following tab has something to show.
    const follows = await db.execute<{ accepted: number; pending: number }>(sql`
      select count(*) filter (where status = 'accepted')::int as accepted,
        count(*) filter (where status = 'pending')::int as pending from followers`);
    expect(follows.rows[0]?.accepted).toBeGreaterThan(0);
    // Friends of friends, for Discover's "people to follow".
    const friends = await db.execute<{ count: number }>(sql`
      select count(distinct f2.user_id)::int as count from followers f1
      join followers f2 on f2.follower_id = f1.user_id
      where f2.user_id <> f1.follower_id`);
    expect(friends.rows[0]?.count).toBeGreaterThan(0);
    const timeline = await app.inject({
      method: 'GET',
      url: '/api/timeline?tab=following',
      headers: { cookie },
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    const actors = new Set(timelinePageSchema.parse(timeline.json()).items.map((i) => i.actor.id));
    expect(actors.size).toBeGreaterThan(1);
  });
});
