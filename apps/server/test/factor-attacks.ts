import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { enrolledFactorSchema, type EnrolledFactor } from '@waymark/shared/factors';
import { readOutbox } from '@/capabilities/mail/outbox';
import { readSmsOutbox } from '@/capabilities/second-factors/sms';
import { postJson } from './accounts';

/** A number no other test uses: the SMS budget of a number is shared by every account. */
export function uniquePhone(): string {
  return `+1415${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export async function enrolPhone(
  app: FastifyInstance,
  cookie: string,
  phone: string,
): Promise<EnrolledFactor> {
  const response = await postJson(
    app,
    '/api/auth/factors',
    { factor_type: 'phone', friendly_name: 'My phone', phone },
    { cookie },
  );
  if (response.statusCode !== 200) throw new Error(`Phone enrol failed: ${response.body}`);
  return enrolledFactorSchema.parse(response.json());
}

/** The code of the newest SMS to `phone` in the outbox. */
export async function latestSmsCode(dataDir: string, phone: string): Promise<string> {
  const sms = (await readSmsOutbox(dataDir)).filter((message) => message.to === phone).at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`No SMS to ${phone} in the outbox`);
  return code;
}

export const lockoutMailSubject = 'Wrong sign-in codes on your Waymark account';

/** The lockout mails the owner of `email` received. */
export async function lockoutMails(dataDir: string, email: string) {
  return (await readOutbox(dataDir)).filter(
    (message) => message.to === email && message.subject === lockoutMailSubject,
  );
}

export function backupCodeVerify(app: FastifyInstance, cookie: string, code: string) {
  return postJson(app, '/api/auth/factors/backup-codes/verify', { code }, { cookie });
}
