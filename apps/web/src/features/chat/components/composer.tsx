import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@waymark/shared/chat/contracts';
import { excerptOf, newClientKey } from '@waymark/shared/chat/rules';
import { uploadAttachment } from '@/features/chat/api/upload-attachment';
import { enqueueMessage } from '@/features/chat/live/outbox';
import { cx } from '@/lib/cx';
import { inputClasses } from '@/ui/form-field';
import { ComposerField, ComposerForm } from '@/ui/messages/composer-field';

interface ComposerProps {
  conversationId: string;
  replyTo: Message | null;
  replyName: string;
  onCancelReply: () => void;
  onTyping: () => void;
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. Sending goes through the
 * outbox, so a message written offline waits there and goes out once, on reconnect.
 */
export function Composer({
  conversationId,
  replyTo,
  replyName,
  onCancelReply,
  onTyping,
}: ComposerProps) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const send = (attachmentUrl?: string) => {
    const body = text.trim();
    if (!body && !attachmentUrl) return;
    enqueueMessage(queryClient, {
      conversationId,
      body,
      clientKey: newClientKey(),
      ...(replyTo ? { replyToId: replyTo.id } : {}),
      ...(attachmentUrl ? { attachmentUrl } : {}),
    });
    setText('');
    onCancelReply();
    field.current?.focus();
  };
  // The image goes up first (it needs the connection); the message carrying it then goes
  // through the outbox with the text written so far.
  const attach = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      send(await uploadAttachment(conversationId, file));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : t('composer.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <ComposerForm
      ns="chat"
      className="border-t border-line p-3"
      onSend={() => send()}
      onCancelReply={onCancelReply}
      replying={
        replyTo ? (
          <p className="min-w-0 flex-1 truncate">
            <span className="font-semibold">{t('composer.replyingTo', { name: replyName })}</span>{' '}
            <span className="text-muted">{excerptOf(replyTo.body, 80)}</span>
          </p>
        ) : null
      }
    >
      <div className="flex items-end gap-2">
        <label
          title={t('composer.attach')}
          className={cx(
            'grid size-10 shrink-0 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface hover:text-fg has-focus-visible:outline-2 has-focus-visible:outline-ring',
            uploading && 'cursor-wait opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('composer.attach')}</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={uploading}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void attach(file);
            }}
          />
        </label>
        <ComposerField
          id="chat-composer"
          label={t('composer.label')}
          ref={field}
          value={text}
          rows={1}
          placeholder={t('composer.placeholder')}
          aria-describedby="chat-composer-hint"
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onSend={() => send()}
          className={cx(inputClasses, 'max-h-40 min-h-10 resize-none field-sizing-content')}
        />
        <button
          type="submit"
          disabled={!text.trim()}
          aria-label={t('composer.send')}
          title={t('composer.send')}
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand text-on-brand hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:bg-line disabled:text-muted"
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <p id="chat-composer-hint" className="mt-1 text-xs text-muted" aria-live="polite">
        {uploading ? t('composer.uploading') : t('composer.hint')}
      </p>
      {uploadError ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          {uploadError}
        </p>
      ) : null}
    </ComposerForm>
  );
}
