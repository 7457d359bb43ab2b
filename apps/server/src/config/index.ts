import path from 'node:path';
import { z } from 'zod';
import {
  authEnvShape,
  readAuthConfig,
  type AuthConfig,
  type MailConfig,
} from '@/config/auth-config';
import { billingEnvShape, readBillingConfig, type BillingConfig } from '@/config/billing-config';
import { readSmsConfig, smsEnvShape, type SmsConfig } from '@/config/sms-config';
import { readStorageConfig, storageEnvShape, type StorageConfig } from '@/config/storage-config';
import { packageRoot } from '@/package-root';
import {
  rateLimitEnvShape,
  readRateLimitConfig,
  type RateLimitConfig,
} from '@/config/rate-limit-config';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be an integer between 1 and 65535' })
      .int({ error: 'must be an integer between 1 and 65535' })
      .min(1, { error: 'must be an integer between 1 and 65535' })
      .max(65535, { error: 'must be an integer between 1 and 65535' }),
  ),
  HOST: optional(z.string()),
  // 0 picks a free port (tests); unset, there is no /metrics at all.
  METRICS_PORT: optional(
    z.coerce
      .number({ error: 'must be an integer between 0 and 65535' })
      .int({ error: 'must be an integer between 0 and 65535' })
      .min(0, { error: 'must be an integer between 0 and 65535' })
      .max(65535, { error: 'must be an integer between 0 and 65535' }),
  ),
  METRICS_HOST: optional(z.string()),
  // `memory://` keeps the embedded database in memory: nothing persists (tests, demos).
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// or postgresql:// URL',
    }),
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  PRODUCT_NAME: optional(z.string().trim().min(1, { error: 'must not be blank' })),
  FEEDBACK_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
  WEB_DIST_DIR: optional(z.string()),
  TRUST_PROXY: optional(
    z.string().regex(/^(true|false|\d+|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/, {
      error: 'must be true, false, a number of hops or a comma-separated list of addresses',
    }),
  ),
  // Several nodes share their rate-limit counts through Redis; unset, each process counts alone.
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
  ),
  REDIS_KEY_PREFIX: optional(
    z.string().regex(/^[\w:.-]{1,64}$/, {
      error: 'must be 1-64 letters, digits, or _ : . -',
    }),
  ),
  ...rateLimitEnvShape,
  ...authEnvShape,
  OPERATOR_NAME: optional(z.string().trim().min(1, { error: 'must not be blank' })),
  OPERATOR_ADDRESS: optional(z.string().trim().min(1, { error: 'must not be blank' })),
  OPERATOR_EMAIL: optional(z.email({ error: 'must be an email address' })),
  SUPPORT_EMAIL: optional(z.email({ error: 'must be an email address' })),
  // The community's moderators (issue 19): comma-separated addresses, compared in lower case.
  COMMUNITY_MODERATORS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter((entry) => entry !== ''),
      )
      .pipe(
        z.array(z.email({ error: 'must be email addresses separated by commas' }), {
          error: 'must be email addresses separated by commas',
        }),
      ),
  ),
  ...storageEnvShape,
  ...billingEnvShape,
  ...smsEnvShape,
  // Only the end-to-end suite sets this: it mounts /api/test-hooks (features/test-hooks).
  E2E_TEST_HOOKS: optional(z.enum(['0', '1'], { error: 'must be 0 or 1' })),
  // The job queue (src/jobs): on by default; tests switch it off unless they want it.
  JOBS: optional(z.enum(['0', '1'], { error: 'must be 0 or 1' })),
  // Outgoing webhooks may reach loopback and private addresses: local receivers (tests, dev).
  // Weekly backups kept per Pro member (features/data-export); the oldest go first.
  BACKUPS_KEEP: optional(
    z.coerce
      .number({ error: 'must be an integer between 1 and 52' })
      .int({ error: 'must be an integer between 1 and 52' })
      .min(1, { error: 'must be an integer between 1 and 52' })
      .max(52, { error: 'must be an integer between 1 and 52' }),
  ),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: optional(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  RESPONSE_CHECK: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
});

export const inMemoryDataDir = 'memory://';

const resolveDataDir = (dir: string) => (dir === inMemoryDataDir ? dir : path.resolve(dir));

