import type { SmsSender } from '@/capabilities/second-factors/sms';

/** A gateway that does not answer within this long fails the challenge instead of hanging it. */
const timeoutMs = 10_000;

/** POSTs each message as JSON to the operator's SMS relay (SMS_WEBHOOK_URL). */
export function createWebhookSmsSender(url: string, token: string | undefined): SmsSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body may echo the message: only the status is reported.
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}
