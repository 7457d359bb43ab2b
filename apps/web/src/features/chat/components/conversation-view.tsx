import { ArrowLeft, Bell, BellOff, Search, Settings2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationDetail, Message } from '@waymark/shared/chat/contracts';
import { isMuted } from '@waymark/shared/chat/rules';
import { pathTo } from '@waymark/shared/routes';
import { useUpdateMembership } from '@/features/chat/api/conversation-actions';
import { useConversation } from '@/features/chat/api/get-conversation';
import { useMessages } from '@/features/chat/api/get-messages';
import { useMarkRead } from '@/features/chat/api/mark-read';
import { usePresence } from '@/features/chat/api/get-presence';
import { Composer } from '@/features/chat/components/composer';
import { ConversationSettingsDialog } from '@/features/chat/components/conversation-settings-dialog';
import { MessageList } from '@/features/chat/components/message-list';
import { ConversationAvatar } from '@/features/chat/components/person-avatar';
import { PresenceText } from '@/features/chat/components/presence-status';
import { usePendingMessages } from '@/features/chat/live/outbox';
import { useConversationLive } from '@/features/chat/live/use-conversation-live';
import { usePresenceLive } from '@/features/chat/live/use-presence-live';
import { useTyping } from '@/features/chat/live/use-typing';
import { titleOf } from '@/features/chat/lib/names';
import { nameOf } from '@/ui/messages/person-name';
import { ApiError } from '@/lib/api-client';
import { useAnswerRequest } from '@/lib/chat/conversations';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { buttonClasses } from '@/ui/button-styles';
import { inputClasses } from '@/ui/form-field';
import { LoadFailed } from '@/ui/load-failed';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { Spinner } from '@/ui/spinner';

const iconButton =
  'grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-brand-soft aria-pressed:text-brand-text';

/** Moves my watermark to the newest message while I can see it (tab visible). */
function useReadWhileVisible(
  conversation: ConversationDetail,
  newest: Message | undefined,
  me: string,
) {
  const { mutate: markRead } = useMarkRead(conversation.id);
  const marked = useRef<string | null>(null);
  const mine = conversation.receipts.find((receipt) => receipt.userId === me);
  useEffect(() => {
    if (!newest || conversation.requestState !== 'accepted') return;
    const read = () => {
      if (document.visibilityState !== 'visible' || marked.current === newest.id) return;
      if (mine?.lastReadAt && Date.parse(mine.lastReadAt) >= Date.parse(newest.createdAt)) return;
      marked.current = newest.id;
      markRead(newest.id);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [newest, mine?.lastReadAt, conversation.requestState, markRead]);
}

/** Says new messages from others aloud, once each, without re-reading the history. */
function NewMessageAnnouncer({ newest, me, name }: { newest?: Message; me: string; name: string }) {
  const { t } = useTranslation('chat');
  const seen = useRef<string | undefined>(undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!newest) return;
    const first = seen.current === undefined;
    if (seen.current === newest.id) return;
    seen.current = newest.id;
    if (!first && newest.senderId !== me && newest.deletedAt === null) {
      setText(t('history.announce', { name, text: newest.body || t('list.photo') }));
    }
  }, [newest, me, name, t]);
  return (
    <div aria-live="polite" className="sr-only">
      {text}
    </div>
  );
}

