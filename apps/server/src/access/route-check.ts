import type { FastifyInstance, RouteOptions } from 'fastify';
import { accessOf, type RouteAccess } from '@/access/declaration';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Collects every route under /api as it is added and, when the app is made ready, stops it if
 * one has no complete access declaration, naming the route: the policy fails closed where
 * routes are made, and a new route cannot ship undecided. Returns the declared routes (the
 * generated access tests walk them).
 */
export function checkAccessDeclarations(app: FastifyInstance): () => DeclaredRoute[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') || route.url === '/api') routes.push(route);
  });
  const declared = () =>
    routes.flatMap((route) => {
      const access = accessOf(route.config);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      return access ? methods.map((method) => ({ method, url: route.url, access })) : [];
    });
  app.addHook('onReady', (ready) => {
    const undeclared = routes.filter((route) => accessOf(route.config) === null);
    if (undeclared.length === 0) return ready();
    const names = undeclared.map((route) => `${String(route.method)} ${route.url}`);
    ready(
      new Error(
        `API route${names.length === 1 ? '' : 's'} without an access declaration: ${names.join(', ')}. ` +
          'Declare config.access on the route or register it with withAccess() (src/access/declaration.ts).',
      ),
    );
  });
  return declared;
}
