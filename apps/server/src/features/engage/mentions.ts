import { mentionedUsernames } from '@waymark/shared/engage/mentions';
import type { CommentMention } from '@waymark/shared/engage/contracts';
import type { AppTransaction } from '@/db/client';
import { profilesByUsername, visibleToPerson } from '@/features/engage/queries';

/**
 * The mentions of a comment that link and notify: people the author can find by username
 * who may themselves see the activity (and have no block with the author). Anything else
 * stays plain text.
 */
export async function resolveMentions(
  tx: AppTransaction,
  input: { activityId: string; authorId: string; body: string },
): Promise<CommentMention[]> {
  const usernames = mentionedUsernames(input.body);
  const found = await profilesByUsername(tx, usernames);
  const byName = new Map(found.map((row) => [row.username.toLowerCase(), row.id]));
  const mentions: CommentMention[] = [];
  for (const username of usernames) {
    const id = byName.get(username);
    if (id === undefined) continue;
    if (
      id === input.authorId ||
      (await visibleToPerson(tx, input.activityId, id, input.authorId))
    ) {
      mentions.push({ id, username });
    }
  }
  return mentions;
}
