import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordAndDeliver, recordAndDeliverMany } from '../outbox/outbox-delivery.ts';

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

type Sent = { id: string; status: 'stored' | 'sent' | 'failed' };

export interface Mailer {
  send(message: EmailMessage): Promise<Sent>;
  /** Many e-mails recorded in one statement, then delivered a few at a time; answers in the order given. */
  sendMany(messages: EmailMessage[]): Promise<Sent[]>;
}

/**
 * Records every e-mail in the outbox, then hands it to the transport if one is configured. A delivery failure is
 * logged and recorded on the row; it never fails the caller's operation (the user can ask for the e-mail again).
 */
export function createMailer(options: { db: Db; logger: Logger; from: string; transport?: EmailTransport }): Mailer {
  const { db, logger, from, transport } = options;
  const delivery = { db, logger, providerName: transport?.name };
  const row = (message: EmailMessage) => ({
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    template: message.template,
    userId: message.userId,
  });
  const deliver = (message: EmailMessage) => transport && (() => transport.deliver({ ...message, from }));
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
