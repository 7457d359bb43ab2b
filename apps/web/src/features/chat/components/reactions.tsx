import { useTranslation } from 'react-i18next';
import type { Message } from '@waymark/shared/chat/contracts';
import { useReact } from '@/features/chat/api/message-actions';
import { ReactionChips, ReactionMenu } from '@/ui/messages/reactions';

/** The quick choices of the reaction menu. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '😢'] as const;

/** Reactions under a message: each a toggle (pressed when mine), with who reacted as its title. */
export function ReactionList({
  message,
  nameOfUser,
  canReact,
}: {
  message: Message;
  nameOfUser: (id: string) => string;
  canReact: boolean;
}) {
  const { t } = useTranslation('chat');
  const react = useReact();
  const who = (reaction: Message['reactions'][number]) =>
    reaction.userIds.map(nameOfUser).join(', ');
  return (
    <ReactionChips
      reactions={message.reactions}
      label={t('reactions.label')}
      chipTitle={who}
      chipLabel={(reaction) =>
        t('reactions.toggle', { emoji: reaction.emoji, number: reaction.count, who: who(reaction) })
      }
      disabled={!canReact || react.isPending}
      onToggle={(reaction) =>
        react.mutate({ id: message.id, emoji: reaction.emoji, active: !reaction.mine })
      }
    />
  );
}

/** A button opening the quick reactions; Escape or a choice closes it. */
export function ReactionPicker({ message }: { message: Message }) {
  const { t } = useTranslation('chat');
  const react = useReact();
  return (
    <ReactionMenu
      choices={QUICK_REACTIONS}
      reactions={message.reactions}
      label={t('reactions.add')}
      buttonClassName="rounded p-1 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      onPick={(emoji, active) => react.mutate({ id: message.id, emoji, active })}
    />
  );
}
