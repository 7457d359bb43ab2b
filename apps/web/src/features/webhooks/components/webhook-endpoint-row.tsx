import { ChevronDown, Power, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@waymark/shared/webhooks/contracts';
import { useSendTestWebhook } from '@/features/webhooks/api/webhook-deliveries';
import { useUpdateWebhookEndpoint } from '@/features/webhooks/api/webhook-endpoints';
import { SmallButton, smallButtonClasses } from '@/ui/small-button';
import { WebhookDeliveryLog } from '@/features/webhooks/components/webhook-delivery-log';
import { webhookEventNames } from '@/features/webhooks/components/webhook-event-names';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { toast } from '@/ui/toast/toast-store';
import { Pill } from '@/ui/pill';

interface WebhookEndpointRowProps {
  endpoint: WebhookEndpoint;
  onRotate: () => void;
  onDelete: () => void;
}

/** One endpoint: where it sends, what, whether it works; its actions and its delivery log. */
export function WebhookEndpointRow({ endpoint, onRotate, onDelete }: WebhookEndpointRowProps) {
  const { t } = useTranslation('developer');
  const { date, dateTime } = useFormatters();
  const names = webhookEventNames(t);
  const logId = useId();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const update = useUpdateWebhookEndpoint();
  const sendTest = useSendTestWebhook(endpoint.id);
  const label = endpoint.description || endpoint.url;

  const state = endpoint.enabled
    ? endpoint.failing_since
      ? { text: t('webhooks.state.failing'), tone: 'bg-danger/10 text-danger' }
      : { text: t('webhooks.state.active'), tone: 'border border-success/50 bg-success/10 text-fg' }
    : endpoint.disabled_reason === 'failing'
      ? { text: t('webhooks.state.disabledFailing'), tone: 'bg-danger/10 text-danger' }
      : { text: t('webhooks.state.off'), tone: 'bg-surface text-muted' };

  function toggle() {
    update.mutate(
      { id: endpoint.id, changes: { enabled: !endpoint.enabled } },
      {
        onSuccess: () =>
          toast.success(
            endpoint.enabled ? t('webhooks.toast.turnedOff') : t('webhooks.toast.turnedOn'),
          ),
        onError: () => toast.error(t('webhooks.toast.updateFailed')),
      },
    );
  }

  function test() {
    sendTest.mutate(undefined, {
      onSuccess: () => {
        setIsLogOpen(true);
        toast.success(t('webhooks.toast.testSent'));
      },
      onError: (error) => toast.error(error.message || t('webhooks.toast.testFailed')),
    });
  }

  return (
    <li className="space-y-3 p-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          {endpoint.description && (
            <p className="font-medium" dir="auto">
              {endpoint.description}
            </p>
          )}
          <p className="text-sm break-all">
            <code dir="ltr">{endpoint.url}</code>
          </p>
        </div>
        <Pill className={state.tone}>{state.text}</Pill>
      </div>
      <ul aria-label={t('webhooks.list.events')} className="flex flex-wrap gap-1">
        {endpoint.event_types.map((type) => (
          <li key={type} className="rounded bg-surface px-1.5 py-0.5 text-xs" title={type}>
            {names[type]}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        {t('webhooks.list.created', { date: date(endpoint.created_at) })}
        {' · '}
        {t('webhooks.list.secret')} <code dir="ltr">{endpoint.secret_hint}</code>
        {endpoint.previous_secret_expires_at && (
          <>
            {' · '}
            {t('webhooks.list.previousSecret', {
              when: dateTime(endpoint.previous_secret_expires_at),
            })}
          </>
        )}
      </p>
      {endpoint.failing_since && endpoint.enabled && (
        <p className="text-sm text-danger">
          {t('webhooks.list.failingSince', { when: dateTime(endpoint.failing_since) })}
        </p>
      )}
      {endpoint.disabled_reason === 'failing' && (
        <p className="text-sm text-danger">{t('webhooks.list.disabledHelp')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={isLogOpen}
          aria-controls={isLogOpen ? logId : undefined}
          onClick={() => setIsLogOpen((open) => !open)}
          className={smallButtonClasses}
        >
          <ChevronDown
            aria-hidden="true"
            className={cx('size-3.5 transition-transform', isLogOpen && 'rotate-180')}
          />
          {t('webhooks.list.deliveries')}
        </button>
        <SmallButton
          icon={Send}
          label={t('webhooks.list.test')}
          ariaLabel={t('webhooks.list.testLabel', { name: label })}
          disabled={!endpoint.enabled || sendTest.isPending}
          onClick={test}
        />
        <SmallButton
          icon={RotateCcw}
          label={t('webhooks.list.rotate')}
          ariaLabel={t('webhooks.list.rotateLabel', { name: label })}
          onClick={onRotate}
        />
        <SmallButton
          icon={Power}
          label={endpoint.enabled ? t('webhooks.list.turnOff') : t('webhooks.list.turnOn')}
          ariaLabel={
            endpoint.enabled
              ? t('webhooks.list.turnOffLabel', { name: label })
              : t('webhooks.list.turnOnLabel', { name: label })
          }
          disabled={update.isPending}
          onClick={toggle}
        />
        <SmallButton
          icon={Trash2}
          label={t('webhooks.list.delete')}
          ariaLabel={t('webhooks.list.deleteLabel', { name: label })}
          onClick={onDelete}
          className="text-danger"
        />
      </div>
      {isLogOpen && <WebhookDeliveryLog endpointId={endpoint.id} id={logId} />}
    </li>
  );
}
