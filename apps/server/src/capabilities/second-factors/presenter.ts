import type { Challenge, EnrolledFactor, Factor, FactorList } from '@waymark/shared/factors';
import { maskPhone } from '@/capabilities/second-factors/codes';
import type { ChallengeRow, FactorRow } from '@/capabilities/second-factors/queries';
import type { enrolFactor, listFactors } from '@/capabilities/second-factors/service';

/** Never the secret; the phone number masked. */
export function presentFactor(row: FactorRow): Factor {
  return {
    id: row.id,
    friendly_name: row.friendlyName,
    factor_type: row.factorType,
    status: row.status,
    phone: row.phone === null ? null : maskPhone(row.phone),
    issuer: row.issuer,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function presentFactorList({
  factors,
  backupCodesRemaining,
}: Awaited<ReturnType<typeof listFactors>>): FactorList {
  return { factors: factors.map(presentFactor), backup_codes_remaining: backupCodesRemaining };
}

/** The one answer that carries the TOTP secret: the enrolment screen shows it once. */
export function presentEnrolledFactor({
  factor,
  totp,
}: Awaited<ReturnType<typeof enrolFactor>>): EnrolledFactor {
  return {
    ...presentFactor(factor),
    totp: totp && { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri },
  };
}

export function presentChallenge(row: ChallengeRow): Challenge {
  return { id: row.id, factor_id: row.factorId, expires_at: row.expiresAt.toISOString() };
}
