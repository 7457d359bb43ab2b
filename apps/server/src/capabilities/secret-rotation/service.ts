import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '@/config';
import type { AppDatabase, AppTransaction } from '@/db/client';
import {
  lockFactorSecrets,
  lockSigningKeys,
  newestFactorSecret,
  resealFactorSecret,
  resealSigningKey,
  signingKeys,
  type SealedRow,
} from '@/capabilities/secret-rotation/queries';
import {
  factorSecretSeal,
  openWithAny,
  signingKeySeal,
  type Seal,
} from '@/capabilities/secret-rotation/seals';

export interface AuthSecrets {
  /** AUTH_SECRET (or the one generated under DATA_DIR): what everything is sealed with. */
  current: string;
  /** AUTH_SECRET_PREVIOUS: what may still open data sealed before a rotation. */
  previous: string[];
}

/** What start-up re-sealed, by kind. */
export interface Resealed {
  signingKeys: number;
  factorSecrets: number;
}

/** The auth secret opens none of the sealed data: the node must not start (it would answer 500s). */
export class AuthSecretMismatchError extends ConfigError {
  override name = 'AuthSecretMismatchError';
}

interface SealedKind {
  name: keyof Resealed;
  seal: Seal;
  lock: (tx: AppTransaction) => Promise<SealedRow[]>;
  reseal: (tx: AppTransaction, id: string, sealed: string) => Promise<void>;
}

const kinds: SealedKind[] = [
  { name: 'signingKeys', seal: signingKeySeal, lock: lockSigningKeys, reseal: resealSigningKey },
  {
    name: 'factorSecrets',
    seal: factorSecretSeal,
    lock: lockFactorSecrets,
    reseal: resealFactorSecret,
  },
];

/**
 * Before the node serves anyone: the current auth secret must open what the database holds
 * sealed with it (JWT signing keys, TOTP secrets), or every token request would answer 500
 * ("Failed to decrypt private key") and no authenticator code would verify. What a previous
 * secret opens is re-sealed with the current one, all in one transaction; what none opens
 * stops start-up with a message that says which setting to fix.
 */
export async function checkSealedData(
  db: AppDatabase,
  secrets: AuthSecrets,
  logger: FastifyBaseLogger,
): Promise<Resealed | null> {
  // The common start: the few signing keys and one factor secret open with the current secret.
  const samples: [Seal, SealedRow[]][] = [
    [signingKeySeal, await signingKeys(db)],
    [factorSecretSeal, await newestFactorSecret(db)],
  ];
  if (await opensAll(samples, secrets.current)) return null;

  const resealed = await db.transaction(async (tx) => {
    const counts: Resealed = { signingKeys: 0, factorSecrets: 0 };
    const unopened: Resealed = { signingKeys: 0, factorSecrets: 0 };
    const candidates = [secrets.current, ...secrets.previous];
    for (const kind of kinds) {
      for (const row of await kind.lock(tx)) {
        const opened = await openWithAny(kind.seal, candidates, row.sealed);
        if (!opened) unopened[kind.name] += 1;
        else if (opened.index > 0) {
          await kind.reseal(tx, row.id, await kind.seal.close(secrets.current, opened.plaintext));
          counts[kind.name] += 1;
        }
      }
    }
    // Thrown inside the transaction: nothing is half re-sealed.
    if (unopened.signingKeys + unopened.factorSecrets > 0) {
      throw new AuthSecretMismatchError(mismatchMessage(unopened, secrets.previous.length > 0));
    }
    return counts;
  });
  // Zero: a node that started at the same moment re-sealed it all while this one waited.
  if (resealed.signingKeys + resealed.factorSecrets === 0) return resealed;
  logger.warn({ resealed }, `Re-sealed ${countsText(resealed)} with the current AUTH_SECRET`);
  return resealed;
}

async function opensAll(samples: [Seal, SealedRow[]][], secret: string): Promise<boolean> {
  for (const [seal, rows] of samples) {
    for (const row of rows) {
      if (!(await openWithAny(seal, [secret], row.sealed))) return false;
    }
  }
  return true;
}

const nouns: Record<keyof Resealed, string> = {
  signingKeys: 'JWT signing key',
  factorSecrets: 'two-factor secret',
};

/** `1 JWT signing key and 3 two-factor secrets`: the kinds with a count, for operators. */
function countsText(counts: Resealed): string {
  return kinds
    .filter(({ name }) => counts[name] > 0)
    .map(({ name }) => `${counts[name]} ${nouns[name]}${counts[name] === 1 ? '' : 's'}`)
    .join(' and ');
}

function mismatchMessage(unopened: Resealed, hadPrevious: boolean): string {
  const what = countsText(unopened);
  const tried = hadPrevious
    ? 'neither AUTH_SECRET nor AUTH_SECRET_PREVIOUS opens'
    : 'AUTH_SECRET does not open';
  return (
    `The auth secret is not the one this database's data was sealed with: ${tried} ${what}. ` +
    'Start with the AUTH_SECRET they were sealed with (without AUTH_SECRET, the secret in ' +
    'DATA_DIR/auth-secret), or, to change it, set AUTH_SECRET to the new secret and ' +
    'AUTH_SECRET_PREVIOUS to the old one (docs/DEPLOY.md, "Rotate the auth secret").'
  );
}
