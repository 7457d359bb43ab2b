import type { FastifyBaseLogger } from 'fastify';
import type { JwtOptions } from 'better-auth/plugins/jwt';
import type { Config } from '@/config';
import type { AppDatabase } from '@/db/client';
import type { Mailer } from '@/capabilities/mail/service';
import { factorsPlugin } from '@/capabilities/second-factors/auth-plugin';
import { deriveFactorKeys } from '@/capabilities/second-factors/secrets';
import type { SessionLike } from '@/capabilities/second-factors/session-aal';
import { createSmsSender, type SmsSender } from '@/capabilities/second-factors/sms';

export type { SmsSender };

export interface SecondFactorOptions {
  config: Config;
  db: AppDatabase;
  /** better-auth's secret: the factors' encryption and hashing keys derive from it. */
  secret: string;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Where phone factors send codes; by default as configured (config.sms). */
  sms?: SmsSender;
  jwt: JwtOptions;
  jwtLifetimeSeconds: number;
  /** The claims of every access token, shared with the jwt plugin's definePayload. */
  jwtPayload: (session: SessionLike) => Record<string, unknown>;
}

/**
 * Second factors (spec §4) as a better-auth plugin, with their keys and SMS gateway made from
 * the app's configuration: what the accounts feature installs into better-auth.
 */
export function secondFactorPlugin({ config, secret, sms, ...options }: SecondFactorOptions) {
  return factorsPlugin({
    ...options,
    keys: deriveFactorKeys(secret, config.auth.previousSecrets),
    sms: sms ?? createSmsSender(config.sms, config.dataDir, options.logger),
    defaultIssuer: config.productName,
    publicUrl: config.publicUrl,
  });
}
