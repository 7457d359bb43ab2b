import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '@/config';

/**
 * The SPA ships only same-origin scripts and styles, so nothing inline is allowed. Images are
 * our own uploads (/api/files), data: icons and blob: previews of a file being picked; the page
 * talks only to its own origin, its WebSocket included (named too, for browsers whose 'self'
 * predates CSP 3 and does not cover ws:).
 */
export function basePolicy(publicUrl: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", webSocketOrigin(publicUrl)],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/** http://host:port → ws://host:port, https → wss. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** What Stripe.js needs (its script, its card-field frames, its API), per Stripe's CSP guide. */
const stripeSources = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
};

/** The policy for this deployment: Stripe's origins only when Stripe takes the payments. */
export function contentSecurityPolicyFor(billing: Config['billing'], publicUrl: string) {
  const policy = basePolicy(publicUrl);
  if (billing.provider !== 'stripe') return policy;
  return {
    ...policy,
    scriptSrc: [...policy.scriptSrc, ...stripeSources.scriptSrc],
    frameSrc: stripeSources.frameSrc,
    connectSrc: [...policy.connectSrc, ...stripeSources.connectSrc],
    imgSrc: [...policy.imgSrc, ...stripeSources.imgSrc],
  };
}

/**
 * The headers helmet sets for this deployment, computed once: they are the same on every
 * response (no per-request nonce), and building helmet's middleware per request (as its
 * Fastify plugin does) cost more than a quarter of the cheapest route's time.
 */
export function securityHeaderList(config: Pick<Config, 'billing' | 'publicUrl'>) {
  const headers: [name: string, value: string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyFor(config.billing, config.publicUrl),
    },
  });
  // Helmet throws on a bad option rather than passing it on; `next` has nothing to do.
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityHeaders = fp(
  (app: FastifyInstance, { config }: { config: Config }, done: () => void) => {
    const headers = securityHeaderList(config);
    // On the raw response, as helmet sets them: every answer, errors and files included.
    app.addHook('onRequest', (_request, reply, next) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
