import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  insertOutboxMessage,
  insertOutboxMessages,
  markOutboxMessage,
  type NewOutboxRow,
  type OutboxRow,
} from './outbox.repository.ts';

export type OutboxStatus = 'stored' | 'sent' | 'failed';

type DeliveryOptions = { db: Db; logger: Logger; providerName: string | undefined };
type OutboxMessage = Omit<NewOutboxRow, 'provider' | 'status'>;
type Deliver = () => Promise<{ messageId?: string }>;

/** How many messages of a batch are handed to the provider at once. */
const DELIVERY_CONCURRENCY = 8;

/**
 * Records a message in the outbox, then hands it to the provider when one is configured. A delivery failure is
 * logged and recorded on the row; it never fails the caller's operation (the user can ask for the message again).
 * E-mail and SMS both go through here.
 */
export async function recordAndDeliver(
  options: DeliveryOptions,
  row: OutboxMessage,
  deliver: Deliver | undefined,
): Promise<{ id: string; status: OutboxStatus }> {
  const stored = await insertOutboxMessage(options.db, {
    ...row,
    provider: options.providerName ?? 'outbox',
    status: deliver ? 'sending' : 'stored',
  });
  return handOver(options, stored, row, deliver);
}

/**
 * The same for a batch (a sweep's notifications): every message recorded in one statement, then handed to the
 * provider a few at a time. Answers in the order given.
 */
export async function recordAndDeliverMany(
  options: DeliveryOptions,
  messages: { row: OutboxMessage; deliver: Deliver | undefined }[],
): Promise<{ id: string; status: OutboxStatus }[]> {
  const stored = await insertOutboxMessages(
    options.db,
    messages.map(({ row, deliver }) => ({
      ...row,
      id: randomUUID(),
      provider: options.providerName ?? 'outbox',
      status: deliver ? 'sending' : 'stored',
    })),
  );
  const outcomes: { id: string; status: OutboxStatus }[] = [];
  for (let start = 0; start < messages.length; start += DELIVERY_CONCURRENCY) {
    outcomes.push(
      ...(await Promise.all(
        messages.slice(start, start + DELIVERY_CONCURRENCY).map(({ row, deliver }, index) => {
          const inserted = stored[start + index];
          if (!inserted) throw new Error('outbox: a message of the batch was not recorded');
          return handOver(options, inserted, row, deliver);
        }),
      )),
    );
  }
  return outcomes;
}

async function handOver(
  options: DeliveryOptions,
  stored: OutboxRow,
  row: OutboxMessage,
  deliver: Deliver | undefined,
): Promise<{ id: string; status: OutboxStatus }> {
  const { db, logger } = options;
  if (!deliver) return { id: stored.id, status: 'stored' };
  try {
    const result = await deliver();
    await markOutboxMessage(db, stored.id, {
      status: 'sent',
      providerMessageId: result.messageId ?? null,
      sentAt: new Date(),
    });
    return { id: stored.id, status: 'sent' };
  } catch (error) {
    logger.error({ err: error, outboxId: stored.id, channel: row.channel, template: row.template }, 'delivery failed');
    await markOutboxMessage(db, stored.id, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    });
    return { id: stored.id, status: 'failed' };
  }
}
