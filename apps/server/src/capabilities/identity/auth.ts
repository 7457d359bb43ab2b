import { betterAuth } from 'better-auth';
import { decodeJwt } from 'jose';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { jwt, type JwtOptions } from 'better-auth/plugins/jwt';
import type { Session, User } from 'better-auth';
import { readAssuranceLevel } from '@waymark/shared/factors';
import { pathTo } from '@waymark/shared/routes';
import { authSchema } from '@/db/tables/auth';
import {
  createProfileInSignUp,
  recordingTransactions,
  validateNewPassword,
  validateSignUp,
} from '@/capabilities/identity/sign-up';
import {
  secondFactorPlugin,
  type SecondFactorOptions,
} from '@/capabilities/second-factors/better-auth-service';
import {
  changeEmailMessage,
  recipientLocale,
  resetPasswordMessage,
  signUpAttemptMessage,
  verifyEmailMessage,
} from '@/capabilities/mail/service';
import { clientAddressHeader } from '@/lib/client-address';
import { recordActiveSession } from '@/capabilities/active-sessions/service';
import { mailSignInAlert } from '@/capabilities/sign-in-alerts/service';

/** A session as better-auth hands it to hooks and the jwt plugin, with our `aal` column. */
interface SessionLike {
  user: User;
  session: Session & Record<string, unknown>;
}

export const authBasePath = '/api/auth';
/** Bearer tokens from GET /api/auth/token live this long; clients fetch a new one with the cookie. */
export const jwtLifetimeSeconds = 15 * 60;
export const jwtLifetime = `${jwtLifetimeSeconds}s`;

/**
 * Every access token says which assurance level its session reached (spec §4), and which
 * session it speaks for (`sid`): a token is refused once that session is gone (sign-out,
 * revocation, password reset, account deletion), not only when it expires.
 */
const jwtPayload = ({ user, session }: SessionLike) => ({
  ...user,
  sid: session.id,
  aal: readAssuranceLevel(session.aal),
});

/** What better-auth is made from: the second factors' options, less the token settings made here. */
export type AuthOptions = Omit<SecondFactorOptions, 'jwt' | 'jwtLifetimeSeconds' | 'jwtPayload'>;

export function createAuth({ config, db, secret, mailer, logger, sms }: AuthOptions) {
  const { publicUrl, productName } = config;
  const jwtOptions = {
    jwt: {
      issuer: publicUrl,
      audience: publicUrl,
      expirationTime: jwtLifetime,
      definePayload: jwtPayload,
    },
    schema: { jwks: { modelName: 'jwks' } },
    // Otherwise every cookie-authenticated request (each one resolves its session) would sign a
    // fresh JWT into a `set-auth-jwt` header nobody reads: the web app asks /token when it needs one.
    disableSettingJwtHeader: true,
  } satisfies JwtOptions;
  const socialProviders = {
    ...(config.auth.github ? { github: config.auth.github } : {}),
    ...(config.auth.google ? { google: config.auth.google } : {}),
  };
  return betterAuth({
    appName: productName,
    baseURL: publicUrl,
    basePath: authBasePath,
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(recordingTransactions(db), {
      provider: 'pg',
      schema: authSchema,
      transaction: true,
    }),
    user: {
      modelName: 'users',
      // POST /change-email mails a link to the NEW address; the address changes only when
      // it is followed (the signed-in check is better-auth's sensitive-session guard).
      changeEmail: { enabled: true },
    },
    session: {
      modelName: 'sessions',
      // Spec §4: 'aal2' once a second factor was verified for this session; only the
      // factors plugin sets it, by rotating the session.
      additionalFields: { aal: { type: 'string', input: false, defaultValue: 'aal1' } },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    advanced: {
      database: { generateId: 'uuid' },
      // better-auth turns the Origin/CSRF check off by itself when it detects a test run
      // (NODE_ENV=test, Vitest); keep it on so tests exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The address Fastify resolved (TRUST_PROXY-aware), handed over by the accounts plugin.
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const locale = await recipientLocale(db, user.id);
        await mailer.send(
          resetPasswordMessage({ productName, to: user.email, name: user.name, url, locale }),
        );
      },
      // A sign-up with a taken address answers exactly as for a new one (better-auth builds
      // the same body, after hashing the password as a new sign-up would), so the form tells
      // no one which addresses have accounts; the owner of the address is told instead.
      onExistingUserSignUp: async ({ user }) => {
        // In the owner's language, not the language of whoever tried the address.
        const url = `${publicUrl}${pathTo('login')}`;
        const locale = await recipientLocale(db, user.id);
        await mailer.send(
          signUpAttemptMessage({ productName, to: user.email, name: user.name, url, locale }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The first use of a confirmation link signs the person in and leads on to onboarding;
      // a later use only confirms (better-auth signs in only while the address is unconfirmed).
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url, token }) => {
        // The same hook sends both; only the token says this one confirms a new address.
        const message = isChangeEmailToken(token) ? changeEmailMessage : verifyEmailMessage;
        // After sign-up's commit, so the profile (and the language it was made with) is there.
        const locale = await recipientLocale(db, user.id);
        await mailer.send(message({ productName, to: user.email, name: user.name, url, locale }));
      },
    },
    socialProviders,
    // plugins/rate-limit.ts limits these endpoints per account and per address; better-auth's
    // own limiter (on in production) would count the same attempts again, per address only.
    rateLimit: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          // A password change replaces the caller's session (the others are revoked): the new
          // one keeps the assurance level the old one had, or an aal2 device would drop to aal1.
          before: (session, context) => {
            const current =
              context?.path === '/change-password'
                ? (context.context as { session?: SessionLike | null }).session
                : null;
            return Promise.resolve(
              current
                ? { data: { ...session, aal: readAssuranceLevel(current.session.aal) } }
                : undefined,
            );
          },
          // After the sign-in (or rotation) committed: one device row per session.
          after: async (session, context) => {
            const headers = context?.headers ?? context?.request?.headers;
            await recordActiveSession(db, session, headers, logger, (alert) =>
              mailSignInAlert({ db, mailer, secret, publicUrl, productName }, alert),
            );
          },
        },
      },
      account: {
        create: {
          before: async (account, context) => {
            await createProfileInSignUp(db, account.userId, context);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The app's own GET /api/sessions lists devices; better-auth's list carries every
        // session's raw token, which is as good as the cookie of each device.
        if (ctx.path === '/list-sessions') throw new APIError('NOT_FOUND');
        if (ctx.path === '/sign-up/email') await validateSignUp(db, ctx.body);
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          validateNewPassword((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        }
        // Whoever knew the old password may still hold a session: a new password ends every
        // other one, whatever the client asked.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
      }),
    },
    plugins: [
      jwt(jwtOptions),
      secondFactorPlugin({
        config,
        db,
        secret,
        sms,
        mailer,
        logger,
        jwt: jwtOptions,
        jwtLifetimeSeconds,
        jwtPayload,
      }),
    ],
    telemetry: { enabled: false },
    // Client errors (wrong password, taken username…) are answers, not server faults. Any
    // other failure (a query error, a bug) is thrown on to Fastify's error handler, which maps
    // bad input to 400 and logs without SQL parameters: better-auth's router would print it,
    // query and parameters included, on the console.
    onAPIError: { throw: true },
    // Into our pino logs (redacted, structured) instead of the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args: unknown[]) => {
        logger[level]({ component: 'better-auth', args }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Our own, freshly signed token: reading its claims without verifying it is safe here. */
function isChangeEmailToken(token: string): boolean {
  try {
    return decodeJwt(token).requestType === 'change-email-verification';
  } catch {
    return false;
  }
}
