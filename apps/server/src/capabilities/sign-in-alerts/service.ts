import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { DEVICE_COOKIE, type SignInAlert } from '@waymark/shared/sign-in-alerts/contracts';
import { routePatterns } from '@waymark/shared/routes';
import { UNKNOWN_LOCATION } from '@waymark/shared/sessions';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { AppError } from '@/errors';
import { getAccount } from '@/capabilities/accounts/service';
import { recipientLocale, signInAlertMessage, type Mailer } from '@/capabilities/mail/service';
import {
  claimAlert,
  deviceFactsOf,
  findAlert,
  insertSignInAlert,
  rememberDevice,
} from '@/capabilities/sign-in-alerts/queries';
import {
  createSignInAlertToken,
  verifySignInAlertToken,
} from '@/capabilities/sign-in-alerts/token';

/** The page of the "This wasn't me" link (the web app's, signed out too). */
export const signInAlertPagePath = routePatterns.signInNotMe;

export interface AlertMailDeps {
  db: AppDatabase;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  productName: string;
}

/** After the commit: the alert's mail, with device, place, time and the one-tap link. */
export async function mailSignInAlert(deps: AlertMailDeps, alert: NewDeviceAlert): Promise<void> {
  const account = await getAccount(deps.db, alert.userId);
  if (!account) return;
  const token = createSignInAlertToken(deps.secret, alert.id);
  const locale = await recipientLocale(deps.db, alert.userId);
  await deps.mailer.send(
    signInAlertMessage({
      productName: deps.productName,
      to: account.email,
      device: alert.deviceName,
      address: alert.ipAddress,
      place: alert.place,
      at: alert.at,
      denyUrl: `${deps.publicUrl}${signInAlertPagePath}?token=${encodeURIComponent(token)}`,
      locale,
    }),
  );
}

/** The device cookie's value from a Cookie header, if it has one of a sane shape. */
export function deviceCookieOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const id = value.join('=');
      return /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : null;
    }
  }
  return null;
}

/**
 * What makes a device: the browser family and the system (not their versions, which change
 * with every update) and the long-lived device cookie. Hashed: the table needs equality only.
 */
export function deviceFingerprint(
  userAgent: string | null | undefined,
  deviceCookie: string | null,
) {
  const parsed = Bowser.parse(userAgent?.trim() || 'unknown');
  const family = parsed.browser.name || 'unknown';
  const os = parsed.os.name || 'unknown';
  return createHash('sha256')
    .update(`${family}\0${os}\0${deviceCookie ?? ''}`)
    .digest('base64url');
}

export interface SignInFacts {
  userId: string;
  sessionId: string;
  deviceName: string;
  userAgent: string | null;
  deviceCookie: string | null;
  ipAddress: string | null;
  /** The country from a CDN header, or UNKNOWN_LOCATION. */
  location: string | null;
}

export interface NewDeviceAlert {
  id: string;
  userId: string;
  deviceName: string;
  ipAddress: string | null;
  place: string | null;
  at: Date;
}

/**
 * In the transaction that records the session: remembers the device, and when the account
 * has devices already and this is not one of them, stores an alert (its link is mailed after
 * the commit). The first device of an account is where it was made: no alert.
 */
export async function noteSignIn(
  tx: AppTransaction,
  facts: SignInFacts,
): Promise<NewDeviceAlert | null> {
  const fingerprint = deviceFingerprint(facts.userAgent, facts.deviceCookie);
  const { hasAny, isKnown } = await deviceFactsOf(tx, facts.userId, fingerprint);
  await rememberDevice(tx, { userId: facts.userId, fingerprint, deviceName: facts.deviceName });
  if (!hasAny || isKnown) return null;
  const place = facts.location && facts.location !== UNKNOWN_LOCATION ? facts.location : null;
  const alert = await insertSignInAlert(tx, {
    userId: facts.userId,
    sessionId: facts.sessionId,
    deviceName: facts.deviceName,
    ipAddress: facts.ipAddress,
    place,
  });
  return {
    id: alert.id,
    userId: facts.userId,
    deviceName: facts.deviceName,
    ipAddress: facts.ipAddress,
    place,
    at: alert.createdAt,
  };
}

async function alertOfToken(db: AppDatabase, secret: string, token: string, now: Date) {
  const check = verifySignInAlertToken(secret, token, now);
  if ('problem' in check) {
    throw new AppError(check.problem === 'expired' ? 'LINK_EXPIRED' : 'LINK_INVALID');
  }
  const alert = await findAlert(db, check.alertId);
  if (!alert) throw new AppError('LINK_INVALID');
  if (alert.usedAt) throw new AppError('LINK_USED');
  return alert;
}

/** GET check: what the link's page shows (device, address, place, time); nothing changes. */
export async function describeAlert(
  db: AppDatabase,
  secret: string,
  token: string,
  now = new Date(),
): Promise<SignInAlert> {
  const alert = await alertOfToken(db, secret, token, now);
  return {
    device: alert.deviceName,
    address: alert.ipAddress,
    place: alert.place,
    signedInAt: alert.createdAt.toISOString(),
  };
}

export interface DenyDeps {
  db: AppDatabase;
  secret: string;
  /** Ends sessions of a user: the sessions feature's, passed in by the routes. */
  endSessions: (userId: string, sessionIds: string[] | 'all') => Promise<number>;
}

/**
 * "This wasn't me": the link is spent (once), then that session ends, and every session of
 * the account when asked. Works signed out: the signed token is the capability.
 */
export async function denySignIn(
  deps: DenyDeps,
  token: string,
  signOutEverywhere: boolean,
  now = new Date(),
): Promise<{ endedSessions: number }> {
  const alert = await alertOfToken(deps.db, deps.secret, token, now);
  const claimed = await claimAlert(deps.db, alert.id);
  // Two clicks racing: the second finds the link spent.
  if (!claimed) throw new AppError('LINK_USED');
  const endedSessions = await deps.endSessions(
    claimed.userId,
    signOutEverywhere ? 'all' : [claimed.sessionId],
  );
  return { endedSessions };
}
