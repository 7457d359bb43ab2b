import { z } from 'zod';

// Billing settings, kept apart from config.ts like the storage settings; loadConfig() parses
// them with the rest of the environment.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const billingEnvShape = {
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_…)' }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook secret (whsec_…)' }),
  ),
  // Only for tests and local fakes of Stripe's API: where the SDK sends its requests.
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
};

// NODE_ENV is parsed with the accounts' variables (auth-config.ts).
type BillingEnv = z.infer<z.ZodObject<typeof billingEnvShape>> & {
  NODE_ENV?: string | undefined;
};

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Unset: the webhook endpoint refuses every event (it cannot verify them). */
  webhookSecret: string | undefined;
  /** Unset: api.stripe.com. */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

export type BillingConfig = { provider: 'sandbox' } | { provider: 'stripe'; stripe: StripeConfig };

/**
 * The sandbox unless both Stripe keys are set; half a Stripe configuration is an error, and so
 * is the sandbox in production: it grants paid plans without charging anyone.
 */
export function readBillingConfig(
  vars: BillingEnv,
): { problems: string[] } | { billing: BillingConfig } {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = vars;
  const problems: string[] = [];
  if (secretKey && !publishableKey) {
    problems.push('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set');
  }
  if (publishableKey && !secretKey) {
    problems.push('STRIPE_SECRET_KEY is required when STRIPE_PUBLISHABLE_KEY is set');
  }
  if (!secretKey && (vars.STRIPE_WEBHOOK_SECRET || vars.STRIPE_API_BASE)) {
    problems.push('STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE need STRIPE_SECRET_KEY');
  }
  if (!secretKey && !publishableKey && vars.NODE_ENV === 'production') {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production: the sandbox payment provider grants paid plans without charging anyone',
    );
  }
  if (problems.length > 0) return { problems };
  if (!secretKey || !publishableKey) return { billing: { provider: 'sandbox' } };
  return {
    billing: {
      provider: 'stripe',
      stripe: {
        secretKey,
        publishableKey,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
        apiBase: vars.STRIPE_API_BASE ? apiBaseOf(vars.STRIPE_API_BASE) : undefined,
      },
    },
  };
}

function apiBaseOf(url: string): StripeConfig['apiBase'] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { protocol, host: parsed.hostname, port };
}
