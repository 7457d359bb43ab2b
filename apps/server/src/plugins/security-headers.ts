import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyFor(config.billing, config.publicUrl),
      },
    });
  },
  { name: 'security-headers' },
);
