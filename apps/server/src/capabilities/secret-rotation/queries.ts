import { desc, eq, isNotNull } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { jwks } from '@/db/tables/auth';
import { authFactors } from '@/db/tables/factors';

// What the auth secret seals, read and written on the server's own connection: jwks is
// server-internal and factor secrets are every person's, so none of this runs withUser().

export interface SealedRow {
  id: string;
  sealed: string;
}

const keyColumns = { id: jwks.id, sealed: jwks.privateKey };
const factorSecretColumns = { id: authFactors.id, sealed: authFactors.secret };

const withSealed = (rows: { id: string; sealed: string | null }[]): SealedRow[] =>
  rows.flatMap(({ id, sealed }) => (sealed === null ? [] : [{ id, sealed }]));

/** Every JWT signing key (a handful: one per algorithm and rotation). */
export function signingKeys(db: AppDatabase): Promise<SealedRow[]> {
  return db.select(keyColumns).from(jwks);
}

/** The newest TOTP secret, if anyone has one: enough to tell which secret sealed them. */
export async function newestFactorSecret(db: AppDatabase): Promise<SealedRow[]> {
  return withSealed(
    await db
      .select(factorSecretColumns)
      .from(authFactors)
      .where(isNotNull(authFactors.secret))
      .orderBy(desc(authFactors.createdAt))
      .limit(1),
  );
}

/** Locked: a node starting at the same moment waits, then finds them re-sealed. */
export function lockSigningKeys(tx: AppTransaction): Promise<SealedRow[]> {
  return tx.select(keyColumns).from(jwks).for('update');
}

export async function lockFactorSecrets(tx: AppTransaction): Promise<SealedRow[]> {
  return withSealed(
    await tx
      .select(factorSecretColumns)
      .from(authFactors)
      .where(isNotNull(authFactors.secret))
      .for('update'),
  );
}

export async function resealSigningKey(tx: AppTransaction, id: string, sealed: string) {
  await tx.update(jwks).set({ privateKey: sealed }).where(eq(jwks.id, id));
}

export async function resealFactorSecret(tx: AppTransaction, id: string, sealed: string) {
  await tx.update(authFactors).set({ secret: sealed }).where(eq(authFactors.id, id));
}
