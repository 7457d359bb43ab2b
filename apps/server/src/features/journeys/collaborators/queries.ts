import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CollaboratorRole } from '@waymark/shared/journeys/collaborators/contracts';
import type { AppTransaction } from '@/db/client';
import { cursorValues, decodeCursor, type CursorKey } from '@/lib/keyset-cursor';
import type { JourneyRow } from '@/capabilities/journey-cards/presenter';
import { journeyCollaborators } from '@/db/tables/journey-collaborators';
import { journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';

export type CollaboratorRecord = typeof journeyCollaborators.$inferSelect;

const idResult = z.object({ id: z.uuid().nullable() });

/** The person with this username, whatever their profile's visibility; null if nobody. */
export async function personIdByUsername(tx: AppTransaction, username: string) {
  const result = await tx.execute(sql`select app.profile_id_by_username(${username}) as id`);
  return idResult.parse(result.rows[0] ?? { id: null }).id;
}

const blockedResult = z.object({ blocked: z.boolean() });

/** Whether a block stands between the caller and this person, whoever blocked whom. */
export async function isBlockedWith(tx: AppTransaction, personId: string): Promise<boolean> {
  const result = await tx.execute(sql`select app.is_blocked_with(${personId}::uuid) as blocked`);
  return blockedResult.parse(result.rows[0]).blocked;
}

/** Everyone a journey is shared with, in the order they were let in (RLS: its people only). */
export async function collaboratorsOf(
  tx: AppTransaction,
  journeyId: string,
): Promise<CollaboratorRecord[]> {
  return tx
    .select()
    .from(journeyCollaborators)
    .where(eq(journeyCollaborators.journeyId, journeyId))
    .orderBy(asc(journeyCollaborators.createdAt), asc(journeyCollaborators.userId));
}

export async function countCollaborators(tx: AppTransaction, journeyId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(journeyCollaborators)
    .where(eq(journeyCollaborators.journeyId, journeyId));
  return row?.total ?? 0;
}

export async function findCollaborator(
  tx: AppTransaction,
  journeyId: string,
  userId: string,
): Promise<CollaboratorRecord | null> {
  const [row] = await tx
    .select()
    .from(journeyCollaborators)
    .where(
      and(eq(journeyCollaborators.journeyId, journeyId), eq(journeyCollaborators.userId, userId)),
    );
  return row ?? null;
}

export async function insertCollaborator(
  tx: AppTransaction,
  values: { journeyId: string; userId: string; role: CollaboratorRole; addedBy: string },
): Promise<CollaboratorRecord> {
  const [row] = await tx.insert(journeyCollaborators).values(values).returning();
  if (!row) throw new Error('Inserting a collaborator returned no row');
  return row;
}

/** The new role; null when the row is gone (or not the caller's to change: RLS). */
export async function updateCollaboratorRole(
  tx: AppTransaction,
  journeyId: string,
  userId: string,
  role: CollaboratorRole,
): Promise<CollaboratorRecord | null> {
  const [row] = await tx
    .update(journeyCollaborators)
    .set({ role })
    .where(
      and(eq(journeyCollaborators.journeyId, journeyId), eq(journeyCollaborators.userId, userId)),
    )
    .returning();
  return row ?? null;
}

/** Whether a row went (RLS: the owner removes anyone, a collaborator only themself). */
export async function deleteCollaborator(
  tx: AppTransaction,
  journeyId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(journeyCollaborators)
    .where(
      and(eq(journeyCollaborators.journeyId, journeyId), eq(journeyCollaborators.userId, userId)),
    )
    .returning({ userId: journeyCollaborators.userId });
  return rows.length > 0;
}

/**
 * One page (plus one row) of the live journeys shared with `userId`, newest share first, with
 * each one's owner and the caller's role in it.
 */
export async function sharedJourneyRows(
  tx: AppTransaction,
  filter: { userId: string; cursor?: string; limit: number },
) {
  const after = decodeCursor(filter.cursor, cursorValues.instant);
  const rows = await tx
    .select({
      journey: journeys,
      owner: {
        username: profiles.username,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
      },
      sharedAt: journeyCollaborators.createdAt,
    })
    .from(journeyCollaborators)
    .innerJoin(journeys, eq(journeys.id, journeyCollaborators.journeyId))
    .leftJoin(profiles, eq(profiles.id, journeys.ownerId))
    .where(
      and(
        eq(journeyCollaborators.userId, filter.userId),
        isNull(journeys.deletedAt),
        after
          ? sql`(${journeyCollaborators.createdAt}, ${journeyCollaborators.journeyId}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(journeyCollaborators.createdAt), desc(journeyCollaborators.journeyId))
    .limit(filter.limit + 1);
  return {
    rows: rows satisfies (JourneyRow & { sharedAt: Date })[],
    keyOf: (row: { journey: { id: string }; sharedAt: Date }): CursorKey => [
      row.sharedAt.toISOString(),
      row.journey.id,
    ],
  };
}
