import { BellOff, MessageCirclePlus, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { ConversationSummary } from '@waymark/shared/chat/contracts';
import { isMuted } from '@waymark/shared/chat/rules';
import { pathTo } from '@waymark/shared/routes';
import { useConversations } from '@/features/chat/api/get-conversations';
import { usePresence } from '@/features/chat/api/get-presence';
import { ConversationAvatar } from '@/features/chat/components/person-avatar';
import { UnreadBadge } from '@/features/chat/components/unread-badge';
import { titleOf } from '@/features/chat/lib/names';
import type { ConversationTab } from '@/lib/chat/conversations';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { ActionButton } from '@/ui/action-button';
import { buttonClasses } from '@/ui/button-styles';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { useLoadWhenNear } from '@/ui/use-load-when-near';

function ConversationRow({
  conversation,
  me,
  online,
}: {
  conversation: ConversationSummary;
  me: string;
  online: boolean;
}) {
  const { t } = useTranslation('chat');
  const { relativeTime } = useFormatters();
  const title = titleOf(conversation, t('someone'));
  const last = conversation.lastMessage;
  const preview = !last
    ? t('list.noMessages')
    : last.deleted
      ? t('message.deleted')
      : last.excerpt || (last.hasAttachment ? t('list.photo') : '');
  const muted = isMuted(conversation.mutedUntil);
  const unread = conversation.unreadCount;
  return (
    <NavLink
      to={pathTo('chatConversation', { conversationId: conversation.id })}
      className={({ isActive }) =>
        cx(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring',
          isActive && 'bg-brand-soft',
        )
      }
    >
      <ConversationAvatar
        people={conversation.people}
        pictureUrl={conversation.avatarUrl}
        online={online}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cx('truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>
            {title}
          </span>
          <time
            dateTime={conversation.lastActivityAt}
            className="ms-auto shrink-0 text-xs text-muted"
          >
            {relativeTime(conversation.lastActivityAt)}
          </time>
        </span>
        <span className="flex items-center gap-2">
          <span className={cx('truncate text-sm', unread > 0 ? 'text-fg' : 'text-muted')}>
            {last && last.senderId === me && !last.deleted ? `${t('list.you')}: ` : ''}
            <bdi>{preview}</bdi>
          </span>
          {muted ? (
            <BellOff aria-label={t('list.muted')} className="size-3.5 shrink-0 text-muted" />
          ) : null}
          <span className="ms-auto">
            <UnreadBadge count={unread} />
          </span>
          {unread > 0 ? (
            <span className="sr-only">{t('list.unread', { count: unread })}</span>
          ) : null}
          {online ? <span className="sr-only">{t('presence.online')}</span> : null}
        </span>
      </span>
    </NavLink>
  );
}

interface ConversationListProps {
  me: string;
  tab: ConversationTab;
  onTabChange: (tab: ConversationTab) => void;
  requestCount: number;
  onNew: () => void;
}

/** The left column of /chat: inbox and requests tabs, the conversations, a way to start one. */
export function ConversationList({
  me,
  tab,
  onTabChange,
  requestCount,
  onNew,
}: ConversationListProps) {
  const { t } = useTranslation('chat');
  const conversations = useConversations(tab);
  const more = useLoadWhenNear<HTMLDivElement>(conversations, '200px');
  const tabs: { id: ConversationTab; label: string; count: number }[] = [
    { id: 'inbox', label: t('tabs.inbox'), count: 0 },
    { id: 'requests', label: t('tabs.requests'), count: requestCount },
  ];
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];
  const presence = usePresence(
    items.flatMap((item) => (item.kind === 'direct' && item.people[0] ? [item.people[0].id] : [])),
  );
  return (
    <section aria-labelledby="chat-list-title" className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 px-1 pb-3">
        <h1 id="chat-list-title" className="text-xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <ActionButton icon={MessageCirclePlus} onClick={onNew} className="h-9 px-3">
          {t('new.button')}
        </ActionButton>
      </div>
      <div role="tablist" aria-label={t('tabs.label')} className="mb-2 flex gap-1">
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`chat-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls="chat-tab-panel"
            onClick={() => onTabChange(item.id)}
            className={cx(
              'flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
              tab === item.id ? 'bg-brand-soft text-brand-text' : 'text-muted hover:bg-surface',
            )}
          >
            {item.label}
            <UnreadBadge count={item.count} />
          </button>
        ))}
      </div>
      <div
        id="chat-tab-panel"
        role="tabpanel"
        aria-labelledby={`chat-tab-${tab}`}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        {conversations.isPending ? (
          <div className="grid place-items-center py-10">
            <Spinner />
          </div>
        ) : conversations.isError ? (
          <LoadFailed
            message={t('list.loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void conversations.refetch()}
          />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-10 text-center text-sm text-muted">
            <MessagesSquare aria-hidden="true" className="mb-2 size-8" />
            <p>{tab === 'inbox' ? t('list.emptyInbox') : t('list.emptyRequests')}</p>
          </div>
        ) : (
          <ul
            aria-label={tab === 'inbox' ? t('tabs.inbox') : t('tabs.requests')}
            className="space-y-1"
          >
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  me={me}
                  online={
                    conversation.kind === 'direct' &&
                    presence.get(conversation.people[0]?.id ?? '')?.online === true
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {conversations.hasNextPage ? (
          <div ref={more} className="flex justify-center py-3">
            <button
              type="button"
              disabled={conversations.isFetchingNextPage}
              onClick={() => void conversations.fetchNextPage()}
              className={buttonClasses('secondary', 'md', 'h-9 px-3')}
            >
              {t('loadMore')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
