import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordAndDeliver } from '../outbox/outbox-delivery.ts';

export interface SmsMessage {
  /** E.164, e.g. +2348031234567. */
  to: string;
  text: string;
  template: string;
  userId?: string | undefined;
}

/** A provider that delivers SMS (Twilio, Termii). Without one, messages stay in the outbox table. */
export interface SmsTransport {
  readonly name: string;
  deliver(message: SmsMessage): Promise<{ messageId?: string }>;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<{ id: string; status: 'stored' | 'sent' | 'failed' }>;
}

export function createSmsSender(options: { db: Db; logger: Logger; transport?: SmsTransport }): SmsSender {
  const { db, logger, transport } = options;
  return {
    send(message) {
      return recordAndDeliver(
        { db, logger, providerName: transport?.name },
        {
          channel: 'sms',
          recipient: message.to,
          textBody: message.text,
          template: message.template,
          userId: message.userId,
        },
        transport && (() => transport.deliver(message)),
      );
    },
  };
}
