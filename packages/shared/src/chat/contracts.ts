import { z } from 'zod';
import { idSchema, instant, type Page, pageSchema } from '../journeys/common-contracts';
import { profileCardSchema } from '../social/contracts';
import { userText } from '../text';

/**
 * Chat (issue 17): direct conversations (one per pair) and groups, messages, reactions,
 * message requests and read watermarks. Who may message whom, who sees what and who may
 * post is decided by the database (drizzle/0024_chat.sql and drizzle/policies/); these are
 * the request and response shapes both sides validate with.
 */
export const GROUP_MEMBERS_MAX = 100;
export const MESSAGE_MAX_LENGTH = 4000;
export const GROUP_NAME_MAX_LENGTH = 80;
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 30;
/** Unread counts stop here: the badge says "99+". */
export const UNREAD_COUNT_CAP = 99;

export const conversationKinds = ['direct', 'group'] as const;
export type ConversationKind = (typeof conversationKinds)[number];
export const memberRoles = ['admin', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];
export const requestStates = ['accepted', 'pending', 'declined'] as const;
export type RequestState = (typeof requestStates)[number];

export const conversationIdParamsSchema = z.object({ id: idSchema });
export const messageIdParamsSchema = z.object({ id: idSchema });
export const memberParamsSchema = z.object({ id: idSchema, userId: idSchema });

export const messageBodySchema = userText({ error: 'body must be a text' })
  .trim()
  .max(MESSAGE_MAX_LENGTH, { error: `A message is at most ${MESSAGE_MAX_LENGTH} characters` });

export const groupNameSchema = userText({ error: 'name must be a text' })
  .trim()
  .min(1, { error: 'Give the group a name' })
  .max(GROUP_NAME_MAX_LENGTH, {
    error: `A group name is at most ${GROUP_NAME_MAX_LENGTH} characters`,
  });

/** An attachment is a file this app stores (`/api/files/<key>`), never an outside address. */
export const attachmentUrlSchema = z
  .string()
  .max(300)
  .regex(/^\/api\/files\/[A-Za-z0-9_.-]+$/, { error: 'attachmentUrl must be an uploaded file' });

/** One emoji (a grapheme of up to 16 UTF-16 units), no letters, digits or spaces. */
export const emojiSchema = z
  .string({ error: 'emoji must be a text' })
  .min(1, { error: 'Choose an emoji' })
  .max(16, { error: 'Choose one emoji' })
  .refine((value) => /^\p{Extended_Pictographic}/u.test(value) && !/[\s\p{L}\p{N}]/u.test(value), {
    error: 'Choose one emoji',
  });

const clientKeySchema = z
  .string({ error: 'clientKey is required' })
  .min(8, { error: 'clientKey must be 8 to 64 characters' })
  .max(64, { error: 'clientKey must be 8 to 64 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'clientKey may hold letters, digits, - and _' });

/** POST /api/conversations: opens (or finds) a direct conversation, or starts a group. */
export const createConversationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('direct'), userId: idSchema }),
    z.object({
      kind: z.literal('group'),
      name: groupNameSchema,
      memberIds: z
        .array(idSchema)
        .min(1, { error: 'Choose at least one person' })
        .max(GROUP_MEMBERS_MAX - 1, {
          error: `A group holds at most ${GROUP_MEMBERS_MAX} members`,
        }),
    }),
  ],
  { error: 'kind must be direct or group' },
);
export type CreateConversation = z.infer<typeof createConversationSchema>;

/** PATCH /api/conversations/:id: a group's admins rename it or change its picture. */
export const updateConversationSchema = z
  .strictObject({
    name: groupNameSchema.optional(),
    avatarUrl: attachmentUrlSchema.nullable().optional(),
  })
  .refine((value) => value.name !== undefined || value.avatarUrl !== undefined, {
    error: 'Change the name or the picture',
  });
export type UpdateConversation = z.infer<typeof updateConversationSchema>;

/** PATCH /api/conversations/:id/me: my own choices in a conversation. */
export const updateMembershipSchema = z
  .strictObject({
    /** Muted until then; null: not muted. A far date mutes "until I unmute". */
    mutedUntil: instant.nullable().optional(),
    hideReceipts: z.boolean({ error: 'hideReceipts must be true or false' }).optional(),
  })
  .refine((value) => value.mutedUntil !== undefined || value.hideReceipts !== undefined, {
    error: 'Change mutedUntil or hideReceipts',
  });
export type UpdateMembership = z.infer<typeof updateMembershipSchema>;

