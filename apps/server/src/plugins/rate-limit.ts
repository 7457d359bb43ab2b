import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';
import { AppError } from '@/errors';
import type { RateLimitAction } from '@/plugins/rate-limit-config';
import { addressKey } from '@/plugins/rate-limit-key';
import { FixedWindowCounters } from '@/plugins/rate-limit-store';

/** The endpoints worth guessing at, by normalized path (all POST). */
const rules: { action: RateLimitAction; path: RegExp }[] = [
  { action: 'signUp', path: /^\/api\/auth\/sign-up\/email$/ },
  { action: 'signIn', path: /^\/api\/auth\/sign-in\/email$/ },
  { action: 'passwordReset', path: /^\/api\/auth\/request-password-reset$/ },
  { action: 'emailResend', path: /^\/api\/auth\/send-verification-email$/ },
  // /factors/:factorId/verify and /factors/backup-codes/verify share one budget.
  { action: 'secondFactor', path: /^\/api\/auth\/factors\/[^/]+\/verify$/ },
  { action: 'accountChange', path: /^\/api\/auth\/change-(?:password|email)$/ },
];

export interface RateLimitOptions {
  config: Config;
  /** Tests move the clock; the process uses Date.now. */
  now?: () => number;
}

/**
 * Limits attempts on sign-up, sign-in, password reset, verification resend, second-factor
 * verify and password/e-mail changes, per account and per client address at once:
 * 429 RATE_LIMITED with Retry-After. Counters live in this process's memory, so with
 * several processes each allows the configured number.
 *
 * Runs before validation, once the body is parsed: the account is the e-mail the body
 * names, else the signed-in caller.
 */
export const rateLimit = fp(
  (app: FastifyInstance, { config, now }: RateLimitOptions, done: () => void) => {
    const { windowSeconds, limits } = config.rateLimits;
    const counters = new FixedWindowCounters(windowSeconds * 1000, now);

    app.addHook('preValidation', async (request, reply) => {
      if (request.method !== 'POST') return;
      const path = normalizePath(request.url);
      const action = rules.find((rule) => rule.path.test(path))?.action;
      if (!action) return;
      const { perAccount, perAddress } = limits[action];
      const budgets = [{ key: `${action}:address:${addressKey(request.ip)}`, limit: perAddress }];
      const account = await accountKey(app, request);
      if (account) budgets.push({ key: `${action}:account:${account}`, limit: perAccount });

      const verdict = counters.hit(budgets);
      if (verdict.allowed) return;
      const seconds = verdict.retryAfterSeconds;
      reply.header('retry-after', String(seconds));
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
      );
    });
    done();
  },
  { name: 'rate-limit', dependencies: ['accounts'] },
);

/**
 * The path as the router will read it: no query, no trailing or doubled slashes, percent
 * escapes decoded and lower case, so `/api/auth/Sign-In/email/` cannot dodge its budget.
 */
export function normalizePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as written; the router rejects it anyway.
  }
  return decoded
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
}

async function accountKey(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  if (typeof email === 'string' && email.trim() !== '')
    return `email:${email.trim().toLowerCase()}`;
  const userId = request.userId ?? (await signedInUser(app, request));
  return userId ? `user:${userId}` : null;
}

/** better-auth's own routes skip the credentials hook; these few resolve the caller here. */
async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization && !request.headers.cookie?.includes('session_token')) {
    return null;
  }
  try {
    return await app.resolveCaller(request);
  } catch (error) {
    // A bad bearer token: the endpoint itself answers 401; the address budget still counts.
    if (error instanceof AppError) return null;
    throw error;
  }
}