export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: a PostgreSQL server. Unset: embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  productName: string;
  feedbackUrl: string;
  logLevel: LogLevel;
  webDistDir: string;
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits, session list):
   * false (the socket's peer), true (any), a number of proxy hops, or proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Attempts per window on the account endpoints (see plugins/rate-limit-config.ts). */
  rateLimits: RateLimitConfig;
  /**
   * Set: the rate-limit counters live in this Redis, under keys starting with `keyPrefix`,
   * so every node counts against one budget. Unset: each process counts in its memory.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Accounts: secret and OAuth providers (see auth-config.ts). */
  auth: AuthConfig;
  mail: MailConfig;
  /** Who runs this installation (the Impressum); address and email are shown only when set. */
  operator: { name: string; address: string | undefined; email: string | undefined };
  /** Where Settings → Support messages are mailed. */
  supportEmail: string;
  /** COMMUNITY_MODERATORS, lower case: who may moderate the community (issue 19). */
  communityModerators: string[];
  /** Where uploaded files live: local disk under `dataDir`, or S3 (see storage-config.ts). */
  storage: StorageConfig;
  /** Payments: the offline sandbox, or Stripe when its keys are set (see billing-config.ts). */
  billing: BillingConfig;
  /** Where phone factors' codes go: a webhook, the outbox, or none in production (see sms-config.ts). */
  sms: SmsConfig;
  /** NODE_ENV=production: what only a development or test installation may serve stays off. */
  production: boolean;
  /** Mounts the end-to-end tests' hooks (E2E_TEST_HOOKS=1); never on in a real installation. */
  e2eTestHooks: boolean;
  /** Runs the job queue's workers and schedules (JOBS=0 turns them off). */
  jobs: boolean;
  /**
   * Outgoing webhooks: whether endpoints may resolve to loopback, private or link-local
   * addresses (WEBHOOKS_ALLOW_PRIVATE_TARGETS=true, for a local receiver); off, they are refused.
   */
  webhooks: { allowPrivateTargets: boolean };
  /**
   * Whether every answer is also checked against its zod schema (RESPONSE_CHECK; by default on,
   * and off with NODE_ENV=production, where answers are written by the compiled serializer only).
   */
  checkResponses: boolean;
  /**
   * Prometheus metrics on a port of their own (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by
   * default), never on the public one; unset, none are kept.
   */
  metrics: { port: number; host: string } | undefined;
  /** Backups kept (BACKUPS_KEEP, default 4): each Pro member's weekly ones, and the embedded installation's nightly ones. */
  backupsKept: number;
}

/** The outbox's own address: support mail still lands somewhere readable with nothing set. */
export const defaultSupportEmail = 'support@localhost';

export const defaultFeedbackUrl = 'https://github.com/waymark-app/waymark/discussions';

/** Reads the environment once at start-up; any invalid variable stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const accounts = readAuthConfig(vars);
  if ('problems' in accounts) {
    throw new ConfigError(`Invalid configuration: ${accounts.problems.join('; ')}`);
  }
  const files = readStorageConfig(vars);
  if ('problems' in files) {
    throw new ConfigError(`Invalid configuration: ${files.problems.join('; ')}`);
  }
  const payments = readBillingConfig(vars);
  if ('problems' in payments) {
    throw new ConfigError(`Invalid configuration: ${payments.problems.join('; ')}`);
  }
  const phones = readSmsConfig(vars);
  if ('problems' in phones) {
    throw new ConfigError(`Invalid configuration: ${phones.problems.join('; ')}`);
  }
  const port = vars.PORT ?? 3000;
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: resolveDataDir(vars.DATA_DIR ?? './data'),
    databaseUrl: vars.DATABASE_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    productName: vars.PRODUCT_NAME ?? 'Waymark',
    feedbackUrl: vars.FEEDBACK_URL ?? defaultFeedbackUrl,
    logLevel: vars.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? path.join(packageRoot, '../web/dist')),
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    rateLimits: readRateLimitConfig(vars),
    redis: vars.REDIS_URL
      ? { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX ?? 'waymark:' }
      : undefined,
    auth: accounts.auth,
    mail: accounts.mail,
    operator: {
      name: vars.OPERATOR_NAME ?? vars.PRODUCT_NAME ?? 'Waymark',
      // Addresses span lines; `\n` in a one-line env file stands for a line break.
      address: vars.OPERATOR_ADDRESS?.replaceAll('\\n', '\n'),
      email: vars.OPERATOR_EMAIL,
    },
    supportEmail: vars.SUPPORT_EMAIL ?? vars.OPERATOR_EMAIL ?? defaultSupportEmail,
    communityModerators: [...new Set(vars.COMMUNITY_MODERATORS ?? [])],
    storage: files.storage,
    billing: payments.billing,
    sms: phones.sms,
    production: vars.NODE_ENV === 'production',
    e2eTestHooks: vars.E2E_TEST_HOOKS === '1',
    jobs: vars.JOBS !== '0',
    webhooks: { allowPrivateTargets: vars.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true' },
    backupsKept: vars.BACKUPS_KEEP ?? 4,
    metrics:
      vars.METRICS_PORT === undefined
        ? undefined
        : { port: vars.METRICS_PORT, host: vars.METRICS_HOST ?? '127.0.0.1' },
    checkResponses:
      (vars.RESPONSE_CHECK ?? (vars.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}
