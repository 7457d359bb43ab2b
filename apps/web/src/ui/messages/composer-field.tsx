import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@waymark/shared/chat/contracts';
import type { MessageTexts } from '@/ui/messages/own-message-actions';

/**
 * The text field of a message composer, with its (visually hidden) label: Enter sends,
 * Shift+Enter breaks the line, and Enter that ends an input-method composition does neither.
 */
export function ComposerField({
  id,
  label,
  onSend,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id' | 'onKeyDown'> & {
  id: string;
  label: string;
  onSend: () => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        dir="auto"
        maxLength={MESSAGE_MAX_LENGTH}
        {...textarea}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
    </>
  );
}

const replyLooks = {
  chat: {
    bar: 'mb-2 flex items-start gap-2 rounded-lg bg-surface px-3 py-2 text-xs',
    cancel:
      'rounded p-0.5 text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring',
  },
  community: {
    bar: 'mb-2 flex items-center justify-between gap-2 rounded-lg bg-surface px-3 py-1.5 text-xs text-muted',
    cancel: 'rounded p-0.5 hover:bg-raised focus-visible:outline-2 focus-visible:outline-ring',
  },
} satisfies Record<MessageTexts, { bar: string; cancel: string }>;

/**
 * The form around a composer: submitting it (the send button) sends, and while answering a
 * message, `replying` (what it answers) stands above the field with a way not to answer it.
 */
export function ComposerForm({
  ns,
  className,
  onSend,
  replying,
  onCancelReply,
  children,
}: {
  /** The feature's i18n namespace (its `composer.cancelReply`) and the look of the reply bar. */
  ns: MessageTexts;
  className: string;
  onSend: () => void;
  replying: ReactNode;
  onCancelReply: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const look = replyLooks[ns];
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {replying ? (
        <div className={look.bar}>
          {replying}
          <button
            type="button"
            onClick={onCancelReply}
            aria-label={t('composer.cancelReply')}
            className={look.cancel}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      {children}
    </form>
  );
}
