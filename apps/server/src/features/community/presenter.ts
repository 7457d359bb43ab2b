import type { CommunityMessage } from '@waymark/shared/community/contracts';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import type { CardRow, MessageRow, ReactionRow } from '@/features/community/queries';

export const instantOf = (value: string | Date) => new Date(value).toISOString();

const EXCERPT_LENGTH = 140;

export const cardsById = (rows: readonly CardRow[]) => new Map(rows.map((row) => [row.id, row]));

/** A person's card; someone app.profile_cards() leaves out (a deleted account) shows nameless. */
export function cardOf(cards: Map<string, CardRow>, id: string): ProfileCard {
  const row = cards.get(id);
  return {
    id,
    username: row?.username ?? null,
    fullName: row?.full_name ?? null,
    avatarUrl: row?.avatar_url ?? null,
  };
}

export function presentMessage(
  row: MessageRow,
  me: string,
  cards: Map<string, CardRow>,
  reactions: readonly ReactionRow[],
): CommunityMessage {
  const gone = row.deleted_at !== null || row.removed_at !== null;
  const counts = new Map<string, { count: number; mine: boolean }>();
  for (const reaction of reactions) {
    const entry = counts.get(reaction.emoji) ?? { count: 0, mine: false };
    entry.count += 1;
    entry.mine ||= reaction.user_id === me;
    counts.set(reaction.emoji, entry);
  }
  return {
    id: row.id,
    channelId: row.conversation_id,
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
    editedAt: row.edited_at ? instantOf(row.edited_at) : null,
    deletedAt: row.deleted_at ? instantOf(row.deleted_at) : null,
    removedAt: row.removed_at ? instantOf(row.removed_at) : null,
    reactions: [...counts].map(([emoji, entry]) => ({ emoji, ...entry })),
    isMine: row.sender_id === me,
    isReportedByMe: row.reported_by_me,
    clientKey: row.sender_id === me ? row.client_key : null,
  };
}
