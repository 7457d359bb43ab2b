import { BellRing, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useChatUnread } from '@/features/chat/api/get-unread';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { ConversationView } from '@/features/chat/components/conversation-view';
import { NewConversationDialog } from '@/features/chat/components/new-conversation-dialog';
import { useDesktopPermission } from '@/features/chat/live/desktop-notifications';
import { LIVE_POLL_MS } from '@/features/chat/live/live-polling';
import { useOutboxFlush } from '@/features/chat/live/outbox';
import type { ConversationTab } from '@/lib/chat/conversations';
import { useAuthContext } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { buttonClasses } from '@/ui/button-styles';
import { useSignedInGate } from '@/ui/signed-in-only';

/** Asks for desktop notifications from a button, never on load; gone once answered. */
function DesktopNotificationsButton() {
  const { t } = useTranslation('chat');
  const { permission, ask } = useDesktopPermission();
  if (permission !== 'default') return null;
  return (
    <button
      type="button"
      onClick={() => void ask()}
      className={buttonClasses('ghost', 'md', 'h-8 w-full justify-start px-2 text-xs')}
    >
      <BellRing aria-hidden="true" className="size-4" />
      {t('desktop.enable')}
    </button>
  );
}

/**
 * /chat and /chat/:conversationId (issue 17): the conversation list beside the open
 * conversation on wide screens; one at a time on phones. The route has its own error boundary.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const gate = useSignedInGate();
  const { user } = useAuthContext();
  const { conversationId } = useParams();
  const [tab, setTab] = useState<ConversationTab>('inbox');
  const [creating, setCreating] = useState(false);
  const unread = useChatUnread(user !== null, LIVE_POLL_MS);
  useOutboxFlush();
  if (gate || !user) return gate;
  return (
    // Room at the bottom on phones for the floating feedback button, clear of the composer.
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-6xl gap-4 px-2 pt-4 pb-20 sm:px-4 sm:pb-4">
      <title>{t('documentTitle')}</title>
      <div
        className={cx(
          'flex min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0',
          conversationId ? 'hidden' : 'flex',
        )}
      >
        <ConversationList
          me={user.id}
          tab={tab}
          onTabChange={setTab}
          requestCount={unread.data?.requests ?? 0}
          onNew={() => setCreating(true)}
        />
        <div className="mt-2 border-t border-line pt-2">
          <DesktopNotificationsButton />
        </div>
      </div>
      <div
        className={cx(
          'min-h-0 flex-1 overflow-hidden rounded-2xl border border-line bg-raised',
          conversationId ? 'block' : 'hidden md:block',
        )}
      >
        {conversationId ? (
          <ConversationView id={conversationId} me={user.id} />
        ) : (
          <div className="grid h-full place-items-center p-6 text-center text-muted">
            <div>
              <MessagesSquare aria-hidden="true" className="mx-auto mb-3 size-10" />
              <p>{t('pickConversation')}</p>
            </div>
          </div>
        )}
      </div>
      <NewConversationDialog open={creating} onClose={() => setCreating(false)} me={user.id} />
    </div>
  );
}
