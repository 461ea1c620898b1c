import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the platform sends. With no provider configured this is where they stay (readable at
 * /dev/mailbox outside production); with SMTP or an SMS provider, the row records the delivery.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    textBody: text().notNull(),
    htmlBody: text(),
    template: text().notNull(),
    userId: uuid(),
    status: text().notNull().default('stored'),
    provider: text().notNull(),
    providerMessageId: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_time_idx').on(table.createdAt),
    index('outbox_messages_recipient_idx').on(table.recipient),
  ],
);
