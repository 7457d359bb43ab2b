import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ApiTokenResource } from '@waymark/shared/api-access/scopes';

/**
 * Who may call one API route, declared where the route is made (its `config.access`, or the
 * defaults of the group it is registered in). The one access step (access/plugin.ts) reads it on
 * every request; the OpenAPI document publishes it; the start-up check refuses a route without it.
 */
export interface RouteAccess {
  /** `anyone`: visitors too (a signed-in caller may see more); `signed-in`: 401 to visitors. */
  caller: 'anyone' | 'signed-in';
  /**
   * The paywall (spec §4), 402 SUBSCRIPTION_REQUIRED to a signed-in caller without access:
   * `writes` for every method but GET/HEAD/OPTIONS (reading one's own data stays open), `all`
   * for what Pro sells as a read (insights, the community), `none` for the rest.
   */
  paid: 'none' | 'writes' | 'all';
  /**
   * Personal access tokens: the resource whose scope the route needs (read for GET/HEAD, write
   * otherwise; 403 INSUFFICIENT_SCOPE), `any` where a token is simply its owner calling (public
   * routes), `none` where tokens are refused (403 TOKEN_NOT_ALLOWED): the account, devices,
   * second factors, billing, settings, the tokens themselves.
   */
  token: ApiTokenResource | 'any' | 'none';
  /**
   * A password-only (aal1) session of an account with a verified second factor: `refused`
   * (403 MFA_REQUIRED), `allowed` (what the second-factor screen needs and the signed-out
   * flows), or `as-visitor` (public reads, answered as to a visitor: no more, no less).
   */
  beforeSecondFactor: 'refused' | 'allowed' | 'as-visitor';
  /**
   * The community's standing (issue 19): `member` answers a banned person 403 COMMUNITY_BANNED
   * and lets moderators past the paywall; `moderator` admits moderators only (403 FORBIDDEN).
   */
  moderation?: 'member' | 'moderator';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's access: complete, or what it tightens of its group's defaults. */
    access?: Partial<RouteAccess>;
  }
}

/** The usual declarations, spelled once; a group or route adjusts a field where it differs. */
export const accessPresets = {
  /** The same for everyone (blog, the reference): a token is its owner; aal1 reads as a visitor. */
  public: { caller: 'anyone', paid: 'none', token: 'any', beforeSecondFactor: 'as-visitor' },
  /** The signed-in app's own routes: no tokens, nothing before the second factor. */
  account: { caller: 'signed-in', paid: 'none', token: 'none', beforeSecondFactor: 'refused' },
  /**
   * Reached without signing in, by a credential of its own (a signed link in a mail, a
   * payment provider's signed webhook): no tokens, and a session does not change the answer.
   */
  signedLink: { caller: 'anyone', paid: 'none', token: 'none', beforeSecondFactor: 'refused' },
} as const satisfies Record<string, RouteAccess>;

const fields = ['caller', 'paid', 'token', 'beforeSecondFactor'] as const;

/** The route's declaration when it is complete, else null (the start-up check names it). */
export function accessOf(
  config: { access?: Partial<RouteAccess> } | undefined,
): RouteAccess | null {
  const access = config?.access;
  if (!access || fields.some((field) => access[field] === undefined)) return null;
  return access as RouteAccess;
}

/**
 * A group of routes sharing defaults (as a folder's autohooks do): every route registered in
 * `routes` gets `defaults`, then what its own `config.access` says on top.
 */
export function withAccess<Options extends object = Record<never, never>>(
  defaults: Partial<RouteAccess>,
  routes: FastifyPluginAsyncZod<Options> | FastifyPluginCallbackZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    applyAccessDefaults(app, defaults);
    // The group's own prefix is already applied to `app`; passed on, it would apply twice.
    const routeOptions = { ...options } as Record<string, unknown>;
    delete routeOptions.prefix;
    await app.register(routes, routeOptions as Options);
  };
}

/** What each route said itself, and the defaults of the groups it sits in, outermost first. */
const layers = new WeakMap<
  RouteOptions,
  { own: Partial<RouteAccess>; defaults: Partial<RouteAccess> }
>();

/**
 * Gives every route added to `app` from now on (its children included) these defaults. Fastify
 * runs an outer group's onRoute hook before an inner one's, so an inner group's defaults win
 * over the outer's, and the route's own declaration over both.
 */
export function applyAccessDefaults(app: FastifyInstance, defaults: Partial<RouteAccess>): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    let layer = layers.get(route);
    if (!layer) {
      layer = { own: route.config?.access ?? {}, defaults: {} };
      layers.set(route, layer);
    }
    layer.defaults = { ...layer.defaults, ...defaults };
    route.config = { ...route.config, access: { ...layer.defaults, ...layer.own } };
  });
}
