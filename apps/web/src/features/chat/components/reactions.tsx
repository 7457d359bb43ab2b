import { useTranslation } from 'react-i18next';
import type { Message } from '@waymark/shared/chat/contracts';
import { useReact } from '@/features/chat/api/message-actions';
import { useAuthContext } from '@/lib/auth/auth-context';
import { ReactionChips, ReactionMenu } from '@/ui/messages/reactions';

const useMyId = () => useAuthContext().user?.id ?? '';

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
  const react = useReact(useMyId());
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
      disabled={!canReact}
      onToggle={(reaction) =>
        react.mutate({ message, emoji: reaction.emoji, active: !reaction.mine })
      }
    />
  );
}

/** A button opening the quick reactions; Escape or a choice closes it. */
export function ReactionPicker({ message }: { message: Message }) {
  const { t } = useTranslation('chat');
  const react = useReact(useMyId());
  return (
    <ReactionMenu
      choices={QUICK_REACTIONS}
      reactions={message.reactions}
      label={t('reactions.add')}
      buttonClassName="rounded p-1 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      onPick={(emoji, active) => react.mutate({ message, emoji, active })}
    />
  );
}
