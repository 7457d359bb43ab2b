import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/errors';

/** RFC 3986's unreserved characters: escaping one of them changes nothing about a URL. */
const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * The target as every later reader should see it, computed once before routing (Fastify's
 * rewriteUrl): escaped unreserved characters in the path are unescaped, so `/%61pi/auth/…`
 * is `/api/auth/…` for the router, the accounts hook's prefix checks, the route-level limits
 * and better-auth alike. The query is left as sent. Anything else is left for
 * requestTargetProblem() to judge.
 */
export function canonicalTarget(target: string): string {
  if (!target.startsWith('/')) return target;
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  const rest = end === -1 ? '' : target.slice(end);
  const unescaped = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return unreserved.test(char) ? char : escape;
  });
  return unescaped + rest;
}

/**
 * Why a (canonical) request target is refused, or null when the router, the route-level
 * limits and better-auth (which re-reads the URL with WHATWG URL rules) all see one path.
 *
 * They would disagree on exactly these: WHATWG URL resolves dot segments and reads
 * backslashes as slashes, and an absolute-form or scheme-relative target names a host;
 * Fastify's router takes all of them literally. Doubled and trailing slashes and letter case
 * need no rewriting: the router and better-auth both match them exactly (both answer 404).
 */
export function requestTargetProblem(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//')) {
    return 'The request target must be a path starting with a single "/", not an absolute URL';
  }
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (/\\|%5c/i.test(path)) return 'The request path must not contain backslashes';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'The request path must not contain "." or ".." segments';
  }
  return null;
}

/**
 * The first check every request meets, on the target canonicalTarget() rewrote: one that
 * could be read two ways is refused with 400 before any route, limit or handler runs
 * (onRequest hooks run in registration order, route-level ones after them).
 */
export const requestTarget = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.addHook('onRequest', (request, _reply, next) => {
      const problem = requestTargetProblem(request.url);
      next(problem ? new AppError('BAD_REQUEST', problem) : undefined);
    });
    done();
  },
  { name: 'request-target' },
);