function Loaded({ conversation, me }: { conversation: ConversationDetail; me: string }) {
  const { t } = useTranslation('chat');
  const [searching, setSearching] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searching ? searchText.trim() : '', 300);
  const messages = useMessages(conversation.id, search);
  const pending = usePendingMessages(conversation.id);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const membership = useUpdateMembership(conversation.id);
  const answer = useAnswerRequest(conversation.id);
  const typing = useTyping(conversation.id);
  useConversationLive(conversation.id);
  const cards = new Map(conversation.members.map((member) => [member.user.id, member.user]));
  const nameOfUser = (id: string) =>
    id === me ? t('list.you') : (nameOf(cards.get(id)) ?? t('someone'));
  const title = titleOf(conversation, t('someone'));
  const newest = search ? undefined : messages.data?.pages[0]?.items[0];
  useReadWhileVisible(conversation, newest, me);
  const muted = isMuted(conversation.mutedUntil);
  const other = conversation.kind === 'direct' ? conversation.people[0] : undefined;
  // Activity status is shown only once both have the conversation in their inbox (the
  // server's rule); asking sooner would be refused, and the accept refetches this detail.
  const talking =
    other !== undefined &&
    conversation.requestState === 'accepted' &&
    conversation.members.some(
      (member) => member.user.id === other.id && member.requestState === 'accepted',
    );
  const presence = usePresence(talking ? [other.id] : []).get(other?.id ?? '');
  usePresenceLive(talking ? other.id : null);
  const typingNames = typing.typingUserIds.map(nameOfUser);

  return (
    <section aria-labelledby="chat-conversation-title" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <Link to={pathTo('chat')} aria-label={t('back')} className={`${iconButton} md:hidden`}>
          <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Link>
        <ConversationAvatar people={conversation.people} pictureUrl={conversation.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h2 id="chat-conversation-title" className="truncate font-semibold">
            {other ? (
              <Link to={pathTo('profile', { id: other.id })} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="flex items-center gap-1.5 text-xs whitespace-nowrap text-muted">
            {conversation.kind === 'group' ? (
              t('group.members', { count: conversation.memberCount })
            ) : (
              <>
                {other?.username ? <bdi className="min-w-0 truncate">@{other.username}</bdi> : null}
                {other?.username && presence ? <span aria-hidden="true">·</span> : null}
                <span className="shrink-0">
                  <PresenceText presence={presence} />
                </span>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          aria-pressed={searching}
          aria-label={t('search.toggle')}
          title={t('search.toggle')}
          onClick={() => {
            setSearching((value) => !value);
            setSearchText('');
          }}
          className={iconButton}
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-pressed={muted}
          aria-label={muted ? t('settings.unmute') : t('settings.muteNow')}
          title={muted ? t('settings.unmute') : t('settings.muteNow')}
          disabled={membership.isPending}
          onClick={() =>
            membership.mutate({ mutedUntil: muted ? null : '9999-12-31T00:00:00.000Z' })
          }
          className={iconButton}
        >
          {muted ? (
            <BellOff aria-hidden="true" className="size-5" />
          ) : (
            <Bell aria-hidden="true" className="size-5" />
          )}
        </button>
        <button
          type="button"
          aria-label={t('settings.open')}
          title={t('settings.open')}
          onClick={() => setSettingsOpen(true)}
          className={iconButton}
        >
          <Settings2 aria-hidden="true" className="size-5" />
        </button>
      </header>
      {searching ? (
        <div className="border-b border-line px-3 py-2">
          <label htmlFor="chat-search" className="sr-only">
            {t('search.label')}
          </label>
          <input
            id="chat-search"
            type="search"
            autoFocus
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('search.placeholder')}
            className={inputClasses}
          />
        </div>
      ) : null}
      {conversation.requestState !== 'accepted' ? (
        <div
          className="border-b border-line bg-surface px-4 py-3 text-sm"
          role="region"
          aria-label={t('request.label')}
        >
          <p>
            {conversation.requestState === 'pending'
              ? t('request.text', { name: title })
              : t('request.declinedText')}
          </p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              disabled={answer.isPending}
              onClick={() => answer.mutate('accept')}
              className={buttonClasses('primary', 'md', 'h-9 px-3')}
            >
              {t('request.accept')}
            </button>
            {conversation.requestState === 'pending' ? (
              <button
                type="button"
                disabled={answer.isPending}
                onClick={() => answer.mutate('decline')}
                className={buttonClasses('secondary', 'md', 'h-9 px-3')}
              >
                {t('request.decline')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <MessageList
        conversation={conversation}
        me={me}
        query={messages}
        pending={pending}
        nameOfUser={nameOfUser}
        onReply={setReplyTo}
        isSearch={search !== ''}
      />
      <NewMessageAnnouncer
        newest={newest}
        me={me}
        name={newest ? nameOfUser(newest.senderId) : ''}
      />
      <p
        aria-live="polite"
        className="min-h-5 px-4 text-xs text-muted"
        data-testid="typing-indicator"
      >
        {typingNames.length > 0
          ? t('typing', { count: typingNames.length, names: typingNames.join(', ') })
          : ''}
      </p>
      {conversation.canPost ? (
        <Composer
          conversationId={conversation.id}
          replyTo={replyTo}
          replyName={replyTo ? nameOfUser(replyTo.senderId) : ''}
          onCancelReply={() => setReplyTo(null)}
          onTyping={typing.notifyTyping}
        />
      ) : (
        <p className="border-t border-line px-4 py-3 text-sm text-muted">
          {conversation.requestState === 'accepted'
            ? t('composer.cannotPost')
            : t('composer.acceptFirst')}
        </p>
      )}
      <ConversationSettingsDialog
        key={String(settingsOpen)}
        conversation={conversation}
        me={me}
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </section>
  );
}

/** /chat/:conversationId: one conversation, or why it cannot be shown. */
export function ConversationView({ id, me }: { id: string; me: string }) {
  const { t } = useTranslation('chat');
  const conversation = useConversation(id);
  if (conversation.isPending) {
    return (
      <div className="grid h-full place-items-center">
        <Spinner />
      </div>
    );
  }
  if (conversation.isError) {
    if (conversation.error instanceof ApiError && conversation.error.status === 404) {
      return <NotFoundPanel />;
    }
    return (
      <div className="p-4">
        <LoadFailed
          message={t('history.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void conversation.refetch()}
        />
      </div>
    );
  }
  return <Loaded key={id} conversation={conversation.data} me={me} />;
}
