import type { AppTransaction } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { AppError } from '@/errors';
import { encodeCursor } from '@/lib/keyset-cursor';
import { peopleCards, type PeopleCards } from '@/capabilities/people/cards';
import { instantOf } from '@/capabilities/messages/presenter';
import * as queries from '@/capabilities/messages/queries';

// The messaging core: what chat's conversations and the community's channels do alike with
// their messages. Each feature keeps its own rules (who may post, react, report, moderate)
// and its own JSON; the database's policies stay the floor under both.

/** What presenting a message needs beyond its row: people's cards and its reactions. */
export interface MessageContext {
  cards: PeopleCards;
  reactions: queries.ReactionRow[];
}

/**
 * Presents rows with the cards of the people each one names (`peopleOf`) and their reactions,
 * in two queries for the whole page, whatever its length.
 */
export async function presentMessages<Row extends { id: string }, Item>(
  tx: AppTransaction,
  rows: readonly Row[],
  peopleOf: (row: Row) => readonly string[],
  present: (row: Row, context: MessageContext) => Item,
): Promise<Item[]> {
  const cards = await peopleCards(tx, rows.flatMap(peopleOf));
  const reactions = await queries.reactionsOf(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    present(row, {
      cards,
      reactions: reactions.filter((reaction) => reaction.message_id === row.id),
    }),
  );
}

/**
 * One page of history from rows fetched newest first with one row more than `size` (the
 * one more says another page follows); the cursor is the last row's (created_at, id).
 */
export async function historyPage<Row extends { id: string; created_at: string | Date }, Item>(
  rows: readonly Row[],
  size: number,
  present: (page: Row[]) => Promise<Item[]>,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const more = rows.length > size;
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: await present(page),
    nextCursor: more && last ? encodeCursor([instantOf(last.created_at), last.id]) : null,
  };
}

/**
 * The message a resend stands for: the caller's message with this client key in the same
 * conversation (null when the key is new); a key already used elsewhere is a conflict.
 */
export async function resentMessageId(
  tx: AppTransaction,
  me: string,
  clientKey: string,
  conversationId: string,
): Promise<string | null> {
  const existing = await queries.findByClientKey(tx, me, clientKey);
  if (!existing) return null;
  if (existing.conversation_id !== conversationId) {
    throw new AppError('CONFLICT', 'clientKey was already used for another message');
  }
  return existing.id;
}

/**
 * Stores a message once per client key: `attempt` (one transaction) runs again when the same
 * key raced in from a second tab and the other insert won, and then answers that message.
 */
export async function storeOnce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (isUniqueViolation(error, 'messages_client_key')) return attempt();
    throw error;
  }
}

/** Adds the caller's emoji to a message, or takes it back (both idempotent). */
export async function setReaction(
  tx: AppTransaction,
  messageId: string,
  me: string,
  emoji: string,
  active: boolean,
) {
  if (active) await queries.addReaction(tx, messageId, me, emoji);
  else await queries.removeReaction(tx, messageId, me, emoji);
}
