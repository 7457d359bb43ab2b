import { z } from 'zod';
import { instant, paginationQuerySchema } from '../common-contracts';
import { profileCardSchema } from '../../social/contracts';

/**
 * Shared journeys (issue 34): the owner lets people in as editors or viewers. The rules of who
 * may do what are in ./rules.ts; the server's row-level security enforces the same
 * (app.journey_role(), apps/server/drizzle/policies/_functions.sql).
 */
export const collaboratorRoles = ['editor', 'viewer'] as const;
export const collaboratorRoleSchema = z.enum(collaboratorRoles, {
  error: `role must be one of ${collaboratorRoles.join(', ')}`,
});
export type CollaboratorRole = z.infer<typeof collaboratorRoleSchema>;

/** The caller's part in a journey: null for a visitor or a stranger who may only read it. */
export const journeyRoles = ['owner', ...collaboratorRoles] as const;
export const journeyRoleSchema = z.enum(journeyRoles);
export type JourneyRole = z.infer<typeof journeyRoleSchema>;

/** POST /api/journeys/:id/collaborators, by the owner: access at once, the invitee is told. */
export const collaboratorInviteSchema = z.strictObject({
  username: z
    .string({ error: 'username is required' })
    .trim()
    .min(1, { error: 'username is required' })
    .max(60, { error: 'username must be at most 60 characters' })
    // People type "@ada" as often as "ada".
    .transform((name) => name.replace(/^@/, '').toLowerCase()),
  role: collaboratorRoleSchema,
});
export type CollaboratorInvite = z.input<typeof collaboratorInviteSchema>;

/** PATCH /api/journeys/:id/collaborators/:userId, by the owner. */
export const collaboratorUpdateSchema = z.strictObject({ role: collaboratorRoleSchema });
export type CollaboratorUpdate = z.infer<typeof collaboratorUpdateSchema>;

export const collaboratorParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a journey id' }),
  userId: z.uuid({ error: 'userId must be a person id' }),
});

export const collaboratorSchema = z.object({
  person: profileCardSchema,
  role: collaboratorRoleSchema,
  addedAt: instant,
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** GET /api/journeys/:id/collaborators: for the owner and every collaborator. */
export const collaboratorListSchema = z.object({
  owner: profileCardSchema,
  /** The caller's own part, so a page knows whether to show "Share" or "Leave". */
  myRole: journeyRoleSchema,
  /** Oldest first: the order people were let in. */
  items: z.array(collaboratorSchema),
});
export type CollaboratorList = z.infer<typeof collaboratorListSchema>;

/** GET /api/journeys/shared-with-me: the list's item shape, newest share first. */
export const sharedJourneysQuerySchema = paginationQuerySchema;
export type SharedJourneysQuery = z.input<typeof sharedJourneysQuerySchema>;
