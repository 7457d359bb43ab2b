import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '@waymark/shared/chat/contracts';
import { pathTo } from '@waymark/shared/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AnswerButtons } from '@/features/notifications/components/answer-buttons';
import { NotificationAvatars } from '@/features/notifications/components/notification-avatars';
import { displayName, isolated } from '@/features/notifications/components/notification-text';
import { conversationsQueryOptions, useAnswerRequest } from '@/lib/chat/conversations';
import { RelativeTime } from '@/ui/relative-time';
import { TitledSection } from '@/ui/titled-section';

function MessageRequestItem({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('notifications');
  const answer = useAnswerRequest(conversation.id);
  const [first] = conversation.people;
  const textId = `message-request-${conversation.id}`;
  const text =
    conversation.kind === 'group'
      ? t('messageRequests.group', { name: isolated(conversation.name ?? '') })
      : t('messageRequests.direct', {
          who: first ? isolated(displayName(first)) : t('actors.someone'),
        });
  const excerpt = conversation.lastMessage?.deleted ? '' : conversation.lastMessage?.excerpt;
  return (
    <article className="flex items-start gap-3 rounded-2xl border border-brand/40 bg-brand-soft/40 p-4">
      <NotificationAvatars actors={conversation.people.slice(0, 2)} />
      <div className="min-w-0 flex-1">
        <Link
          id={textId}
          to={pathTo('chatConversation', { conversationId: conversation.id })}
          className="block rounded text-sm font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {text}
        </Link>
        {excerpt ? (
          <p dir="auto" className="mt-1 line-clamp-2 text-sm text-muted">
            {excerpt}
          </p>
        ) : null}
        <RelativeTime at={conversation.lastActivityAt} className="mt-1 block text-xs text-muted" />
        <AnswerButtons
          describedBy={textId}
          isWaiting={undefined}
          answer={(decision) => answer.mutateAsync(decision)}
        />
      </div>
    </article>
  );
}

/**
 * Message requests waiting for my answer (the chat's Requests tab), answered here as in the
 * chat. A request answered on this visit stays in the list with its outcome, though the
 * refreshed list no longer holds it.
 */
export function MessageRequests() {
  const { t } = useTranslation('notifications');
  const requests = useInfiniteQuery(conversationsQueryOptions('requests'));
  const [seen, setSeen] = useState<readonly ConversationSummary[]>([]);
  const waiting = requests.data?.pages[0]?.items ?? [];
  const unseen = waiting.filter((item) => !seen.some((known) => known.id === item.id));
  // Kept as first shown (adjusted while rendering): an answered request keeps its place.
  if (unseen.length > 0) setSeen([...seen, ...unseen]);
  const shown = [...seen, ...unseen].sort((a, b) =>
    b.lastActivityAt.localeCompare(a.lastActivityAt),
  );
  if (shown.length === 0) return null;
  return (
    <TitledSection title={t('messageRequests.title')} look="minor" className="mb-8">
      <ul className="mt-3 space-y-3">
        {shown.map((conversation) => (
          <li key={conversation.id}>
            <MessageRequestItem conversation={conversation} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
