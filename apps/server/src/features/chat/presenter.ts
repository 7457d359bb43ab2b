import {
  conversationSummarySchema,
  messageSchema,
  type ConversationSummary,
  type Member,
  type Message,
  type Reaction,
  type Receipt,
} from '@waymark/shared/chat/contracts';
import { excerptOf } from '@waymark/shared/chat/rules';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import type {
  CardRow,
  ConversationRow,
  LastMessageRow,
  MemberRow,
  MessageRow,
  ReactionRow,
  ReceiptRow,
} from '@/features/chat/queries';

export const instantOf = (value: string | Date) => new Date(value).toISOString();
const instantOrNull = (value: string | Date | null) => (value === null ? null : instantOf(value));

export type Cards = Map<string, ProfileCard>;

export const cardMap = (rows: CardRow[]): Cards =>
  new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, username: row.username, fullName: row.full_name, avatarUrl: row.avatar_url },
    ]),
  );

/** A person without a readable card (they blocked the viewer since) stays nameless. */
export const cardOf = (cards: Cards, id: string): ProfileCard =>
  cards.get(id) ?? { id, username: null, fullName: null, avatarUrl: null };

export function presentReactions(rows: ReactionRow[], viewerId: string): Reaction[] {
  const byEmoji = new Map<string, string[]>();
  for (const row of rows) byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row.user_id]);
  return [...byEmoji].map(([emoji, userIds]) => ({
    emoji,
    count: userIds.length,
    mine: userIds.includes(viewerId),
    userIds,
  }));
}

export function presentMessage(
  row: MessageRow,
  viewerId: string,
  cards: Cards,
  reactions: ReactionRow[],
): Message {
  const deleted = row.deleted_at !== null;
  return messageSchema.parse({
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    body: deleted ? '' : row.body,
    mentions: deleted
      ? []
      : row.mentions
          .map((id) => cards.get(id))
          .filter((card): card is ProfileCard => card?.username != null)
          .map((card) => ({ id: card.id, username: card.username! })),
    replyTo:
      row.reply_to_id && row.reply_sender_id
        ? {
            id: row.reply_to_id,
            senderId: row.reply_sender_id,
            excerpt: row.reply_deleted_at ? '' : excerptOf(row.reply_body ?? ''),
            deleted: row.reply_deleted_at !== null,
          }
        : null,
    attachmentUrl: deleted ? null : row.attachment_url,
    clientKey: row.sender_id === viewerId ? row.client_key : null,
    createdAt: instantOf(row.created_at),
    editedAt: instantOrNull(row.edited_at),
    deletedAt: instantOrNull(row.deleted_at),
    reactions: deleted ? [] : presentReactions(reactions, viewerId),
  });
}

export function presentSummary(
  row: ConversationRow,
  viewerId: string,
  members: MemberRow[],
  cards: Cards,
  last: LastMessageRow | undefined,
  unread: number,
): ConversationSummary {
  return conversationSummarySchema.parse({
    id: row.id,
    kind: row.kind,
    name: row.name,
    avatarUrl: row.avatar_url,
    people: members
      .filter((member) => member.user_id !== viewerId)
      .slice(0, 4)
      .map((member) => cardOf(cards, member.user_id)),
    memberCount: row.member_count,
    lastMessage: last
      ? {
          id: last.id,
          senderId: last.sender_id,
          excerpt: last.deleted_at ? '' : excerptOf(last.body),
          deleted: last.deleted_at !== null,
          hasAttachment: last.attachment_url !== null && last.deleted_at === null,
          createdAt: instantOf(last.created_at),
        }
      : null,
    lastActivityAt: instantOf(row.activity_at),
    unreadCount: unread,
    mutedUntil: instantOrNull(row.muted_until),
    requestState: row.request_state,
    role: row.role,
  });
}

export const presentMember = (row: MemberRow, cards: Cards): Member => ({
  user: cardOf(cards, row.user_id),
  role: row.role,
  requestState: row.request_state,
  joinedAt: instantOf(row.joined_at),
});

export const presentReceipt = (row: ReceiptRow): Receipt => ({
  userId: row.user_id,
  lastReadMessageId: row.last_read_message_id,
  lastReadAt: instantOrNull(row.last_read_at),
});
