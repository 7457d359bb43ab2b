import type { Message } from '@waymark/shared/chat/contracts';

/**
 * The message as it will be once my reaction `emoji` is on (`active`) or off: what the page
 * shows before the server answers. Turning on what is already mine, or off what is not, changes
 * nothing.
 */
export function withReaction(
  message: Message,
  emoji: string,
  active: boolean,
  myId: string,
): Message {
  const existing = message.reactions.find((reaction) => reaction.emoji === emoji);
  if (active === (existing?.mine ?? false)) return message;
  if (active && !existing) {
    const added = { emoji, count: 1, mine: true, userIds: [myId] };
    return { ...message, reactions: [...message.reactions, added] };
  }
  const reactions = message.reactions
    .map((reaction) =>
      reaction.emoji !== emoji
        ? reaction
        : {
            ...reaction,
            count: reaction.count + (active ? 1 : -1),
            mine: active,
            userIds: active
              ? [...reaction.userIds, myId]
              : reaction.userIds.filter((id) => id !== myId),
          },
    )
    .filter((reaction) => reaction.count > 0);
  return { ...message, reactions };
}
