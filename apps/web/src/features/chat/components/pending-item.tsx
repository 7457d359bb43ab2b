import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { discardMessage, retryMessage, type PendingMessage } from '@/features/chat/live/outbox';

/** A message of mine the server has not stored yet: sending, waiting for the connection, or refused. */
export function PendingItem({ item }: { item: PendingMessage }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col items-end" data-testid="pending-message">
      <div className="max-w-[85%] rounded-2xl border border-dashed border-brand bg-brand-soft px-3 py-2 text-sm text-fg">
        <p dir="auto" className="break-words whitespace-pre-wrap">
          {item.body || (item.attachmentUrl ? t('list.photo') : '')}
        </p>
        <p className="mt-0.5 text-[0.6875rem] text-muted">
          {item.state === 'failed'
            ? (item.error ?? t('pending.failed'))
            : item.state === 'waiting'
              ? t('pending.waiting')
              : t('pending.sending')}
        </p>
      </div>
      {item.state === 'failed' ? (
        <div className="mt-1 flex gap-2 text-xs">
          <button
            type="button"
            onClick={() => retryMessage(queryClient, item)}
            className="font-medium text-brand-text underline-offset-2 hover:underline"
          >
            {t('pending.retry')}
          </button>
          <button
            type="button"
            onClick={() => discardMessage(item.clientKey)}
            className="text-muted underline-offset-2 hover:underline"
          >
            {t('pending.discard')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
