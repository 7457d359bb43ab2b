import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config';

/** The SPA ships only same-origin scripts and styles, so nothing inline is allowed. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** What Stripe.js needs (its script, its card-field frames, its API), per Stripe's CSP guide. */
const stripeSources = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** The policy for this deployment: Stripe's origins only when Stripe takes the payments. */
export function contentSecurityPolicyFor(billing: Config['billing']) {
  if (billing.provider !== 'stripe') return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...stripeSources.scriptSrc],
    frameSrc: stripeSources.frameSrc,
    connectSrc: [...contentSecurityPolicy.connectSrc, ...stripeSources.connectSrc],
  };
}

export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyFor(config.billing),
      },
    });
  },
  { name: 'security-headers' },
);
