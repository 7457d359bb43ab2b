import { z } from 'zod';

/**
 * The devices signed in to an account (spec §3 active_sessions).
 *
 *   GET    /api/sessions          → activeSessionListSchema
 *   DELETE /api/sessions/:id      → 204 (sign out that device)
 *   POST   /api/sessions/sign-out-others → { ended: number }
 */
export const deviceTypes = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export const deviceTypeSchema = z.enum(deviceTypes);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

export const UNKNOWN_LOCATION = 'Unknown location';

export const activeSessionSchema = z.object({
  id: z.uuid(),
  device_type: deviceTypeSchema,
  /** Browser and OS, e.g. "Chrome on Linux". */
  device_name: z.string(),
  ip_address: z.string().nullable(),
  location: z.string(),
  last_active: z.iso.datetime({ offset: true }),
  is_current: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionListSchema = z.object({ sessions: z.array(activeSessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid UUID' }) });
export const signOutOthersResultSchema = z.object({ ended: z.number().int().nonnegative() });
