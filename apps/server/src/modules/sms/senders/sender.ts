import type { SmsPurpose } from '@mall/shared';

/** One code to deliver. */
export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/** Delivers SMS codes; a rejected promise means the message did not go out. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
