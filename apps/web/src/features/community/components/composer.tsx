import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityMessage } from '@waymark/shared/community/contracts';
import { usePostMessage } from '@/features/community/api/message-actions';
import { nameOf } from '@/ui/messages/person-name';
import { ApiError } from '@/lib/api-client';
import { buttonClasses } from '@/ui/button-styles';
import { inputClasses } from '@/ui/form-field';
import { ComposerField, ComposerForm } from '@/ui/messages/composer-field';

/** Writing in a channel: Enter sends, Shift+Enter breaks the line; a reply shows what it answers. */
export function Composer({
  slug,
  channelName,
  replyTo,
  onCancelReply,
}: {
  slug: string;
  channelName: string;
  replyTo: CommunityMessage | null;
  onCancelReply: () => void;
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const [draft, setDraft] = useState('');
  const post = usePostMessage(slug);
  const error = post.error;
  const send = () => {
    const body = draft.trim();
    if (!body || post.isPending) return;
    post.mutate(
      { body, ...(replyTo ? { replyToId: replyTo.id } : {}) },
      {
        onSuccess: () => {
          setDraft('');
          onCancelReply();
        },
      },
    );
  };
  return (
    <ComposerForm
      ns="community"
      className="border-t border-line bg-raised p-3"
      onSend={send}
      onCancelReply={onCancelReply}
      replying={
        replyTo ? (
          <span className="truncate">
            {t('composer.replyingTo', { name: nameOf(replyTo.author) ?? t('message.someone') })}
            {': '}
            <bdi className="text-fg">{replyTo.body.slice(0, 80)}</bdi>
          </span>
        ) : null
      }
    >
      <div className="flex items-end gap-2">
        <ComposerField
          id={id}
          label={t('composer.label', { channel: channelName })}
          value={draft}
          rows={2}
          placeholder={t('composer.placeholder', { channel: channelName })}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onSend={send}
          className={`${inputClasses} min-h-11 resize-none`}
        />
        <button
          type="submit"
          disabled={post.isPending || draft.trim() === ''}
          className={buttonClasses('primary', 'md', 'shrink-0')}
        >
          <SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('composer.send')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {error ? (
          <span role="alert" className="text-danger">
            {error instanceof ApiError && error.code === 'RATE_LIMITED'
              ? t('composer.rateLimited')
              : t('composer.failed')}
          </span>
        ) : (
          t('composer.hint')
        )}
      </p>
    </ComposerForm>
  );
}
