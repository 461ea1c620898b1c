import type { OutboxRow } from '../../adapters/outbox/outbox.repository.ts';

/** A mailbox entry as /dev/mailbox.json lists it (tests and e2e journeys read links from textBody). */
export interface MailboxItemDto {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  textBody: string;
  template: string;
  status: string;
  createdAt: string;
}

export function toMailboxItemDto(row: OutboxRow): MailboxItemDto {
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.textBody,
    template: row.template,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
