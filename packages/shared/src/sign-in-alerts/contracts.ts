import { z } from 'zod';

/** Issue 19: the "This wasn't me" link of a new-device sign-in alert. */
export const signInAlertsApi = {
  check: '/api/sign-in-alerts/check',
  deny: '/api/sign-in-alerts/deny',
} as const;

/** The long-lived cookie that tells one browser from another of the same kind. */
export const DEVICE_COOKIE = 'waymark_device';

export const signInAlertTokenSchema = z
  .string({ error: 'token is required' })
  .min(20, { error: 'This link is not valid' })
  .max(400, { error: 'This link is not valid' });

export const signInAlertCheckQuerySchema = z.object({ token: signInAlertTokenSchema });

/** What the link's page shows before anything is ended. */
export const signInAlertSchema = z.object({
  device: z.string(),
  /** The address the sign-in came from, or null when unknown. */
  address: z.string().nullable(),
  /** The country from the address when known, else null ("unknown place"). */
  place: z.string().nullable(),
  signedInAt: z.iso.datetime({ offset: true }),
});
export type SignInAlert = z.infer<typeof signInAlertSchema>;

export const signInAlertDenySchema = z.strictObject({
  token: signInAlertTokenSchema,
  /** Also end every other session of the account. */
  signOutEverywhere: z.boolean({ error: 'signOutEverywhere must be true or false' }).default(false),
});
export type SignInAlertDeny = z.infer<typeof signInAlertDenySchema>;

export const signInAlertDeniedSchema = z.object({
  /** How many sessions ended (the alerted one, and the others on request). */
  endedSessions: z.number().int().nonnegative(),
});
