import type { Config } from '@/config';
import type { PaymentProvider } from '@/capabilities/subscriptions/provider';
import { createSandboxProvider } from '@/capabilities/subscriptions/sandbox-provider';
import type { StripeProvider } from '@/features/billing/stripe-provider';

export type ProviderLoader = () => Promise<PaymentProvider | StripeProvider>;

/**
 * The configured provider, made once on first use. The Stripe SDK is imported only then, so
 * start-up (which has a budget) does not parse it and sandbox installations never load it.
 */
export function providerLoader(config: Config): ProviderLoader {
  let loading: Promise<PaymentProvider | StripeProvider> | undefined;
  return () => {
    const billing = config.billing;
    loading ??=
      billing.provider === 'stripe'
        ? import('@/features/billing/stripe-provider').then(({ createStripeProvider }) =>
            createStripeProvider(billing.stripe),
          )
        : Promise.resolve(createSandboxProvider({ publicUrl: config.publicUrl }));
    return loading;
  };
}
