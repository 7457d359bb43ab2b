import type { ConversationSummary } from '@waymark/shared/chat/contracts';
import type { ProfileCard } from '@waymark/shared/social/contracts';

/** A person's shown name: full name, else username, else null (the caller says "Someone"). */
export const nameOf = (card: ProfileCard | undefined): string | null =>
  card?.fullName?.trim() || card?.username || null;

/**
 * A conversation's title: a group's name, else the people in it. `someone` stands in for a
 * person whose card the viewer may not see.
 */
export function titleOf(conversation: ConversationSummary, someone: string): string {
  if (conversation.kind === 'group' && conversation.name) return conversation.name;
  const names = conversation.people.map((person) => nameOf(person) ?? someone);
  return names.length > 0 ? names.join(', ') : someone;
}
