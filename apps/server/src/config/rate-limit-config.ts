import { z } from 'zod';

// Rate limits of the account endpoints, kept apart from config.ts like auth-config.ts;
// loadConfig() parses them with the rest of the environment.

export const rateLimitActions = [
  'signUp',
  'signIn',
  'passwordReset',
  'emailResend',
  'secondFactor',
  'accountChange',
] as const;
export type RateLimitAction = (typeof rateLimitActions)[number];

export interface RateLimit {
  /**
   * Attempts per window for one account: the signed-in account where the endpoint needs one
   * (second factor, password and e-mail changes, account deletion), else the e-mail the body
   * names (sign-in, sign-up, reset, resend), as each route declares.
   */
  perAccount: number;
  /** Attempts per window from one client address (an IPv6 /64 counts as one). */
  perAddress: number;
}

export interface RateLimitConfig {
  windowSeconds: number;
  limits: Record<RateLimitAction, RateLimit>;
  /** Requests per window one personal access token may make, whatever the route (issue 18). */
  apiTokenRequests: number;
}

/** A script polling every second still fits, with room for bursts. */
export const defaultApiTokenRequests = 600;

/**
 * Per minute: enough for a person mistyping, far too few for guessing. `accountChange` is one
 * budget for every password check a signed-in session can make (change password, change
 * e-mail, delete the account), so a stolen cookie cannot spread its guesses over them.
 */
export const defaultRateLimits: Record<RateLimitAction, RateLimit> = {
  signUp: { perAccount: 5, perAddress: 10 },
  signIn: { perAccount: 10, perAddress: 30 },
  passwordReset: { perAccount: 3, perAddress: 10 },
  emailResend: { perAccount: 3, perAddress: 10 },
  secondFactor: { perAccount: 5, perAddress: 30 },
  accountChange: { perAccount: 5, perAddress: 30 },
};

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const pairMessage = 'must be two positive integers "<per account>,<per address>", e.g. 10,30';
const limitPair = z
  .string()
  .regex(/^\s*[1-9]\d*\s*,\s*[1-9]\d*\s*$/, { error: pairMessage })
  .transform((value): RateLimit => {
    const [perAccount = 0, perAddress = 0] = value.split(',').map((part) => Number(part.trim()));
    return { perAccount, perAddress };
  });

export const rateLimitEnvShape = {
  RATE_LIMIT_WINDOW_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a positive integer' })
      .int({ error: 'must be a positive integer' })
      .min(1, { error: 'must be a positive integer' }),
  ),
  RATE_LIMIT_SIGN_UP: optional(limitPair),
  RATE_LIMIT_SIGN_IN: optional(limitPair),
  RATE_LIMIT_PASSWORD_RESET: optional(limitPair),
  RATE_LIMIT_EMAIL_RESEND: optional(limitPair),
  RATE_LIMIT_SECOND_FACTOR: optional(limitPair),
  RATE_LIMIT_ACCOUNT_CHANGE: optional(limitPair),
  RATE_LIMIT_API_TOKEN: optional(
    z.coerce
      .number({ error: 'must be a positive integer' })
      .int({ error: 'must be a positive integer' })
      .min(1, { error: 'must be a positive integer' }),
  ),
};

type RateLimitEnv = z.infer<z.ZodObject<typeof rateLimitEnvShape>>;
type LimitVariable = Exclude<
  keyof RateLimitEnv,
  'RATE_LIMIT_WINDOW_SECONDS' | 'RATE_LIMIT_API_TOKEN'
>;

const envNames: Record<RateLimitAction, LimitVariable> = {
  signUp: 'RATE_LIMIT_SIGN_UP',
  signIn: 'RATE_LIMIT_SIGN_IN',
  passwordReset: 'RATE_LIMIT_PASSWORD_RESET',
  emailResend: 'RATE_LIMIT_EMAIL_RESEND',
  secondFactor: 'RATE_LIMIT_SECOND_FACTOR',
  accountChange: 'RATE_LIMIT_ACCOUNT_CHANGE',
};

export function readRateLimitConfig(vars: RateLimitEnv): RateLimitConfig {
  const limits = { ...defaultRateLimits };
  for (const action of rateLimitActions) {
    limits[action] = vars[envNames[action]] ?? defaultRateLimits[action];
  }
  return {
    windowSeconds: vars.RATE_LIMIT_WINDOW_SECONDS ?? 60,
    limits,
    apiTokenRequests: vars.RATE_LIMIT_API_TOKEN ?? defaultApiTokenRequests,
  };
}
