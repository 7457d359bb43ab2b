import { z } from 'zod';
import { userText } from './text';

/**
 * Second factors (spec §3, §4, §7). The routes live under /api/auth/factors so a verify
 * can hand out a new, rotated session cookie the way sign-in does.
 *
 *   GET    /api/auth/factors                         → factorListSchema
 *   POST   /api/auth/factors                         enrollFactorRequestSchema → enrolledFactorSchema
 *   POST   /api/auth/factors/:factorId/challenge     challengeRequestSchema → challengeSchema
 *   POST   /api/auth/factors/:factorId/verify        verifyFactorRequestSchema → verifiedSessionSchema
 *   POST   /api/auth/factors/backup-codes/verify     backupCodeVerifyRequestSchema → verifiedSessionSchema
 *   POST   /api/auth/factors/backup-codes            (aal2 when enrolled) → backupCodesSchema
 *   DELETE /api/auth/factors/:factorId               (aal2 — re-verified) → 204
 */
export const factorTypes = ['totp', 'phone'] as const;
export const factorTypeSchema = z.enum(factorTypes);
export type FactorType = z.infer<typeof factorTypeSchema>;

export const factorStatuses = ['unverified', 'verified'] as const;
export const factorStatusSchema = z.enum(factorStatuses);

export const assuranceLevels = ['aal1', 'aal2'] as const;
export const assuranceLevelSchema = z.enum(assuranceLevels);
export type AssuranceLevel = z.infer<typeof assuranceLevelSchema>;

/** A stored assurance level (a session row's `aal`); anything unreadable counts as the lower level. */
export function readAssuranceLevel(stored: unknown): AssuranceLevel {
  const parsed = assuranceLevelSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'aal1';
}

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Wrong codes a challenge takes before it is locked and a new one is needed. */
export const MAX_CHALLENGE_ATTEMPTS = 5;
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
export const BACKUP_CODE_COUNT = 10;

export const friendlyNameSchema = userText()
  .trim()
  .min(1, { error: 'Give the factor a name' })
  .max(60, { error: 'Name must be at most 60 characters' });

/** E.164: a plus, then 8–15 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, {
    error: 'Enter the phone number in international format, e.g. +14155550123',
  });

export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' });

export const enrollFactorRequestSchema = z.discriminatedUnion('factor_type', [
  z.object({
    factor_type: z.literal('totp'),
    friendly_name: friendlyNameSchema,
    issuer: userText().trim().max(60).optional(),
  }),
  z.object({
    factor_type: z.literal('phone'),
    friendly_name: friendlyNameSchema,
    phone: phoneSchema,
  }),
]);
export type EnrollFactorRequest = z.infer<typeof enrollFactorRequestSchema>;

export const factorSchema = z.object({
  id: z.uuid(),
  friendly_name: z.string(),
  factor_type: factorTypeSchema,
  status: factorStatusSchema,
  /** Masked for phone factors, e.g. +1•••••••0123. */
  phone: z.string().nullable(),
  issuer: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Factor = z.infer<typeof factorSchema>;

export const factorListSchema = z.object({
  factors: z.array(factorSchema),
  /** Unused backup codes left. */
  backup_codes_remaining: z.number().int().nonnegative(),
});
export type FactorList = z.infer<typeof factorListSchema>;

export const enrolledFactorSchema = factorSchema.extend({
  /** TOTP only: the QR code as an SVG data URI, the base32 secret and the otpauth URI. */
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }).nullable(),
});
export type EnrolledFactor = z.infer<typeof enrolledFactorSchema>;

export const challengeRequestSchema = z.object({
  channel: z.enum(['sms']).optional(),
});
export const challengeSchema = z.object({
  id: z.uuid(),
  factor_id: z.uuid(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const verifyFactorRequestSchema = z.object({
  challenge_id: z.uuid(),
  code: codeSchema,
});
export type VerifyFactorRequest = z.infer<typeof verifyFactorRequestSchema>;

export const backupCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, { error: 'Enter a backup code like abcde-12345' });
export const backupCodeVerifyRequestSchema = z.object({ code: backupCodeSchema });

/** A successful verify: the rotated session is in the cookie; API clients use the token. */
export const verifiedSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until access_token expires. */
  expires_in: z.number().int().positive(),
  aal: assuranceLevelSchema,
  /** Issued when the first factor is verified: shown to the user once. */
  backup_codes: z.array(z.string()).optional(),
});
export type VerifiedSession = z.infer<typeof verifiedSessionSchema>;

export const backupCodesSchema = z.object({ codes: z.array(z.string()) });

/**
 * Body of `DELETE /api/me`. `code` is a TOTP code or a backup code; it is required once a
 * verified factor exists, so a stolen password alone cannot erase an account.
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, { error: 'Enter your password' }),
  // An empty field counts as no code.
  code: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((code) => code || undefined),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
