import type { ConversationSummary } from '@waymark/shared/chat/contracts';
import { nameOf } from '@/ui/messages/person-name';

/**
 * A conversation's title: a group's name, else the people in it. `someone` stands in for a
 * person whose card the viewer may not see.
 */
export function titleOf(conversation: ConversationSummary, someone: string): string {
  if (conversation.kind === 'group' && conversation.name) return conversation.name;
  const names = conversation.people.map((person) => nameOf(person) ?? someone);
  return names.length > 0 ? names.join(', ') : someone;
}
