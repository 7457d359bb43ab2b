import { useQueryClient } from '@tanstack/react-query';
import { Hash, MessagesSquare } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel, CommunityMessage } from '@waymark/shared/community/contracts';
import { topicOf } from '@waymark/shared/realtime/frames';
import { useChannelMessages } from '@/features/community/api/get-messages';
import { useMarkRead } from '@/features/community/api/message-actions';
import { Composer } from '@/features/community/components/composer';
import { MessageItem } from '@/features/community/components/message-item';
import { ReportDialog } from '@/features/community/components/report-dialog';
import { channelTexts } from '@/features/community/lib/channels';
import { useFormatters } from '@/lib/format/use-formatters';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeTopic } from '@/lib/realtime';
import { buttonClasses } from '@/ui/button-styles';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { IconBadge } from '@/ui/icon-badge';

const dayOf = (instant: string) => instant.slice(0, 10);

/**
 * One channel: its history oldest to newest (older pages on demand), kept live over the
 * realtime floor (events carry ids; the history is asked again as me, so blocks apply), the
 * unread marker moved as I read, and the composer.
 */
export function ChannelView({ channel }: { channel: Channel }) {
  const { t } = useTranslation('community');
  const { date } = useFormatters();
  const queryClient = useQueryClient();
  const texts = channelTexts(t, channel.slug);
  const history = useChannelMessages(channel.slug, true);
  const markRead = useMarkRead(channel.slug);
  const [replyTo, setReplyTo] = useState<CommunityMessage | null>(null);
  const [reporting, setReporting] = useState<CommunityMessage | null>(null);
  const bottomRef = useRef<HTMLDivElement>(null);

  useRealtimeTopic(topicOf('community', channel.id), () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.community.messages(channel.slug) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.community.overview() });
  });

  const messages = useMemo(
    () => (history.data?.pages.flatMap((page) => page.items) ?? []).toReversed(),
    [history.data],
  );
  const newestId = messages.at(-1)?.id;

  // Follow the conversation: a new newest message scrolls into view.
  useEffect(() => {
    if (newestId) bottomRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  // Reading moves the marker: once the newest message is on screen, the channel is read.
  const { mutate: markReadTo } = markRead;
  useEffect(() => {
    if (newestId && channel.unreadCount > 0) markReadTo(newestId);
  }, [newestId, channel.unreadCount, markReadTo]);

  return (
    <section
      aria-labelledby={`channel-${channel.id}`}
      className="flex min-h-[32rem] flex-col overflow-hidden rounded-2xl border border-line bg-raised"
    >
      <header className="border-b border-line px-4 py-3">
        <h2
          id={`channel-${channel.id}`}
          className="flex items-center gap-1.5 text-lg font-semibold"
        >
          <Hash aria-hidden="true" className="size-4 text-muted" />
          {texts.name}
        </h2>
        <p className="text-sm text-muted">{texts.description}</p>
      </header>
      <div
        role="log"
        aria-label={t('messages.label', { channel: texts.name })}
        className="max-h-[60vh] flex-1 overflow-y-auto px-2 py-3"
      >
        {history.isPending ? (
          <div className="grid place-items-center py-16">
            <Spinner />
          </div>
        ) : history.isError ? (
          <LoadFailed
            message={t('messages.loadFailed')}
            retryLabel={t('errors.retry')}
            onRetry={() => void history.refetch()}
          />
        ) : messages.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <IconBadge icon={MessagesSquare} tone="brand" shape="tile" />
            <p className="mt-3 font-semibold">{t('messages.emptyTitle')}</p>
            <p className="mt-1 max-w-sm text-sm text-muted">{t('messages.empty')}</p>
          </div>
        ) : (
          <>
            {history.hasNextPage ? (
              <div className="mb-2 flex justify-center">
                <button
                  type="button"
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                  className={buttonClasses('secondary', 'md', 'h-8 px-3 text-xs')}
                >
                  {t('messages.loadOlder')}
                </button>
              </div>
            ) : null}
            <ol className="space-y-1">
              {messages.map((message, index) => {
                const day = dayOf(message.createdAt);
                const isNewDay = index === 0 || dayOf(messages[index - 1]!.createdAt) !== day;
                return (
                  <Fragment key={message.id}>
                    {isNewDay ? (
                      <li
                        aria-hidden="true"
                        className="flex items-center gap-3 py-2 text-xs text-muted"
                      >
                        <span className="h-px flex-1 bg-line" />
                        {date(message.createdAt)}
                        <span className="h-px flex-1 bg-line" />
                      </li>
                    ) : null}
                    <li>
                      <MessageItem
                        message={message}
                        slug={channel.slug}
                        onReply={setReplyTo}
                        onReport={setReporting}
                      />
                    </li>
                  </Fragment>
                );
              })}
            </ol>
            <div ref={bottomRef} />
          </>
        )}
      </div>
      <Composer
        key={channel.slug}
        slug={channel.slug}
        channelName={texts.name}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
      />
      <ReportDialog message={reporting} slug={channel.slug} onClose={() => setReporting(null)} />
    </section>
  );
}
