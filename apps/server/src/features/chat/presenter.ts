import {
  conversationSummarySchema,
  messageSchema,
  type ConversationSummary,
  type Member,
  type Message,
  type Receipt,
} from '@waymark/shared/chat/contracts';
import { excerptOf } from '@waymark/shared/chat/rules';
import { cardOf, type PeopleCards, type PersonCard } from '@/capabilities/people/cards';
import type { MessageContext } from '@/capabilities/messages/service';
import { instantOf, instantOrNull, presentReactions } from '@/capabilities/messages/presenter';
import type {
  ConversationRow,
  LastMessageRow,
  MemberRow,
  MessageRow,
  ReceiptRow,
} from '@/features/chat/queries';

export function presentMessage(
  row: MessageRow,
  viewerId: string,
  { cards, reactions }: MessageContext,
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
          .filter((card): card is PersonCard => card?.username != null)
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
  cards: PeopleCards,
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

export const presentMember = (row: MemberRow, cards: PeopleCards): Member => ({
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
