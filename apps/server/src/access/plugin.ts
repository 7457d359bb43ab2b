import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import { accessOf, type RouteAccess } from '@/access/declaration';
import { refuseBanned, requireModerator, type StandingOf } from '@/access/moderation';
import { isReadMethod, requirePaidAccess } from '@/access/paywall';
import { checkAccessDeclarations, type DeclaredRoute } from '@/access/route-check';
import { applySecondFactorRule } from '@/access/second-factor';
import { trackSessionChanges } from '@/access/session-changes';
import { createTokenBudget } from '@/access/token-budget';
import { requireTokenScope } from '@/access/token-scope';
import type { Config } from '@/config';
import { AppError } from '@/errors';
import {
  createCredentialResolver,
  sessionCookieName,
  type ResolveOptions,
} from '@/access/credentials';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { createSessionCache } from '@/access/session-cache';
import { createActivityTracker } from '@/capabilities/active-sessions/activity';
import { clientAddressHeader } from '@/lib/client-address';
import type { Caller } from '@/plugins/caller';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is behind a request's credentials alone (no route rules): the sockets' recheck. */
    resolveCaller(request: FastifyRequest, options?: ResolveOptions): Promise<Caller | null>;
    /** Every API route with its access, as declared (the generated access tests walk them). */
    declaredRoutes(): DeclaredRoute[];
  }
}

export interface AccessOptions {
  config: Config;
  /** The public keys our JWTs are signed with (better-auth's, loaded on first bearer JWT). */
  loadKeys: () => Promise<JSONWebKeySet>;
  /** A person's standing where a route declares `moderation` (the community keeps it). */
  standingOf: StandingOf;
}

/**
 * A request to a path under /api that no route answers: the JSON 404 says so to anyone, but a
 * password-only session of an enrolled account is still held at the second factor (fail closed).
 */
const noRoute: RouteAccess = {
  caller: 'anyone',
  paid: 'none',
  token: 'any',
  beforeSecondFactor: 'refused',
};

/**
 * The one identity-and-access step, before the body of any API request is read. It resolves
 * the caller (session cookie, bearer JWT or personal access token) as the request arrives
 * (`onRequest`), then, once every onRequest hook has run (`preParsing`), applies the route's
 * declaration (access/declaration.ts), in order:
 *
 * 1. the second-factor rule (403 MFA_REQUIRED, or answered as a visitor);
 * 2. signed in (401 UNAUTHENTICATED);
 * 3. a personal access token's scope and request budget (403, 429);
 * 4. the moderation rule (403 COMMUNITY_BANNED / FORBIDDEN; moderators pass the paywall);
 * 5. the paywall (402 SUBSCRIPTION_REQUIRED); a token's writes are paid wherever it may write.
 *
 * Every refusal is an AppError, so every one has the API's single error body.
 */
export const accessStep = fp(
  (app: FastifyInstance, { config, loadKeys, standingOf }: AccessOptions, done: () => void) => {
    const db = () => app.database.db;
    const secret = resolveAuthSecret(config.auth.secret, config.dataDir);
    const sessions = createSessionCache();
    const resolveCaller = createCredentialResolver({
      db: app.database.db,
      secret,
      publicUrl: config.publicUrl,
      cookieName: sessionCookieName(config.publicUrl),
      loadKeys,
      sessions,
    });
    app.decorate('resolveCaller', resolveCaller);
    app.decorate('declaredRoutes', checkAccessDeclarations(app));
    trackSessionChanges(app, sessions);
    // The device list's "last active": written at most once a minute per session, after the
    // request has been let through (never awaited by it; the tracker catches its own failures).
    const touchSession = createActivityTracker(app.database.db);
    const tokenBudget = createTokenBudget(app, {
      maxRequests: config.rateLimits.apiTokenRequests,
      windowSeconds: config.rateLimits.windowSeconds,
    });

    /** The route's declaration; for a path no route answers, `noRoute`. */
    const accessOfRequest = (request: FastifyRequest): RouteAccess => {
      if (request.routeOptions.url === undefined) return noRoute;
      // Unreachable after the start-up check; refused rather than guessed should it happen.
      const access = accessOf(request.routeOptions.config);
      if (!access) throw new AppError('FORBIDDEN', 'This route declares no access');
      return access;
    };

    // Who is calling: the credentials alone, first of all hooks on the request.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      // better-auth reads the client address from this header (sessions, device list);
      // overwritten on every request, whatever its URL, so a client cannot pick it.
      request.headers[clientAddressHeader] = request.ip;
      if (!request.url.startsWith('/api/')) return;
      // better-auth's own endpoints act on the session cookie alone: a bearer token there,
      // personal access tokens included, names nobody (they are declared `token: 'none'`).
      const ownAuthEndpoint = request.url.startsWith('/api/auth/');
      request.caller = hasCredentials(request)
        ? await resolveCaller(request, { cookieOnly: ownAuthEndpoint })
        : null;
    });

    // What the route allows that caller: after every onRequest hook, before the body is read
    // (nobody uploads 5 MB to be told they cannot save).
    app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      const access = accessOfRequest(request);
      const caller = request.caller
        ? await applySecondFactorRule(db(), request.caller, access.beforeSecondFactor)
        : null;
      request.caller = caller;
      if (!caller) {
        if (access.caller === 'signed-in') throw new AppError('UNAUTHENTICATED');
        return;
      }
      if (caller.credential === 'cookie' && !request.url.startsWith('/api/auth/')) {
        void touchSession(caller.userId, caller.sessionId, request.log);
      }

      const write = !isReadMethod(request.method);
      let paid = access.paid === 'all' || (access.paid === 'writes' && write);
      if (caller.apiToken) {
        requireTokenScope(caller.apiToken.scopes, access.token, request.method);
        // No route at all: the API's JSON 404 says so, whoever asks, and costs no budget.
        if (request.routeOptions.url !== undefined) await tokenBudget(request, reply);
        // Tokens are a Pro feature: a token's writes need the owner's access everywhere.
        paid ||= write && access.token !== 'any';
      }
      if (access.moderation) {
        const standing = await standingOf(db(), caller.userId);
        request.standing = standing;
        refuseBanned(standing);
        // Moderators look after the place with or without a subscription.
        if (standing.isModerator) paid = false;
        if (paid) await requirePaidAccess(db(), request, caller.userId);
        requireModerator(standing, access.moderation);
        return;
      }
      if (paid) await requirePaidAccess(db(), request, caller.userId);
    });
    app.decorateRequest('standing', null);
    done();
  },
  { name: 'access', dependencies: ['database', 'request-caller', 'realtime', 'attempt-limits'] },
);

/** Only a request carrying a bearer token or a session cookie costs any work. */
function hasCredentials(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    (request.headers.cookie?.includes('session_token') ?? false)
  );
}
