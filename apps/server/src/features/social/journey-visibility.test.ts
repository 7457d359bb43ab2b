import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVisibleTo, type ViewerRelation } from '@waymark/shared/social/rules';
import { journeys } from '@/db/tables/journeys';
import { withUser } from '@/db/with-user';
import { featureEngines, type TestDatabase } from '../../../test/engines';
import { createBlock, createFollow, createJourney, createProfile } from '../../../test/factories';

/**
 * journey_visible_to_viewer() as the social migration replaced it: the policies of journeys
 * (and projects, steps, documents, activities) honour followers and hide everything across
 * a block, in both directions, agreeing with the shared contentVisibleTo() rule.
 */
describe.each(featureEngines)('journey visibility with the social graph ($name)', (engine) => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  const person = async () => (await createProfile(db())).id;

  beforeAll(async () => {
    testDb = await engine.open();
  });
  afterAll(() => testDb.dispose());

  it('shows each journey exactly to whom the shared rule says, blocks hiding it both ways', async () => {
    const owner = await person();
    const [stranger, fan, blockedByOwner, blocker] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await createFollow(db(), { userId: owner, followerId: fan });
    await createFollow(db(), { userId: owner, followerId: blocker });
    await createBlock(db(), { userId: owner, blockedUserId: blockedByOwner });
    await createBlock(db(), { userId: blocker, blockedUserId: owner });
    const titles = { public: 'Open road', followers: 'Friends only', private: 'Diary' } as const;
    for (const [visibility, title] of Object.entries(titles)) {
      await createJourney(db(), { ownerId: owner, title, visibility });
    }
    const viewers: [string | null, ViewerRelation][] = [
      [owner, 'self'],
      [stranger, 'stranger'],
      [fan, 'follower'],
      [blockedByOwner, 'blocked'],
      // They follow the owner but blocked them: the block wins.
      [blocker, 'blocked'],
      [null, 'anonymous'],
    ];
    for (const [viewer, relation] of viewers) {
      const seen = await withUser(db(), viewer, (tx) =>
        tx
          .select({ title: journeys.title })
          .from(journeys)
          .where(sql`${journeys.ownerId} = ${owner}`),
      );
      const expected = (Object.keys(titles) as (keyof typeof titles)[])
        .filter((visibility) => contentVisibleTo(visibility, relation))
        .map((visibility) => titles[visibility]);
      expect(seen.map((row) => row.title).sort(), `${relation}`).toEqual(expected.sort());
    }
  });

  it('lets a follower see followers-only journeys only once the request is accepted', async () => {
    const [owner, fan] = [await person(), await person()];
    await createJourney(db(), { ownerId: owner, title: 'Inner circle', visibility: 'followers' });
    await createFollow(db(), { userId: owner, followerId: fan, status: 'pending' });
    const count = () =>
      withUser(
        db(),
        fan,
        async (tx) =>
          (
            await tx
              .select()
              .from(journeys)
              .where(sql`${journeys.ownerId} = ${owner}`)
          ).length,
      );
    expect(await count()).toBe(0);
    await withUser(db(), owner, (tx) =>
      tx.execute(sql`update followers set status = 'accepted' where user_id = ${owner}`),
    );
    expect(await count()).toBe(1);
  });
});
