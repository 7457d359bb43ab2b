import type { CommunityMessage } from '@waymark/shared/community/contracts';
import { cardOf } from '@/capabilities/people/cards';
import { instantOf, instantOrNull, presentReactions } from '@/capabilities/messages/presenter';
import type { MessageContext } from '@/capabilities/messages/service';
import type { MessageRow } from '@/features/community/queries';

const EXCERPT_LENGTH = 140;

/** Whose cards a channel message shows: its author's and the quoted message's author's. */
export const peopleOf = (row: MessageRow) =>
  row.reply_sender_id ? [row.sender_id, row.reply_sender_id] : [row.sender_id];

export function presentMessage(
  row: MessageRow,
  me: string,
  { cards, reactions }: MessageContext,
): CommunityMessage {
  const gone = row.deleted_at !== null || row.removed_at !== null;
  return {
    id: row.id,
    channelId: row.conversation_id,
    // Someone app.profile_cards() leaves out (a deleted account) shows nameless.
    author: cardOf(cards, row.sender_id),
    body: gone ? '' : row.body,
    replyTo: row.reply_to_id
      ? {
          id: row.reply_to_id,
          author: row.reply_sender_id ? cardOf(cards, row.reply_sender_id) : null,
          excerpt:
            row.reply_gone || row.reply_body === null
              ? ''
              : row.reply_body.slice(0, EXCERPT_LENGTH),
          // Hidden by a block counts as gone: the quote shows no text.
          gone: row.reply_gone !== false || row.reply_body === null,
        }
      : null,
    createdAt: instantOf(row.created_at),
    editedAt: instantOrNull(row.edited_at),
    deletedAt: instantOrNull(row.deleted_at),
    removedAt: instantOrNull(row.removed_at),
    // A channel shows how many and whether mine, not who.
    reactions: presentReactions(reactions, me).map(({ emoji, count, mine }) => ({
      emoji,
      count,
      mine,
    })),
    isMine: row.sender_id === me,
    isReportedByMe: row.reported_by_me,
    clientKey: row.sender_id === me ? row.client_key : null,
  };
}
