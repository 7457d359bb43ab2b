import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationDetail, Message } from '@waymark/shared/chat/contracts';
import { seenBy } from '@waymark/shared/chat/rules';
import type { useMessages } from '@/features/chat/api/get-messages';
import { MessageItem } from '@/features/chat/components/message-item';
import { PendingItem } from '@/features/chat/components/pending-item';
import { SeenBy } from '@/features/chat/components/seen-by';
import type { PendingMessage } from '@/features/chat/live/outbox';
import { buttonClasses } from '@/ui/button-styles';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { useLoadWhenNear } from '@/ui/use-load-when-near';

interface MessageListProps {
  conversation: ConversationDetail;
  me: string;
  query: ReturnType<typeof useMessages>;
  pending: PendingMessage[];
  nameOfUser: (id: string) => string;
  onReply: (message: Message) => void;
  /** Searching: results only, no pending messages, no receipts. */
  isSearch: boolean;
}

// Within this many pixels of the bottom, the reader is following along: new messages scroll in.
const FOLLOW_MARGIN = 120;

/**
 * The history, oldest at the top: older pages load as the reader scrolls up (the place in the
 * text stays put), new ones scroll into view while the reader is at the bottom.
 */
export function MessageList(props: MessageListProps) {
  const { conversation, me, query, pending, nameOfUser, onReply, isSearch } = props;
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const older = useLoadWhenNear<HTMLDivElement>(query, '300px');
  const newestFirst = query.data?.pages.flatMap((page) => page.items) ?? [];
  const messages = [...newestFirst].reverse();
  const newestId = newestFirst[0]?.id;
  const oldestId = newestFirst.at(-1)?.id;
  const fromBottom = useRef(0);
  const following = useRef(true);

  // Before each render's layout: how far from the bottom the reader was.
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight;
    following.current = fromBottom.current < FOLLOW_MARGIN;
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (following.current) {
      element.scrollTop = element.scrollHeight;
    } else {
      // Older messages came in above: keep the same distance from the bottom.
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    }
  }, [newestId, oldestId, pending.length]);

  if (query.isPending) {
    return (
      <div className="grid flex-1 place-items-center">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex-1 p-4">
        <LoadFailed
          message={t('history.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const myLast = isSearch
    ? undefined
    : newestFirst.find((message) => message.senderId === me && message.deletedAt === null);
  const seenNames = myLast ? seenBy(myLast, conversation.receipts).map(nameOfUser) : [];
  const isGroup = conversation.kind === 'group';

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      {query.hasNextPage ? (
        <div ref={older} className="flex justify-center pb-3">
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            className={buttonClasses('secondary', 'md', 'h-8 px-3 text-xs')}
          >
            {query.isFetchingNextPage ? t('history.loading') : t('history.older')}
          </button>
        </div>
      ) : messages.length > 0 && !isSearch ? (
        <p className="pb-3 text-center text-xs text-muted">{t('history.start')}</p>
      ) : null}
      {messages.length === 0 && pending.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted">
          {isSearch ? t('search.none') : t('history.empty')}
        </p>
      ) : null}
      <ol aria-label={isSearch ? t('search.results') : t('history.label')} className="space-y-2">
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const isMine = message.senderId === me;
          const showName = isGroup && !isMine && previous?.senderId !== message.senderId;
          return (
            <li key={message.id}>
              <MessageItem
                message={message}
                isMine={isMine}
                senderName={showName ? nameOfUser(message.senderId) : null}
                nameOfUser={nameOfUser}
                canPost={conversation.canPost && !isSearch}
                onReply={onReply}
                footer={
                  message.id === myLast?.id ? (
                    <SeenBy names={seenNames} isGroup={isGroup} />
                  ) : undefined
                }
              />
            </li>
          );
        })}
        {isSearch
          ? null
          : pending.map((item) => (
              <li key={item.clientKey}>
                <PendingItem item={item} />
              </li>
            ))}
      </ol>
    </div>
  );
}
