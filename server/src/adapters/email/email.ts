import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { insertOutboxMessage, markOutboxMessage } from '../outbox/outbox.repository.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template made it (verify-email, password-reset, ...): for the mailbox and for tests. */
  template: string;
  userId?: string | undefined;
}

/** A provider that delivers e-mail (SMTP). Without one, messages stay in the outbox table. */
export interface EmailTransport {
  readonly name: string;
  deliver(message: EmailMessage & { from: string }): Promise<{ messageId?: string }>;
}

export interface Mailer {
  send(message: EmailMessage): Promise<{ id: string; status: 'stored' | 'sent' | 'failed' }>;
}

/**
 * Records every e-mail in the outbox, then hands it to the transport if one is configured. A delivery failure is
 * logged and recorded on the row; it never fails the caller's operation (the user can ask for the e-mail again).
 */
export function createMailer(options: { db: Db; logger: Logger; from: string; transport?: EmailTransport }): Mailer {
  const { db, logger, from, transport } = options;
  return {
    async send(message) {
      const row = await insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        template: message.template,
        userId: message.userId,
        provider: transport?.name ?? 'outbox',
        status: transport ? 'sending' : 'stored',
      });
      if (!transport) return { id: row.id, status: 'stored' };
      try {
        const result = await transport.deliver({ ...message, from });
        await markOutboxMessage(db, row.id, {
          status: 'sent',
          providerMessageId: result.messageId ?? null,
          sentAt: new Date(),
        });
        return { id: row.id, status: 'sent' };
      } catch (error) {
        logger.error({ err: error, outboxId: row.id, template: message.template }, 'e-mail delivery failed');
        await markOutboxMessage(db, row.id, {
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
