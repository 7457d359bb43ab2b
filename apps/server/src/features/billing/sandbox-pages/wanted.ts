import type { Config } from '@/config';

/**
 * Whether the sandbox's checkout and portal pages are served: only with the sandbox payment
 * provider, and never with NODE_ENV=production, whatever the provider (config.ts already refuses
 * the sandbox there; this keeps its pages out even if that check ever changed).
 */
export const sandboxPagesWanted = (config: Config): boolean =>
  config.billing.provider === 'sandbox' && !config.production;
