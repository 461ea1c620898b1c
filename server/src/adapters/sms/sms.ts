import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { insertOutboxMessage, markOutboxMessage } from '../outbox/outbox.repository.ts';

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
    async send(message) {
      const row = await insertOutboxMessage(db, {
        channel: 'sms',
        recipient: message.to,
        textBody: message.text,
        template: message.template,
        userId: message.userId,
        provider: transport?.name ?? 'outbox',
        status: transport ? 'sending' : 'stored',
      });
      if (!transport) return { id: row.id, status: 'stored' };
      try {
        const result = await transport.deliver(message);
        await markOutboxMessage(db, row.id, {
          status: 'sent',
          providerMessageId: result.messageId ?? null,
          sentAt: new Date(),
        });
        return { id: row.id, status: 'sent' };
      } catch (error) {
        logger.error({ err: error, outboxId: row.id, template: message.template }, 'SMS delivery failed');
        await markOutboxMessage(db, row.id, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
