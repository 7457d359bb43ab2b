import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@waymark/shared/webhooks/contracts';
import {
  useRedeliverWebhook,
  useWebhookDeliveries,
} from '@/features/webhooks/api/webhook-deliveries';
import { SmallButton } from '@/ui/small-button';
import { useFormatters } from '@/lib/format/use-formatters';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';
import { Pill } from '@/ui/pill';

const statusTone: Record<WebhookDelivery['status'], string> = {
  succeeded: 'border border-success/50 bg-success/10 text-fg',
  failed: 'bg-danger/10 text-danger',
  pending: 'bg-surface text-muted',
};

/** An endpoint's latest messages: what was sent, how the receiver answered, when it retries. */
export function WebhookDeliveryLog({ endpointId, id }: { endpointId: string; id: string }) {
  const { t } = useTranslation('developer');
  const { dateTime, relativeTime } = useFormatters();
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook(endpointId);

  if (deliveries.isPending) {
    return (
      <div id={id} role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4 border-2" />
        {t('loading')}
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <p id={id} role="alert" className="text-sm text-danger">
        {t('webhooks.log.loadFailed')}
      </p>
    );
  }
  if (deliveries.data.length === 0) {
    return (
      <p id={id} className="text-sm text-muted">
        {t('webhooks.log.empty')}
      </p>
    );
  }
  const statusText = (delivery: WebhookDelivery) =>
    delivery.status === 'succeeded'
      ? t('webhooks.log.succeeded', { status: delivery.response_status ?? '' })
      : delivery.status === 'failed'
        ? t('webhooks.log.failed')
        : delivery.attempts === 0
          ? t('webhooks.log.sending')
          : t('webhooks.log.retrying');
  return (
    <ul id={id} aria-label={t('webhooks.log.title')} className="space-y-2">
      {deliveries.data.map((delivery) => (
        <li key={delivery.id} className="rounded-lg border border-line p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <code dir="ltr" className="font-medium">
              {delivery.event_type}
            </code>
            <Pill className={statusTone[delivery.status]}>{statusText(delivery)}</Pill>
            <span className="text-muted">{relativeTime(delivery.created_at)}</span>
            <SmallButton
              icon={RotateCcw}
              label={t('webhooks.log.redeliver')}
              ariaLabel={t('webhooks.log.redeliverLabel', { id: delivery.id })}
              disabled={redeliver.isPending}
              onClick={() =>
                redeliver.mutate(delivery.id, {
                  onSuccess: () => toast.success(t('webhooks.toast.redelivered')),
                  onError: (error) =>
                    toast.error(error.message || t('webhooks.toast.redeliverFailed')),
                })
              }
              className="ms-auto"
            />
          </div>
          <p className="mt-1 text-muted">
            {t('webhooks.log.attempts', { count: delivery.attempts })}
            {delivery.response_status !== null && (
              <> · {t('webhooks.log.httpStatus', { status: delivery.response_status })}</>
            )}
            {delivery.duration_ms !== null && (
              <> · {t('webhooks.log.duration', { ms: delivery.duration_ms })}</>
            )}
            {delivery.next_attempt_at && (
              <> · {t('webhooks.log.nextAttempt', { when: dateTime(delivery.next_attempt_at) })}</>
            )}
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer text-brand-text">
              {t('webhooks.log.details')}
            </summary>
            <div className="mt-2 space-y-2">
              <p className="text-xs text-muted">
                {t('webhooks.log.messageId')} <code dir="ltr">{delivery.id}</code>
              </p>
              <BodyBlock title={t('webhooks.log.request')} heightClass="max-h-48">
                {prettyJson(delivery.request_body)}
              </BodyBlock>
              {delivery.response_excerpt !== null && (
                <BodyBlock title={t('webhooks.log.response')} heightClass="max-h-32">
                  {delivery.response_excerpt}
                </BodyBlock>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * A request or response body under its heading; scrollable, so it takes focus: keyboard users
 * can scroll a long body.
 */
function BodyBlock({
  title,
  heightClass,
  children,
}: {
  title: string;
  heightClass: 'max-h-48' | 'max-h-32';
  children: string;
}) {
  return (
    <>
      <h5 className="text-xs font-medium">{title}</h5>
      <pre
        tabIndex={0}
        aria-label={title}
        dir="ltr"
        className={`${heightClass} overflow-auto rounded bg-surface p-2 text-start text-xs whitespace-pre-wrap break-all`}
      >
        {children}
      </pre>
    </>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
