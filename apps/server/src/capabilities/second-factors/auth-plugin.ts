import type { BetterAuthPlugin, GenericEndpointContext, User } from 'better-auth';
import {
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { signJWT, type JwtOptions } from 'better-auth/plugins/jwt';
import { z } from 'zod';
import {
  backupCodeVerifyRequestSchema,
  challengeRequestSchema,
  enrollFactorRequestSchema,
  verifyFactorRequestSchema,
  type AssuranceLevel,
  type VerifiedSession,
} from '@waymark/shared/factors';
import type { AccountOwner } from '@/capabilities/second-factors/attempt-guard';
import { toApiError, parseBody } from '@/capabilities/second-factors/errors';
import {
  presentChallenge,
  presentEnrolledFactor,
  presentFactorList,
} from '@/capabilities/second-factors/presenter';
import * as service from '@/capabilities/second-factors/service';
import type { FactorDeps } from '@/capabilities/second-factors/service';
import { sessionAal, type SessionLike } from '@/capabilities/second-factors/session-aal';

export interface FactorsPluginOptions extends FactorDeps {
  jwt: JwtOptions;
  jwtLifetimeSeconds: number;
  /** The claims of every access token, shared with the jwt plugin's definePayload. */
  jwtPayload: (session: SessionLike) => Record<string, unknown>;
}

const factorParamsSchema = z.object({ factorId: z.uuid() });

/** Who a lockout mail goes to. */
const ownerOf = (user: User): AccountOwner => ({ id: user.id, email: user.email, name: user.name });

/**
 * better-auth's own endpoints that change the account or end other sessions: a stolen
 * password alone must not change the password or e-mail, unlink a sign-in method or lock
 * the owner out. Over HTTP the access step already refuses them at aal1 (they are not
 * declared reachable before the second factor: features/auth/routes.ts); this check holds for calls that do not come through it (auth.api on the server).
 */
const accountChangingPaths = new Set([
  '/change-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/set-password',
  '/link-social',
  '/unlink-account',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

/**
 * Second factors as better-auth endpoints under /api/auth/factors (contract in
 * packages/shared/src/factors.ts), so a successful verify can rotate the session the way
 * sign-in does: a new session at aal2, the old one deleted, the new cookie set.
 */
export function factorsPlugin(options: FactorsPluginOptions) {
  // Every handler: our AppErrors become better-auth's APIErrors on the way out.
  const guarded =
    <C, R>(handler: (ctx: C) => Promise<R>) =>
    async (ctx: C): Promise<R> => {
      try {
        return await handler(ctx);
      } catch (error) {
        throw toApiError(error);
      }
    };

  // An unknown or malformed id is simply not one of your factors.
  const factorIdOf = (params: unknown) => {
    const parsed = factorParamsSchema.safeParse(params);
    if (!parsed.success) throw toApiError(service.factorNotFound());
    return parsed.data.factorId;
  };

  return {
    id: 'waymark-factors',
    hooks: {
      before: [
        {
          matcher: (ctx) => accountChangingPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx);
            // No session: the endpoint itself answers 401.
            if (!current) return;
            try {
              await service.requireAal2WhenEnrolled(
                options.db,
                current.user.id,
                sessionAal(current.session),
              );
            } catch (error) {
              throw toApiError(error);
            }
          }),
        },
      ],
    },
    endpoints: {
      listFactors: createAuthEndpoint(
        '/factors',
        { method: 'GET', use: [sessionMiddleware] },
        guarded(async (ctx) => {
          const userId = ctx.context.session.user.id;
          return ctx.json(presentFactorList(await service.listFactors(options.db, userId)));
        }),
      ),
      enrolFactor: createAuthEndpoint(
        '/factors',
        { method: 'POST', use: [sessionMiddleware] },
        guarded(async (ctx) => {
          const { user, session } = ctx.context.session;
          const input = parseBody(enrollFactorRequestSchema, ctx.body);
          const enrolled = await service.enrolFactor(
            options,
            { id: user.id, email: user.email },
            sessionAal(session),
            input,
          );
          return ctx.json(presentEnrolledFactor(enrolled));
        }),
      ),
      challengeFactor: createAuthEndpoint(
        '/factors/:factorId/challenge',
        { method: 'POST', use: [sessionMiddleware] },
        guarded(async (ctx) => {
          const factorId = factorIdOf(ctx.params);
          const { channel } = parseBody(challengeRequestSchema, ctx.body);
          const challenge = await service.createChallenge(
            options,
            ctx.context.session.user.id,
            factorId,
            channel,
          );
          return ctx.json(presentChallenge(challenge));
        }),
      ),
      verifyFactor: createAuthEndpoint(
        '/factors/:factorId/verify',
        { method: 'POST', use: [sessionMiddleware] },
        guarded(async (ctx) => {
          const factorId = factorIdOf(ctx.params);
          const input = parseBody(verifyFactorRequestSchema, ctx.body);
          const { user, session } = ctx.context.session;
          const verified = await service.verifyFactor(
            options,
            ownerOf(user),
            factorId,
            sessionAal(session),
            input,
          );
          return ctx.json(await upgradeSession(ctx, verified.backupCodes));
        }),
      ),
      verifyBackupCode: createAuthEndpoint(
        '/factors/backup-codes/verify',
        { method: 'POST', use: [sessionMiddleware] },
        guarded(async (ctx) => {
          const input = parseBody(backupCodeVerifyRequestSchema, ctx.body);
          await service.verifyBackupCode(options, ownerOf(ctx.context.session.user), input.code);
          return ctx.json(await upgradeSession(ctx, undefined));
        }),
      ),
      regenerateBackupCodes: createAuthEndpoint(
        '/factors/backup-codes',
        { method: 'POST', use: [sessionMiddleware] },
        guarded(async (ctx) => {
          const { user, session } = ctx.context.session;
          const codes = await service.regenerateBackupCodes(options, user.id, sessionAal(session));
          return ctx.json({ codes });
        }),
      ),
      deleteFactor: createAuthEndpoint(
        '/factors/:factorId',
        { method: 'DELETE', use: [sessionMiddleware] },
        guarded(async (ctx) => {
          const factorId = factorIdOf(ctx.params);
          const { user, session } = ctx.context.session;
          await service.removeFactor(options, user.id, factorId, sessionAal(session));
          // A bare Response: better-auth's ctx.json cannot carry an empty 204.
          return new Response(null, { status: 204 });
        }),
      ),
    },
  } satisfies BetterAuthPlugin;

  /**
   * A verified factor proves more than the password did: the login continues on a new
   * session at aal2 (the old token dies, so a token stolen before the step is worthless)
   * and the answer carries an access token that says so.
   */
  async function upgradeSession(
    ctx: GenericEndpointContext & { context: { session: SessionLike } },
    backupCodes: string[] | undefined,
  ): Promise<VerifiedSession> {
    const { user, session: old } = ctx.context.session;
    const aal: AssuranceLevel = 'aal2';
    // A sign-in without "remember me" stays a browser-session login after the step.
    const dontRememberMe = Boolean(
      await ctx.getSignedCookie(ctx.context.authCookies.dontRememberToken.name, ctx.context.secret),
    );
    const session = await ctx.context.internalAdapter.createSession(
      user.id,
      dontRememberMe,
      { aal, ipAddress: old.ipAddress, userAgent: old.userAgent },
      true,
    );
    await ctx.context.internalAdapter.deleteSession(old.token);
    await setSessionCookie(ctx, { session, user }, dontRememberMe);
    const iat = Math.floor(Date.now() / 1000);
    const accessToken = await signJWT(ctx, {
      options: options.jwt,
      payload: {
        ...options.jwtPayload({ user, session }),
        iat,
        exp: iat + options.jwtLifetimeSeconds,
        sub: user.id,
      },
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: options.jwtLifetimeSeconds,
      aal,
      ...(backupCodes ? { backup_codes: backupCodes } : {}),
    };
  }
}
