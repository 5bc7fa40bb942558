import { maskMobile } from '@mall/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sender';

/**
 * The development sender: writes the code to the server log (info level) instead of sending it, so that
 * a developer can sign in by phone without a gateway. The mobile is masked; the code is the point of the
 * line. Without SMS_WEBHOOK_URL the server warns at start that codes go to the log.
 */
export function logSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'log',
    async send({ mobile, code, purpose }) {
      log.info(
        { sms: { mobile: maskMobile(mobile), code, purpose } },
        'SMS code (log sender, no gateway set)',
      );
    },
  };
}
