import type { TFunction } from 'i18next';
import type { WebhookEventType } from '@waymark/shared/webhooks/contracts';

/** Each event's name for people; spelled out so the key extractor sees every key. */
export const webhookEventNames = (t: TFunction<'developer'>): Record<WebhookEventType, string> => ({
  'journey.created': t('webhooks.events.journeyCreated'),
  'journey.updated': t('webhooks.events.journeyUpdated'),
  'journey.completed': t('webhooks.events.journeyCompleted'),
  'step.completed': t('webhooks.events.stepCompleted'),
  'follower.new': t('webhooks.events.followerNew'),
  'comment.created': t('webhooks.events.commentCreated'),
  'message.received': t('webhooks.events.messageReceived'),
});
