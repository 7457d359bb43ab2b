import {
  communicationFlags,
  notificationTypes,
  type CommunicationFlag,
  type NotificationType,
} from '../settings';

/**
 * What the one-click unsubscribe link of a mail turns off: a communication flag (product
 * mail), the notification digest (`emailDigest`), or e-mail for one notification setting
 * (`email.<type>`).
 */
export type UnsubscribeFlag = CommunicationFlag | 'emailDigest' | `email.${NotificationType}`;

export function isUnsubscribeFlag(value: string): value is UnsubscribeFlag {
  return (
    (communicationFlags as readonly string[]).includes(value) ||
    value === 'emailDigest' ||
    (value.startsWith('email.') &&
      (notificationTypes as readonly string[]).includes(value.slice('email.'.length)))
  );
}
