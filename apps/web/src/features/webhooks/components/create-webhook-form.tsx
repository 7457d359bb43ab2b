import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  webhookDescriptionMaxLength,
  webhookEventTypes,
  webhookUrlMaxLength,
  type CreatedWebhookEndpoint,
  type WebhookEventType,
} from '@waymark/shared/webhooks/contracts';
import { useCreateWebhookEndpoint } from '@/features/webhooks/api/webhook-endpoints';
import { webhookEventNames } from '@/features/webhooks/components/webhook-event-names';
import { ApiError } from '@/lib/api-client';
import { CreateForm, refusalOf } from '@/ui/create-form';
import { TextField } from '@/ui/text-field';

interface CreateWebhookFormProps {
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}

/** A new endpoint: where to send, a note for oneself, and which events. */
export function CreateWebhookForm({ onCreated, onCancel }: CreateWebhookFormProps) {
  const { t } = useTranslation('developer');
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const names = webhookEventNames(t);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      url: url.trim() === '' ? t('webhooks.form.urlRequired') : undefined,
      events: events.length === 0 ? t('webhooks.form.eventsRequired') : undefined,
    };
    setErrors(found);
    if (found.url || found.events) return;
    create.mutate(
      { url: url.trim(), description: description.trim(), event_types: events },
      { onSuccess: onCreated },
    );
  }

  // The server's words for a URL it refuses (not public, unknown host) are the clearest.
  const urlFailure =
    create.error instanceof ApiError && create.error.details?.some((d) => d.path === 'url')
      ? create.error.details.find((d) => d.path === 'url')?.message
      : undefined;
  const failure =
    urlFailure !== undefined
      ? undefined
      : refusalOf(create.error, t('webhooks.toast.createFailed'));
  const urlError = errors.url ?? urlFailure;

  return (
    <CreateForm
      titleId="create-webhook-title"
      title={t('webhooks.form.title')}
      onSubmit={submit}
      failure={failure}
      isPending={create.isPending}
      submitLabel={t('webhooks.form.submit')}
      cancelLabel={t('form.cancel')}
      onCancel={onCancel}
    >
      <TextField
        id="webhook-url"
        label={t('webhooks.form.url')}
        hint={t('webhooks.form.urlHint')}
        error={urlError}
        type="url"
        dir="ltr"
        inputMode="url"
        value={url}
        maxLength={webhookUrlMaxLength}
        autoComplete="off"
        placeholder="https://example.com/webhooks"
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        id="webhook-description"
        label={t('webhooks.form.description')}
        dir="auto"
        value={description}
        maxLength={webhookDescriptionMaxLength}
        autoComplete="off"
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset aria-describedby="webhook-events-error" className="space-y-2">
        <legend className="text-sm font-medium text-fg">{t('webhooks.form.events')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {webhookEventTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="checkbox"
                className="accent-brand"
                checked={events.includes(type)}
                onChange={(event) =>
                  setEvents((current) =>
                    event.target.checked
                      ? [...current, type]
                      : current.filter((chosen) => chosen !== type),
                  )
                }
              />
              <span className="min-w-0">
                <span className="block">{names[type]}</span>
                <code dir="ltr" className="text-xs text-muted">
                  {type}
                </code>
              </span>
            </label>
          ))}
        </div>
        <p id="webhook-events-error" role="alert" className="text-sm text-danger empty:hidden">
          {errors.events}
        </p>
      </fieldset>
    </CreateForm>
  );
}
