import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { findFirstForUpdate, isCaller, isCallersRow, withServerRole } from '@/db/server-role';
import { authBackupCodes, authChallenges, authFactors } from '@/db/tables/factors';

// Every query runs inside withUser(): row-level security limits them to the caller's rows,
// and the user_id conditions say so again for the reader (and the planner's index).
// app_user may only read factors, challenges and backup codes (migration 0011), or a person
// could mark their own factor verified or reset a challenge's attempts in SQL. Writes, and the
// reads that lock rows (FOR UPDATE needs the UPDATE privilege), run with withServerRole() in
// the caller's transaction; the policies do not bind that role, so each names the caller.

export type FactorRow = typeof authFactors.$inferSelect;
export type ChallengeRow = typeof authChallenges.$inferSelect;

export function listFactors(tx: AppTransaction, userId: string) {
  return tx
    .select()
    .from(authFactors)
    .where(eq(authFactors.userId, userId))
    .orderBy(asc(authFactors.createdAt), asc(authFactors.id));
}

export async function findFactor(tx: AppTransaction, userId: string, factorId: string) {
  const [row] = await tx
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.id, factorId), eq(authFactors.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Locks the row: two verifies of one factor must not both pass the replay check. */
export function findFactorForUpdate(tx: AppTransaction, userId: string, factorId: string) {
  return findFirstForUpdate(tx, authFactors, [
    eq(authFactors.id, factorId),
    isCallersRow(authFactors.userId, userId),
  ]);
}

export async function hasVerifiedFactor(tx: AppTransaction, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: authFactors.id })
    .from(authFactors)
    .where(and(eq(authFactors.userId, userId), eq(authFactors.status, 'verified')))
    .limit(1);
  return rows.length > 0;
}

/** Always unverified: only a verify that checked a code makes it count. */
export async function insertFactor(
  tx: AppTransaction,
  values: Omit<typeof authFactors.$inferInsert, 'status' | 'lastUsedStep' | 'lastUsedAt'>,
) {
  const [row] = await withServerRole(tx, (server) =>
    server
      .insert(authFactors)
      .values({ ...values, status: 'unverified' })
      .returning(),
  );
  if (!row) throw new Error('Inserting a factor returned no row');
  return row;
}

export async function markFactorUsed(
  tx: AppTransaction,
  factorId: string,
  lastUsedStep: number | null,
) {
  await withServerRole(tx, (server) =>
    server
      .update(authFactors)
      .set({
        status: 'verified',
        lastUsedAt: sql`now()`,
        ...(lastUsedStep === null ? {} : { lastUsedStep }),
      })
      .where(and(eq(authFactors.id, factorId), isCaller(authFactors.userId))),
  );
}

export async function deleteFactor(tx: AppTransaction, userId: string, factorId: string) {
  const rows = await withServerRole(tx, (server) =>
    server
      .delete(authFactors)
      .where(and(eq(authFactors.id, factorId), isCallersRow(authFactors.userId, userId)))
      .returning({ id: authFactors.id }),
  );
  return rows.length > 0;
}

export async function insertChallenge(
  tx: AppTransaction,
  values: typeof authChallenges.$inferInsert,
) {
  const [row] = await withServerRole(tx, (server) =>
    server.insert(authChallenges).values(values).returning(),
  );
  if (!row) throw new Error('Inserting a challenge returned no row');
  return row;
}

export function findChallengeForUpdate(
  tx: AppTransaction,
  userId: string,
  factorId: string,
  challengeId: string,
) {
  return findFirstForUpdate(tx, authChallenges, [
    eq(authChallenges.id, challengeId),
    eq(authChallenges.factorId, factorId),
    isCallersRow(authChallenges.userId, userId),
  ]);
}

/** The newest open SMS challenge of a factor: what a code typed without a challenge id answers. */
export function findOpenChallengeForUpdate(tx: AppTransaction, userId: string, factorId: string) {
  return findFirstForUpdate(
    tx,
    authChallenges,
    [
      eq(authChallenges.factorId, factorId),
      isCallersRow(authChallenges.userId, userId),
      isNull(authChallenges.verifiedAt),
      gt(authChallenges.expiresAt, sql`now()`),
    ],
    desc(authChallenges.createdAt),
  );
}

/** Challenges of a factor created in the last `seconds`: what bounds SMS sent to a number. */
export async function countRecentChallenges(tx: AppTransaction, factorId: string, seconds: number) {
  const [row] = await tx
    .select({ value: count() })
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.factorId, factorId),
        gt(authChallenges.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Answered challenges, and those created more than `olderThanSeconds` ago: long expired,
 * and no longer counted against the factor's SMS budget.
 */
export async function deleteSpentChallenges(
  tx: AppTransaction,
  factorId: string,
  olderThanSeconds: number,
) {
  await withServerRole(tx, (server) =>
    server
      .delete(authChallenges)
      .where(
        and(
          eq(authChallenges.factorId, factorId),
          isCaller(authChallenges.userId),
          or(
            isNotNull(authChallenges.verifiedAt),
            lte(authChallenges.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        ),
      ),
  );
}

export async function countChallengeFailure(tx: AppTransaction, challengeId: string) {
  await withServerRole(tx, (server) =>
    server
      .update(authChallenges)
      .set({ attempts: sql`${authChallenges.attempts} + 1` })
      .where(and(eq(authChallenges.id, challengeId), isCaller(authChallenges.userId))),
  );
}

export async function markChallengeVerified(tx: AppTransaction, challengeId: string) {
  await withServerRole(tx, (server) =>
    server
      .update(authChallenges)
      .set({ verifiedAt: sql`now()` })
      .where(and(eq(authChallenges.id, challengeId), isCaller(authChallenges.userId))),
  );
}

export async function replaceBackupCodes(tx: AppTransaction, userId: string, hashes: string[]) {
  await withServerRole(tx, async (server) => {
    await server.delete(authBackupCodes).where(isCallersRow(authBackupCodes.userId, userId));
    if (hashes.length > 0) {
      await server.insert(authBackupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    }
  });
}

export async function countUnusedBackupCodes(tx: AppTransaction, userId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(authBackupCodes)
    .where(and(eq(authBackupCodes.userId, userId), isNull(authBackupCodes.usedAt)));
  return row?.value ?? 0;
}

/** `codeHashes`: the code's hash under each key that may have hashed it (secrets.ts). */
export async function hasUnusedBackupCode(
  tx: AppTransaction,
  userId: string,
  codeHashes: string[],
) {
  const rows = await tx
    .select({ id: authBackupCodes.id })
    .from(authBackupCodes)
    .where(
      and(
        eq(authBackupCodes.userId, userId),
        inArray(authBackupCodes.codeHash, codeHashes),
        isNull(authBackupCodes.usedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks the code used and says whether it was there unused: a backup code works once. */
export async function useBackupCode(tx: AppTransaction, userId: string, codeHashes: string[]) {
  const rows = await withServerRole(tx, (server) =>
    server
      .update(authBackupCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          isCallersRow(authBackupCodes.userId, userId),
          inArray(authBackupCodes.codeHash, codeHashes),
          isNull(authBackupCodes.usedAt),
        ),
      )
      .returning({ id: authBackupCodes.id }),
  );
  return rows.length > 0;
}
