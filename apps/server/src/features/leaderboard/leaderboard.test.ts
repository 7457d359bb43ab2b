import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeyDetailSchema } from '@waymark/shared/journeys/journey-contracts';
import type { JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import { leaderboardSchema, type Leaderboard } from '@waymark/shared/leaderboard/contracts';
import { addDays, utcDay } from '@waymark/shared/leaderboard/periods';
import {
  DAILY_POINTS_CAP,
  JOURNEY_POINTS,
  STEP_POINTS,
  STREAK_DAY_POINTS,
} from '@waymark/shared/leaderboard/points';
import { leaderboardLedger } from '@/db/tables/leaderboard';
import { withUser } from '@/db/with-user';
import { smokeEngines } from '../../../test/engines';
import {
  createBlock,
  createConnection,
  createFollow,
  createProfile,
} from '../../../test/factories';
import { useHeaderUserApp } from '../../../test/header-user-app';

/**
 * The leaderboard over HTTP: points written with the step and journey changes and taken back
 * on undo, the daily cap against farming, ranks with ties and far down the board, the scopes,
 * and who may appear to whom (opt-out, blocks both ways, private profiles, visitors).
 * Each test keeps to its own journey category, so the boards of one database do not mix.
 */
describe.each(smokeEngines)('leaderboard API on $name', (engine) => {
  const { db, send } = useHeaderUserApp(engine);
  const person = async (overrides: Parameters<typeof createProfile>[1] = {}) =>
    (await createProfile(db(), { visibility: 'public', ...overrides })).id;
  const today = utcDay(new Date());

  const board = async (viewer: string | null, query = ''): Promise<Leaderboard> => {
    const response = await send('GET', `/leaderboard${query}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    return leaderboardSchema.parse(response.json());
  };
  /** Points credited directly (as seeding does): the ledger's triggers do the rest. */
  const credit = async (userId: string, points: number, category: JourneyCategory, day = today) => {
    await db().insert(leaderboardLedger).values({
      userId,
      reason: 'step.completed',
      subjectId: null,
      category,
      points,
      day,
    });
  };
  const names = (entries: Leaderboard['top']) => entries.map((entry) => entry.person.id);
  const ranksOf = (entries: Leaderboard['top']) =>
    entries.map((entry) => [entry.person.id, entry.rank, entry.points]);
  const mine = (result: Leaderboard) => result.around.find((entry) => entry.isMe);

  const journey = async (owner: string, category: JourneyCategory, steps: number) => {
    const response = await send('POST', '/journeys', owner, {
      title: 'Points',
      category,
      visibility: 'public',
      steps: Array.from({ length: steps }, (_, index) => ({ title: `Step ${index + 1}` })),
    });
    expect(response.statusCode, response.body).toBe(201);
    return journeyDetailSchema.parse(response.json());
  };
  const tick = async (owner: string, stepId: string, done = true) => {
    const response = await send(
      'POST',
      `/steps/${stepId}/${done ? 'complete' : 'uncomplete'}`,
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it('writes points with the step tick and the journey completion, and takes them back on undo', async () => {
    const ada = await person();
    const trip = await journey(ada, 'health', 2);
    const [first, second] = trip.steps.map((step) => step.id) as [string, string];
    const points = async (period = 'week') =>
      mine(await board(ada, `?period=${period}&category=health`))?.points;

    await tick(ada, first);
    expect(await points()).toBe(STEP_POINTS);
    await tick(ada, first, false);
    expect(await points()).toBe(0);
    await tick(ada, first);
    await tick(ada, second);
    expect(await points()).toBe(2 * STEP_POINTS + JOURNEY_POINTS);
    expect(await points('month')).toBe(2 * STEP_POINTS + JOURNEY_POINTS);
    expect(await points('all')).toBe(2 * STEP_POINTS + JOURNEY_POINTS);
    // Unticking reopens the journey: both its points and the step's go.
    await tick(ada, second, false);
    expect(await points()).toBe(STEP_POINTS);
    // Deleting a ticked step takes its points back too.
    expect((await send('DELETE', `/steps/${first}`, ada)).statusCode).toBe(200);
    expect(await points()).toBe(0);

    // Every reversal names the credit it takes back, once.
    const ledger = await withUser(db(), ada, (tx) =>
      tx.execute<{ reverses: string | null; points: number }>(
        sql`select reverses, points from leaderboard_ledger order by created_at`,
      ),
    );
    expect(ledger.rows.reduce((sum, row) => sum + Number(row.points), 0)).toBe(0);
    expect(ledger.rows.filter((row) => row.reverses !== null)).toHaveLength(4);
  });

  it('stops farming at the daily cap: toggling one step, or ticking junk steps', async () => {
    const farmer = await person();
    const trip = await journey(farmer, 'career', 30);
    const [step] = trip.steps;
    for (let round = 0; round < 12; round += 1) {
      await tick(farmer, step!.id);
      await tick(farmer, step!.id, false);
    }
    const points = async () => mine(await board(farmer, '?period=all&category=career'))?.points;
    expect(await points()).toBe(0);
    // Thirty junk steps and the journey they complete: never past the cap.
    for (const junk of trip.steps) await tick(farmer, junk.id);
    expect(await points()).toBe(DAILY_POINTS_CAP);
    // Undoing one after the cap takes back what it earned (nothing), not more.
    await tick(farmer, trip.steps.at(-1)!.id, false);
    expect(await points()).toBe(DAILY_POINTS_CAP);
  });

  it('adds a streak day on the first step of a day after a day with one, once', async () => {
    const walker = await person();
    // Yesterday's tick, as the ledger would hold it.
    await db()
      .insert(leaderboardLedger)
      .values({
        userId: walker,
        reason: 'step.completed',
        subjectId: null,
        category: 'personal',
        points: STEP_POINTS,
        day: addDays(today, -1),
      });
    const trip = await journey(walker, 'personal', 3);
    await tick(walker, trip.steps[0]!.id);
    await tick(walker, trip.steps[1]!.id);
    const total = mine(await board(walker, '?period=all&category=personal'))?.points;
    expect(total).toBe(3 * STEP_POINTS + STREAK_DAY_POINTS);
  });

  it('ranks ties equally (1, 2, 2, 4) and shows change against the previous period', async () => {
    const [a, b, c, d] = [await person(), await person(), await person(), await person()];
    await credit(a, 50, 'creative');
    await credit(b, 40, 'creative');
    await credit(c, 40, 'creative');
    await credit(d, 10, 'creative');
    await credit(a, 20, 'creative', addDays(today, -40));
    const result = await board(d, '?period=all&category=creative');
    expect(result.top.map((entry) => [entry.rank, entry.points])).toEqual([
      [1, 70],
      [2, 40],
      [2, 40],
      [4, 10],
    ]);
    expect(mine(result)).toMatchObject({ rank: 4, points: 10, isMe: true, change: null });
    const month = await board(a, '?period=month&category=creative');
    // Last month's 20 points are last month's: this month, 50 of 50 are new.
    expect(month.top[0]).toMatchObject({ points: 50, isMe: true });
    expect(typeof month.top[0]?.change).toBe('number');
  });

  it('shows my own rank and neighbours far below the top 100', async () => {
    const crowd: string[] = [];
    for (let index = 0; index < 110; index += 1) crowd.push(await person());
    for (const [index, id] of crowd.entries()) await credit(id, 500 - index, 'finance');
    const me = await person();
    await credit(me, 300, 'finance');
    const last = await person();
    await credit(last, 1, 'finance');
    const result = await board(me, '?period=week&category=finance');
    expect(result.top).toHaveLength(100);
    expect(names(result.top)).not.toContain(me);
    expect(result.around.map((entry) => [entry.rank, entry.points, entry.isMe])).toEqual([
      [109, 392, false],
      [110, 391, false],
      [111, 300, true],
      [112, 1, false],
    ]);
  });

  it('ranks among the people I follow, and among my connections', async () => {
    const me = await person();
    const [followed, connected, stranger] = [await person(), await person(), await person()];
    await createFollow(db(), { userId: followed, followerId: me });
    await createConnection(db(), { userId: connected, connectedUserId: me, status: 'accepted' });
    await credit(me, 20, 'community');
    await credit(followed, 30, 'community');
    await credit(connected, 40, 'community');
    await credit(stranger, 90, 'community');
    const following = await board(me, '?period=all&scope=following&category=community');
    expect(ranksOf(following.top)).toEqual([
      [followed, 1, 30],
      [me, 2, 20],
    ]);
    const connections = await board(me, '?period=all&scope=connections&category=community');
    expect(ranksOf(connections.top)).toEqual([
      [connected, 1, 40],
      [me, 2, 20],
    ]);
    const everyone = await board(me, '?period=all&category=community');
    expect(mine(everyone)?.rank).toBe(4);
  });

  it('hides people who opted out from everyone but themselves, and their rank goes with them', async () => {
    const [shy, viewer] = [await person(), await person()];
    await credit(shy, 80, 'learning');
    await credit(viewer, 20, 'learning');
    expect(mine(await board(viewer, '?period=all&category=learning'))?.rank).toBe(2);
    const saved = await send('PATCH', '/settings', shy, { showOnLeaderboard: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await board(viewer, '?period=all&category=learning');
    expect(names(seen.top)).toEqual([viewer]);
    expect(mine(seen)?.rank).toBe(1);
    expect(names((await board(null, '?period=all&category=learning')).top)).toEqual([viewer]);
    // They still see themselves, and come back when they opt in again.
    expect(mine(await board(shy, '?period=all&category=learning'))?.points).toBe(80);
    await send('PATCH', '/settings', shy, { showOnLeaderboard: true });
    expect(names((await board(viewer, '?period=all&category=learning')).top)).toEqual([
      shy,
      viewer,
    ]);
  });

  it('never shows blocked people to each other, either way, nor counts them in a rank', async () => {
    const [blocker, blocked, bystander] = [await person(), await person(), await person()];
    await createBlock(db(), { userId: blocker, blockedUserId: blocked });
    await credit(blocker, 60, 'fitness');
    await credit(blocked, 50, 'fitness');
    await credit(bystander, 40, 'fitness');
    const forBlocker = await board(blocker, '?period=all&category=fitness');
    expect(names(forBlocker.top)).toEqual([blocker, bystander]);
    const forBlocked = await board(blocked, '?period=all&category=fitness');
    expect(names(forBlocked.top)).toEqual([blocked, bystander]);
    expect(mine(forBlocked)?.rank).toBe(1);
    expect(names(forBlocked.around)).not.toContain(blocker);
    expect(names((await board(bystander, '?period=all&category=fitness')).top)).toEqual([
      blocker,
      blocked,
      bystander,
    ]);
    // Not through a scope either.
    await createFollow(db(), { userId: blocker, followerId: blocked });
    const following = await board(blocked, '?period=all&scope=following&category=fitness');
    expect(names(following.top)).toEqual([blocked]);
  });

  it('shows a followers-only or private profile only to its accepted followers', async () => {
    const [hidden, follower, requester, stranger] = [
      await person({ visibility: 'private' }),
      await person(),
      await person(),
      await person(),
    ];
    await createFollow(db(), { userId: hidden, followerId: follower });
    await createFollow(db(), { userId: hidden, followerId: requester, status: 'pending' });
    await credit(hidden, 70, 'travel');
    for (const viewer of [follower, requester, stranger]) await credit(viewer, 10, 'travel');
    const top = async (viewer: string | null) =>
      names((await board(viewer, '?period=all&category=travel')).top);
    expect(await top(follower)).toContain(hidden);
    expect(mine(await board(follower, '?period=all&category=travel'))?.rank).toBe(2);
    for (const viewer of [requester, stranger, null])
      expect(await top(viewer)).not.toContain(hidden);
    expect(mine(await board(stranger, '?period=all&category=travel'))?.rank).toBe(1);
    // Making the profile public lists it for everyone.
    await db().execute(sql`update profiles set visibility = 'public' where id = ${hidden}`);
    expect(await top(stranger)).toContain(hidden);
  });

  it('lets visitors read the everyone board only', async () => {
    const shown = await person();
    await credit(shown, 15, 'other');
    const visitor = await board(null, '?period=all&category=other');
    expect(names(visitor.top)).toContain(shown);
    expect(visitor.around).toEqual([]);
    for (const scope of ['following', 'connections']) {
      const response = await send('GET', `/leaderboard?scope=${scope}`, null);
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 400 to bad query parameters', async () => {
    const viewer = await person();
    for (const query of [
      'period=year',
      'scope=world',
      'category=gardening',
      'weekStart=friday',
      'limit=5',
    ]) {
      const response = await send('GET', `/leaderboard?${query}`, viewer);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('keeps the ledger to its owner: nobody reads or writes entries for another', async () => {
    const [owner, intruder] = [await person(), await person()];
    await credit(owner, 5, 'other');
    const seen = await withUser(db(), intruder, (tx) =>
      tx.execute(sql`select * from leaderboard_ledger where user_id = ${owner}`),
    );
    expect(seen.rows).toEqual([]);
    await expect(
      withUser(db(), intruder, (tx) =>
        tx.insert(leaderboardLedger).values({
          userId: owner,
          reason: 'step.completed',
          subjectId: null,
          category: 'other',
          points: 100,
          day: today,
        }),
      ),
    ).rejects.toThrow();
    await expect(
      withUser(db(), intruder, (tx) =>
        tx.execute(sql`update leaderboard_totals set points = 1000 where user_id = ${intruder}`),
      ),
    ).rejects.toThrow();
  });
});
