import type {
  FastifyInstance,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  onSendAsyncHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';

type HookName = 'onRequest' | 'preHandler' | 'onSend';
type Wants = (route: RouteOptions) => boolean;
/** Give an inline hook its type with `satisfies` (e.g. `satisfies onSendAsyncHookHandler`). */
type RouteHook =
  | onRequestHookHandler
  | onRequestAsyncHookHandler
  | preHandlerHookHandler
  | preHandlerAsyncHookHandler
  | onSendHookHandler
  | onSendAsyncHookHandler;

/**
 * Adds `hook` to the routes that need it, as their own hook, instead of to every request: a
 * hook on the app runs (and, when async, allocates a promise) on every request, a read that
 * never uses it included. Applies to routes added from now on, in this app and its children.
 */
export function hookRoutes(
  app: FastifyInstance,
  name: HookName,
  wants: Wants,
  hook: RouteHook,
): void {
  app.addHook('onRoute', (route) => {
    if (!wants(route)) return;
    const existing = route[name] as unknown;
    const hooks: unknown[] =
      existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (route as unknown as Record<HookName, unknown[]>)[name] = [...hooks, hook];
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route answers a method that may change something (not only GET, HEAD, OPTIONS). */
export const routeMayWrite = (route: RouteOptions): boolean =>
  (Array.isArray(route.method) ? route.method : [route.method]).some(
    (method) => !safeMethods.has(method),
  );
