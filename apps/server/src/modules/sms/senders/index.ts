import type { FastifyBaseLogger } from 'fastify';
import { logSender } from './log-sender';
import type { SmsSender } from './sender';
import { webhookSender } from './webhook-sender';

export type { SmsMessage, SmsSender } from './sender';

/** The gateway when SMS_WEBHOOK_URL is set, else the log (with a warning: no SMS leaves the server). */
export function smsSenderFor(webhookUrl: string | undefined, log: FastifyBaseLogger): SmsSender {
  if (webhookUrl) return webhookSender(webhookUrl);
  log.warn('SMS_WEBHOOK_URL is not set: SMS codes are written to the server log instead of being sent');
  return logSender(log);
}