/** POST /api/conversations/:id/request: the recipient answers a message request. */
export const answerRequestSchema = z.object({
  decision: z.enum(['accept', 'decline'], { error: 'decision must be accept or decline' }),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const addMembersSchema = z.object({
  userIds: z
    .array(idSchema)
    .min(1, { error: 'Choose at least one person' })
    .max(GROUP_MEMBERS_MAX, { error: `A group holds at most ${GROUP_MEMBERS_MAX} members` }),
});
export type AddMembers = z.infer<typeof addMembersSchema>;

export const setRoleSchema = z.object({
  role: z.enum(memberRoles, { error: 'role must be admin or member' }),
});

export const conversationsQuerySchema = z.object({
  tab: z.enum(['inbox', 'requests'], { error: 'tab must be inbox or requests' }).default('inbox'),
  cursor: z.string().max(500, { error: 'cursor is not valid' }).optional(),
});

export const messagesQuerySchema = z.object({
  cursor: z.string().max(500, { error: 'cursor is not valid' }).optional(),
  /** Search within the conversation: messages whose text holds these words. */
  q: userText().trim().max(100, { error: 'Search for at most 100 characters' }).optional(),
});

/** POST /api/conversations/:id/messages. */
export const sendMessageSchema = z
  .object({
    body: messageBodySchema,
    replyToId: idSchema.optional(),
    attachmentUrl: attachmentUrlSchema.optional(),
    /** Made by the client once per message: a resend with the same key stores nothing new. */
    clientKey: clientKeySchema,
  })
  .refine((value) => value.body.length > 0 || value.attachmentUrl !== undefined, {
    error: 'Write something before sending',
    path: ['body'],
  });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const editMessageSchema = z.object({
  body: messageBodySchema.min(1, { error: 'Write something before saving' }),
});

export const reactSchema = z.object({
  emoji: emojiSchema,
  active: z.boolean({ error: 'active must be true or false' }),
});

export const markReadSchema = z.object({ messageId: idSchema });

export const reactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int().min(1),
  mine: z.boolean(),
  /** Who reacted (as many as the viewer may see), for the tooltip. */
  userIds: z.array(idSchema),
});
export type Reaction = z.infer<typeof reactionSchema>;

export const messageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  senderId: idSchema,
  /** Empty once deleted. */
  body: z.string(),
  mentions: z.array(z.object({ id: idSchema, username: z.string() })),
  replyTo: z
    .object({
      id: idSchema,
      senderId: idSchema,
      excerpt: z.string(),
      deleted: z.boolean(),
    })
    .nullable(),
  attachmentUrl: z.string().nullable(),
  /** The sender's idempotency key, given back to the sender only (to settle pending sends). */
  clientKey: z.string().nullable(),
  createdAt: instant,
  editedAt: instant.nullable(),
  deletedAt: instant.nullable(),
  reactions: z.array(reactionSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = pageSchema(messageSchema);
export type MessagePage = Page<Message>;

export const memberSchema = z.object({
  user: profileCardSchema,
  role: z.enum(memberRoles),
  requestState: z.enum(requestStates),
  joinedAt: instant,
});
export type Member = z.infer<typeof memberSchema>;

/** How far a member read (only members whose receipts the viewer may see). */
export const receiptSchema = z.object({
  userId: idSchema,
  lastReadMessageId: idSchema.nullable(),
  lastReadAt: instant.nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const lastMessageSchema = z.object({
  id: idSchema,
  senderId: idSchema,
  excerpt: z.string(),
  deleted: z.boolean(),
  hasAttachment: z.boolean(),
  createdAt: instant,
});

export const conversationSummarySchema = z.object({
  id: idSchema,
  kind: z.enum(conversationKinds),
  /** A group's name; null for a direct conversation (show the other person). */
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The other members the viewer may see, up to four, for the title and avatars. */
  people: z.array(profileCardSchema),
  memberCount: z.number().int().min(0),
  lastMessage: lastMessageSchema.nullable(),
  lastActivityAt: instant,
  unreadCount: z.number().int().min(0),
  mutedUntil: instant.nullable(),
  requestState: z.enum(requestStates),
  role: z.enum(memberRoles),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = pageSchema(conversationSummarySchema);
export type ConversationPage = Page<ConversationSummary>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  members: z.array(memberSchema),
  receipts: z.array(receiptSchema),
  hideReceipts: z.boolean(),
  /** Whether the viewer may post now (not a pending request, no block, not declined). */
  canPost: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** GET /api/conversations/unread: for the header's Chat link and the list's badges. */
export const unreadCountsSchema = z.object({
  /** Unread messages in conversations not muted, capped per conversation at UNREAD_COUNT_CAP. */
  total: z.number().int().min(0),
  /** Message requests waiting for an answer. */
  requests: z.number().int().min(0),
  conversations: z.record(z.string(), z.number().int().min(0)),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
