import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { EnrolledFactor, VerifiedSession } from '@waymark/shared/factors';
import { postJson, sessionCookie } from './accounts';

/** Test users all come from one address; the rate limits have their own tests. */
export const generousRateLimits = {
  RATE_LIMIT_SIGN_UP: '1000,1000',
  RATE_LIMIT_SIGN_IN: '1000,1000',
  RATE_LIMIT_SECOND_FACTOR: '1000,1000',
};

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A 6-digit code that matches none of the steps the server accepts now. */
export function wrongTotpCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  for (let candidate = 123456; ; candidate += 7919) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

export async function enrolTotp(app: FastifyInstance, cookie: string): Promise<EnrolledFactor> {
  const response = await postJson(
    app,
    '/api/auth/factors',
    { factor_type: 'totp', friendly_name: 'Phone app' },
    { cookie },
  );
  if (response.statusCode !== 200) throw new Error(`Enrol failed: ${response.body}`);
  return response.json<EnrolledFactor>();
}

export async function challenge(app: FastifyInstance, cookie: string, factorId: string) {
  return postJson(app, `/api/auth/factors/${factorId}/challenge`, {}, { cookie });
}

export async function verify(
  app: FastifyInstance,
  cookie: string,
  factorId: string,
  code: string,
): Promise<LightMyRequestResponse> {
  const started = await challenge(app, cookie, factorId);
  if (started.statusCode !== 200) throw new Error(`Challenge failed: ${started.body}`);
  const { id } = started.json<{ id: string }>();
  return postJson(
    app,
    `/api/auth/factors/${factorId}/verify`,
    { challenge_id: id, code },
    { cookie },
  );
}

/** Enrols and verifies a TOTP factor; the returned cookie is the rotated aal2 session. */
export async function enrolVerifiedTotp(app: FastifyInstance, cookie: string) {
  const factor = await enrolTotp(app, cookie);
  const secret = factor.totp?.secret ?? '';
  const verified = await verify(app, cookie, factor.id, totpCode(secret));
  if (verified.statusCode !== 200) throw new Error(`Verify failed: ${verified.body}`);
  return {
    factor,
    secret,
    cookie: sessionCookie(verified),
    session: verified.json<VerifiedSession>(),
  };
}
