import { z } from 'zod';
import { emojiSchema, messageBodySchema } from '../chat/contracts';
import { idSchema, instant, type Page, pageSchema } from '../journeys/common-contracts';
import { profileCardSchema } from '../social/contracts';
import { userText } from '../text';

/**
 * The members' community (issue 19): public channels for Pro members, built on chat's messages
 * (a conversation of kind 'channel') and the realtime floor, with reports and moderation by the
 * operators named in COMMUNITY_MODERATORS. Who may read, post and moderate is decided by the
 * database (drizzle/0029_community.sql and drizzle/policies/); these are the shapes both sides
 * validate with.
 */

/** The channels the migration makes, in the order shown; the web maps each to its texts. */
export const channelSlugs = [
  'introductions',
  'accountability-partners',
  'wins',
  'questions',
] as const;
export type ChannelSlug = (typeof channelSlugs)[number];

export const COMMUNITY_PAGE_SIZE = 30;
/** Posting budget: at most this many messages a minute across channels (replies included). */
export const COMMUNITY_POSTS_PER_MINUTE = 6;
export const UNREAD_CAP = 99;
export const REPORT_NOTE_MAX_LENGTH = 500;
export const BAN_REASON_MAX_LENGTH = 500;

export const reportReasons = ['spam', 'harassment', 'hate', 'self-harm', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const channelParamsSchema = z.object({
  slug: z
    .string()
    .max(40, { error: 'No such channel' })
    .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'No such channel' }),
});
export const communityIdParamsSchema = z.object({ id: idSchema });
export const communityUserParamsSchema = z.object({ userId: idSchema });

export const channelSchema = z.object({
  id: idSchema,
  slug: z.string(),
  unreadCount: z.number().int().min(0).max(UNREAD_CAP),
  lastMessageAt: instant.nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

/** GET /api/community: the channels and what the caller may do. */
export const communityOverviewSchema = z.object({
  channels: z.array(channelSchema),
  isModerator: z.boolean(),
});
export type CommunityOverview = z.infer<typeof communityOverviewSchema>;

export const communityMessageSchema = z.object({
  id: idSchema,
  channelId: idSchema,
  author: profileCardSchema,
  /** Empty once deleted by its author or removed by a moderator. */
  body: z.string(),
  replyTo: z
    .object({
      id: idSchema,
      author: profileCardSchema.nullable(),
      excerpt: z.string(),
      gone: z.boolean(),
    })
    .nullable(),
  createdAt: instant,
  editedAt: instant.nullable(),
  deletedAt: instant.nullable(),
  /** A moderator removed it: everyone sees "Removed by a moderator". */
  removedAt: instant.nullable(),
  reactions: z.array(
    z.object({ emoji: z.string(), count: z.number().int().min(1), mine: z.boolean() }),
  ),
  isMine: z.boolean(),
  /** Whether the caller has reported it already (one report per person per message). */
  isReportedByMe: z.boolean(),
  /** The sender's idempotency key, given back to the sender only. */
  clientKey: z.string().nullable(),
});
export type CommunityMessage = z.infer<typeof communityMessageSchema>;

export const communityMessagePageSchema = pageSchema(communityMessageSchema);
export type CommunityMessagePage = Page<CommunityMessage>;

export const communityMessagesQuerySchema = z.object({
  cursor: z.string().max(500, { error: 'cursor is not valid' }).optional(),
});

export const postCommunityMessageSchema = z.object({
  body: messageBodySchema.min(1, { error: 'Write something before sending' }),
  replyToId: idSchema.optional(),
  clientKey: z
    .string({ error: 'clientKey is required' })
    .min(8, { error: 'clientKey must be 8 to 64 characters' })
    .max(64, { error: 'clientKey must be 8 to 64 characters' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'clientKey may hold letters, digits, - and _' }),
});
export type PostCommunityMessage = z.infer<typeof postCommunityMessageSchema>;

export const editCommunityMessageSchema = z.object({
  body: messageBodySchema.min(1, { error: 'Write something before saving' }),
});

export const communityReactSchema = z.object({
  emoji: emojiSchema,
  active: z.boolean({ error: 'active must be true or false' }),
});

export const communityMarkReadSchema = z.object({ messageId: idSchema });

export const reportMessageSchema = z.object({
  reason: z.enum(reportReasons, { error: 'Choose a reason from the list' }),
  note: userText({ error: 'note must be a text' })
    .trim()
    .max(REPORT_NOTE_MAX_LENGTH, {
      error: `A note is at most ${REPORT_NOTE_MAX_LENGTH} characters`,
    })
    .optional(),
});
export type ReportMessage = z.infer<typeof reportMessageSchema>;

export const banSchema = z.object({
  reason: userText({ error: 'reason must be a text' })
    .trim()
    .max(BAN_REASON_MAX_LENGTH, {
      error: `A reason is at most ${BAN_REASON_MAX_LENGTH} characters`,
    })
    .optional(),
});
export type Ban = z.infer<typeof banSchema>;

export const removeMessageSchema = z.object({
  reason: userText({ error: 'reason must be a text' })
    .trim()
    .max(BAN_REASON_MAX_LENGTH, {
      error: `A reason is at most ${BAN_REASON_MAX_LENGTH} characters`,
    })
    .optional(),
});

export const reportStatuses = ['open', 'dismissed', 'removed'] as const;

export const reportsQuerySchema = z.object({
  status: z
    .enum(reportStatuses, { error: 'status must be open, dismissed or removed' })
    .default('open'),
});

export const reportSchema = z.object({
  id: idSchema,
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  status: z.enum(reportStatuses),
  createdAt: instant,
  reporter: profileCardSchema.nullable(),
  message: z.object({
    id: idSchema,
    channelSlug: z.string(),
    author: profileCardSchema.nullable(),
    /** Empty once removed (or hidden from this moderator by a block). */
    body: z.string(),
    createdAt: instant,
    removedAt: instant.nullable(),
  }),
  /** How many people reported this message (still open). */
  openReportCount: z.number().int().min(1),
  isAuthorBanned: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.object({ items: z.array(reportSchema) });

export const banEntrySchema = z.object({
  user: profileCardSchema,
  reason: z.string().nullable(),
  createdAt: instant,
});
export const banListSchema = z.object({ items: z.array(banEntrySchema) });

export const logEntrySchema = z.object({
  id: idSchema,
  action: z.enum(['remove', 'dismiss', 'ban', 'unban']),
  moderator: profileCardSchema.nullable(),
  target: profileCardSchema.nullable(),
  messageId: idSchema.nullable(),
  reason: z.string().nullable(),
  createdAt: instant,
});
export type LogEntry = z.infer<typeof logEntrySchema>;
export const logListSchema = z.object({ items: z.array(logEntrySchema) });

/** The body of a 403 COMMUNITY_BANNED: the web shows the reason. */
export const bannedDetailsSchema = z.object({ reason: z.string().nullable() });

/** Live events on `community:<channel id>`: ids only (clients refetch, so blocks apply). */
export const communityEventSchema = z.object({ channelId: idSchema, messageId: idSchema });
export const communityEvents = ['community.message.created', 'community.message.updated'] as const;
