import { z } from 'zod';
import { profileVisibilitySchema } from '../profiles';
import { userText } from '../text';
import { muteDurations, viewerRelations } from './rules';

export const connectionTypes = [
  'friend',
  'family',
  'colleague',
  'mentor',
  'teammate',
  'other',
] as const;
export type ConnectionType = (typeof connectionTypes)[number];

/** Followers and following lists come 50 at a time (keyset pages). */
export const SOCIAL_PAGE_SIZE = 50;

/** Name and picture: what any signed-in person not blocked may see of anyone. */
export const profileCardSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileDetailsSchema = z.object({
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const followStateSchema = z.enum(['none', 'requested', 'following']);
export type FollowState = z.infer<typeof followStateSchema>;

export const connectionStateSchema = z.object({
  /** outgoing / incoming: a request waiting for the other side / for me. */
  status: z.enum(['outgoing', 'incoming', 'connected']),
  connectionType: z.enum(connectionTypes),
});

/** My standing towards the profile's owner (all false / none on one's own profile). */
export const relationshipSchema = z.object({
  following: followStateSchema,
  followsMe: z.boolean(),
  /** They asked to follow me and wait for my answer. */
  requestedToFollowMe: z.boolean(),
  connection: connectionStateSchema.nullable(),
  blockedByMe: z.boolean(),
  restrictedByMe: z.boolean(),
  /** ISO end of my mute of them; null = not muted; 'forever' = until undone. */
  mutedUntil: z.union([z.iso.datetime({ offset: true }), z.literal('forever')]).nullable(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** GET /api/profiles/:id/social — the profile page. A blocked viewer gets 404. */
export const profileViewSchema = z.object({
  card: profileCardSchema,
  isOwn: z.boolean(),
  visibility: profileVisibilitySchema,
  /** Null when the profile is followers-only or private and the viewer does not follow. */
  details: profileDetailsSchema.nullable(),
  stats: z.object({
    followers: z.number().int(),
    following: z.number().int(),
    /** Journeys the viewer may see; null when the profile's details are hidden from them. */
    journeys: z.number().int().nullable(),
  }),
  relationship: relationshipSchema,
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** GET /api/profiles/:id/social?as=stranger|follower|blocked — only on one's own profile. */
export const viewAsSchema = z.enum(viewerRelations).exclude(['self']);
export const profileViewQuerySchema = z.object({ as: viewAsSchema.optional() });

export const pageQuerySchema = z.object({
  cursor: z.uuid({ error: 'cursor must be the nextCursor of the previous page' }).optional(),
});

export const cardPageSchema = z.object({
  items: z.array(profileCardSchema),
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CardPage = z.infer<typeof cardPageSchema>;

export const followResultSchema = z.object({ following: followStateSchema });

export const connectionRequestSchema = z.object({
  connectionType: z.enum(connectionTypes, {
    error: `connectionType is required: one of ${connectionTypes.join(', ')}`,
  }),
});

export const muteRequestSchema = z.object({
  duration: z.enum(muteDurations, { error: `duration must be one of ${muteDurations.join(', ')}` }),
});

export const reportReasons = [
  'spam',
  'harassment',
  'impersonation',
  'inappropriate',
  'other',
] as const;
export const REPORT_DETAILS_MAX = 1000;
export const reportRequestSchema = z.object({
  reason: z.enum(reportReasons, { error: `reason must be one of ${reportReasons.join(', ')}` }),
  details: userText()
    .trim()
    .max(REPORT_DETAILS_MAX, { error: `Details must be at most ${REPORT_DETAILS_MAX} characters` })
    .default(''),
});

/** Incoming follow and connection requests, for the owner's profile page. */
export const pendingRequestsSchema = z.object({
  follows: z.array(profileCardSchema),
  connections: z.array(profileCardSchema.extend({ connectionType: z.enum(connectionTypes) })),
});
export type PendingRequests = z.infer<typeof pendingRequestsSchema>;

/** Settings → privacy: the people I blocked, restricted or muted. */
export const moderationListKinds = ['blocked', 'restricted', 'muted'] as const;
export type ModerationListKind = (typeof moderationListKinds)[number];
export const moderationEntrySchema = profileCardSchema.extend({
  since: z.iso.datetime({ offset: true }),
  /** Mutes only: ISO end, or null for forever. */
  until: z.iso.datetime({ offset: true }).nullable(),
});
export const moderationListSchema = z.object({ items: z.array(moderationEntrySchema) });
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;
export const moderationKindParamsSchema = z.object({ kind: z.enum(moderationListKinds) });
