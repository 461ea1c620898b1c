import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordAndDeliver, recordAndDeliverMany } from '../outbox/outbox-delivery.ts';

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

type Sent = { id: string; status: 'stored' | 'sent' | 'failed' };

export interface SmsSender {
  send(message: SmsMessage): Promise<Sent>;
  /** Many texts recorded in one statement, then delivered a few at a time; answers in the order given. */
  sendMany(messages: SmsMessage[]): Promise<Sent[]>;
}

export function createSmsSender(options: { db: Db; logger: Logger; transport?: SmsTransport }): SmsSender {
  const { db, logger, transport } = options;
  const delivery = { db, logger, providerName: transport?.name };
  const row = (message: SmsMessage) => ({
    channel: 'sms',
    recipient: message.to,
    textBody: message.text,
    template: message.template,
    userId: message.userId,
  });
  const deliver = (message: SmsMessage) => transport && (() => transport.deliver(message));
  return {
    send(message) {
      return recordAndDeliver(delivery, row(message), deliver(message));
    },
    sendMany(messages) {
      return recordAndDeliverMany(
        delivery,
        messages.map((message) => ({ row: row(message), deliver: deliver(message) })),
      );
    },
  };
}
