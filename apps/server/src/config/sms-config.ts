import { z } from 'zod';

// SMS settings, kept apart from config.ts like the billing and storage settings;
// loadConfig() parses them with the rest of the environment.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const smsEnvShape = {
  // The gateway: each code is POSTed as JSON `{ "to": "+14155550123", "text": "…" }` to this
  // URL (a relay to the operator's SMS provider), with SMS_WEBHOOK_TOKEN as a bearer token.
  SMS_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  SMS_WEBHOOK_TOKEN: optional(z.string().trim().min(1, { error: 'must not be blank' })),
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnvShape>> & { NODE_ENV?: string | undefined };

/**
 * Where phone factors' codes go: the webhook; else, outside production, the outbox under
 * DATA_DIR (a developer reads the code there); else nowhere, and phone factors are refused.
 */
export type SmsConfig =
  | { gateway: 'webhook'; url: string; token: string | undefined }
  | { gateway: 'outbox' }
  | { gateway: 'none' };

export function readSmsConfig(vars: SmsEnv): { problems: string[] } | { sms: SmsConfig } {
  const { SMS_WEBHOOK_URL: url, SMS_WEBHOOK_TOKEN: token } = vars;
  if (token && !url) return { problems: ['SMS_WEBHOOK_TOKEN needs SMS_WEBHOOK_URL'] };
  if (url) return { sms: { gateway: 'webhook', url, token } };
  return { sms: { gateway: vars.NODE_ENV === 'production' ? 'none' : 'outbox' } };
}
