import { and, asc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { compiledSelect } from '@/db/compiled-query';
import { journeys, journeySteps } from '@/db/tables/journeys';
import { projects } from '@/db/tables/projects';
import { userSettings } from '@/db/tables/settings';

// The dashboard's reads, each built once (db/compiled-query.ts) and run under withUser(): the
// owner conditions are repeated so the (owner_id, …) indexes serve them.

type Owner = { userId: string };

export const timeZoneSetting = compiledSelect<Owner>()((tx, p) =>
  tx
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, p.userId)),
);

/** Open steps with a due date up to `until` in live, unarchived journeys, soonest first. */
export const dueSteps = compiledSelect<Owner & { until: string; limit: number }>()((tx, p) =>
  tx
    .select({ step: journeySteps, journeyId: journeys.id, journeyTitle: journeys.title })
    .from(journeySteps)
    .innerJoin(journeys, eq(journeys.id, journeySteps.journeyId))
    .where(
      and(
        eq(journeySteps.ownerId, p.userId),
        isNull(journeySteps.completedAt),
        isNotNull(journeySteps.dueDate),
        lte(journeySteps.dueDate, sql`${p.until}::date`),
        eq(journeys.ownerId, p.userId),
        isNull(journeys.deletedAt),
        ne(journeys.status, 'archived'),
      ),
    )
    .orderBy(asc(journeySteps.dueDate), asc(journeySteps.position))
    .limit(p.limit),
);

/** Every completion instant of the person's steps (the streak and the weekly chart). */
export const completionInstants = compiledSelect<Owner>()((tx, p) =>
  tx
    .select({ at: journeySteps.completedAt })
    .from(journeySteps)
    .where(and(eq(journeySteps.ownerId, p.userId), isNotNull(journeySteps.completedAt))),
);

/** Live journeys counted by status and category. */
export const journeyCounts = compiledSelect<Owner>()((tx, p) =>
  tx
    .select({
      status: journeys.status,
      category: journeys.category,
      count: sql<number>`count(*)::int`,
    })
    .from(journeys)
    .where(and(eq(journeys.ownerId, p.userId), isNull(journeys.deletedAt)))
    .groupBy(journeys.status, journeys.category),
);

export const projectCount = compiledSelect<Owner>()((tx, p) =>
  tx
    .select({ count: sql<number>`count(*)::int` })
    .from(projects)
    .where(eq(projects.ownerId, p.userId)),
);
