/** A timestamp column as the API writes it. */
export const instantOf = (value: string | Date) => new Date(value).toISOString();

export const instantOrNull = (value: string | Date | null) =>
  value === null ? null : instantOf(value);

export interface ReactionSummary {
  emoji: string;
  count: number;
  /** The viewer reacted with it. */
  mine: boolean;
  /** Who reacted, oldest first. */
  userIds: string[];
}

/** A message's reactions, one entry per emoji in the order they were first used. */
export function presentReactions(
  rows: readonly { user_id: string; emoji: string }[],
  viewerId: string,
): ReactionSummary[] {
  const byEmoji = new Map<string, string[]>();
  for (const row of rows) byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row.user_id]);
  return [...byEmoji].map(([emoji, userIds]) => ({
    emoji,
    count: userIds.length,
    mine: userIds.includes(viewerId),
    userIds,
  }));
}
