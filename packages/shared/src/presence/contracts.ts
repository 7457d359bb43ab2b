import { z } from 'zod';

/** At most this many people per presence request (a page of conversations). */
export const maxPresencePeople = 50;

/**
 * `GET /api/presence?ids=<uuid>,<uuid>…`: the people to ask about, comma-separated, each once.
 * Unknown or hidden people are left out of the answer rather than refused, so the answer never
 * tells whether someone hides their status or does not exist.
 */
export const presenceQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.uuid({ error: 'Each id must be a UUID' }))
        .min(1, 'Give at least one id')
        .max(maxPresencePeople, `At most ${maxPresencePeople} ids at a time`),
    ),
});

export const presenceSchema = z.object({
  userId: z.uuid(),
  /** A socket open on any node now. */
  online: z.boolean(),
  /** When last live; null if never yet. Now while online. */
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Presence = z.infer<typeof presenceSchema>;

export const presenceListSchema = z.object({ people: z.array(presenceSchema) });
export type PresenceList = z.infer<typeof presenceListSchema>;

/** The live hint on `presence:<id>`: fetch that person's presence again (it carries no state). */
export const presenceChangedEvent = 'presence.changed';
