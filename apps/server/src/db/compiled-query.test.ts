import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledSelect, compiledStatement } from '@/db/compiled-query';
import { journeySteps, journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';
import { withUser } from '@/db/with-user';
import { engines, type TestDatabase } from '../../test/engines';
import { createJourney, createProfile } from '../../test/factories';

// Built once, used by every test below (as the hot reads are: module constants).
const journeyWithOwner = compiledSelect<{ id: string }>()((tx, p) =>
  tx
    .select({
      journey: journeys,
      owner: { username: profiles.username, fullName: profiles.fullName },
    })
    .from(journeys)
    .leftJoin(profiles, eq(profiles.id, journeys.ownerId))
    .where(eq(journeys.id, p.id)),
);
const stepsAfter = compiledSelect<{ journeyId: string; from: number }>()((tx, p) =>
  tx
    .select()
    .from(journeySteps)
    .where(and(eq(journeySteps.journeyId, p.journeyId), sql`${journeySteps.position} >= ${p.from}`))
    .orderBy(asc(journeySteps.position)),
);
const titlesOf = compiledStatement<{ ids: string }, { title: string }>()(
  (p) => sql`select title from journeys where id = any(${p.ids}::uuid[]) order by title`,
);

describe.each(engines)('queries built once ($name)', (engine) => {
  let testDb: TestDatabase;
  let ada: string;
  let bob: string;
  let adaPublic: string;
  let adaPrivate: string;

  beforeAll(async () => {
    testDb = await engine.open();
    const db = testDb.database.db;
    ada = (await createProfile(db, { fullName: 'Ada Lovelace' })).id;
    bob = (await createProfile(db)).id;
    adaPublic = (
      await createJourney(db, {
        ownerId: ada,
        title: 'Public road',
        visibility: 'public',
        steps: ['One', 'Two', 'Three'],
      })
    ).id;
    adaPrivate = (await createJourney(db, { ownerId: ada, title: 'Private road' })).id;
  });
  afterAll(() => testDb.dispose());

  it('answers as Drizzle’s own builder does, join objects and types included', async () => {
    const db = testDb.database.db;
    for (let round = 0; round < 3; round += 1) {
      const [compiled, built] = await withUser(db, ada, (tx) =>
        Promise.all([
          journeyWithOwner(tx, { id: adaPublic }),
          tx
            .select({
              journey: journeys,
              owner: { username: profiles.username, fullName: profiles.fullName },
            })
            .from(journeys)
            .leftJoin(profiles, eq(profiles.id, journeys.ownerId))
            .where(eq(journeys.id, adaPublic)),
        ]),
      );
      expect(compiled).toEqual(built);
      expect(compiled[0]?.journey.createdAt).toBeInstanceOf(Date);
      expect(compiled[0]?.owner?.fullName).toBe('Ada Lovelace');
    }
  });

  it('fills each call’s own values into the one text', async () => {
    const db = testDb.database.db;
    const titles = (from: number) =>
      withUser(db, ada, async (tx) =>
        (await stepsAfter(tx, { journeyId: adaPublic, from })).map((step) => step.title),
      );
    expect(await titles(0)).toEqual(['One', 'Two', 'Three']);
    expect(await titles(2)).toEqual(['Three']);
    expect(
      await withUser(db, ada, (tx) => titlesOf(tx, { ids: `{${adaPublic},${adaPrivate}}` })),
    ).toEqual([{ title: 'Private road' }, { title: 'Public road' }]);
  });

  it('runs as the transaction’s person: row-level security decides what comes back', async () => {
    const db = testDb.database.db;
    // One text serves both people, one after the other, and each sees only what is theirs to see.
    expect(await withUser(db, bob, (tx) => journeyWithOwner(tx, { id: adaPrivate }))).toEqual([]);
    expect(await withUser(db, ada, (tx) => journeyWithOwner(tx, { id: adaPrivate }))).toHaveLength(
      1,
    );
    expect(
      await withUser(db, bob, (tx) => titlesOf(tx, { ids: `{${adaPublic},${adaPrivate}}` })),
    ).toEqual([{ title: 'Public road' }]);
    expect(await withUser(db, null, (tx) => journeyWithOwner(tx, { id: adaPrivate }))).toEqual([]);
  });
});
