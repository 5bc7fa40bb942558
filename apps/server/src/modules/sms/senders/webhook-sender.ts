import type { SmsSender } from './sender';

/** How long the gateway may take to accept a message. */
const WEBHOOK_TIMEOUT_MS = 5000;

/**
 * Posts `{ mobile, code, purpose }` as JSON to the gateway at `url`. Any answer other than 2xx, a network
 * error or a timeout counts as not sent.
 */
export function webhookSender(url: string): SmsSender {
  return {
    name: 'webhook',
    async send({ mobile, code, purpose }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, code, purpose }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
