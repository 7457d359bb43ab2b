import { z } from 'zod';

// Accounts and mail settings, kept apart from config.ts so each concern reads on its own;
// loadConfig() parses them with the rest of the environment.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const notBlank = z.string().trim().min(1, { error: 'must not be blank' });

const secretMinLength = 32;
const authSecret = z.string().min(secretMinLength, { error: 'must be at least 32 characters' });

/**
 * AUTH_SECRET_PREVIOUS: the secrets AUTH_SECRET replaces, comma-separated (a generated secret,
 * base64 or hex, holds no comma), each held to AUTH_SECRET's rules. Start-up re-seals with
 * AUTH_SECRET what one of them sealed (capabilities/secret-rotation).
 */
const previousSecrets = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .refine((secrets) => secrets.every((secret) => secret.length >= secretMinLength), {
    error: 'must be secrets of at least 32 characters each, separated by commas',
  });

export const authEnvShape = {
  NODE_ENV: optional(z.string()),
  AUTH_SECRET: optional(authSecret),
  AUTH_SECRET_PREVIOUS: optional(previousSecrets),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(notBlank),
  GITHUB_CLIENT_ID: optional(notBlank),
  GITHUB_CLIENT_SECRET: optional(notBlank),
  GOOGLE_CLIENT_ID: optional(notBlank),
  GOOGLE_CLIENT_SECRET: optional(notBlank),
};

type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** Unset outside production: a secret is generated once and kept under DATA_DIR. */
  secret: string | undefined;
  /** AUTH_SECRET_PREVIOUS: what start-up may open sealed data with, to re-seal it with `secret`. */
  previousSecrets: string[];
  github: OAuthClient | undefined;
  google: OAuthClient | undefined;
}

export interface MailConfig {
  /** Set: mail goes out through this SMTP server. Unset: into DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  from: string;
}

export const defaultMailFrom = 'Waymark <no-reply@localhost>';

/** Returns the problems (`NAME message`) or the settings. */
export function readAuthConfig(
  vars: AuthEnv,
): { problems: string[] } | { auth: AuthConfig; mail: MailConfig } {
  const problems: string[] = [];
  if (vars.NODE_ENV === 'production' && !vars.AUTH_SECRET) problems.push('AUTH_SECRET is required');
  const oauth = (name: 'GITHUB' | 'GOOGLE'): OAuthClient | undefined => {
    const clientId = vars[`${name}_CLIENT_ID`];
    const clientSecret = vars[`${name}_CLIENT_SECRET`];
    if (clientId && clientSecret) return { clientId, clientSecret };
    if (clientId) problems.push(`${name}_CLIENT_SECRET is required when ${name}_CLIENT_ID is set`);
    if (clientSecret)
      problems.push(`${name}_CLIENT_ID is required when ${name}_CLIENT_SECRET is set`);
    return undefined;
  };
  const auth: AuthConfig = {
    secret: vars.AUTH_SECRET,
    previousSecrets: vars.AUTH_SECRET_PREVIOUS ?? [],
    github: oauth('GITHUB'),
    google: oauth('GOOGLE'),
  };
  if (problems.length > 0) return { problems };
  return { auth, mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? defaultMailFrom } };
}
