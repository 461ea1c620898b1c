import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { insertOutboxMessage, markOutboxMessage, type NewOutboxRow } from './outbox.repository.ts';

export type OutboxStatus = 'stored' | 'sent' | 'failed';

/**
 * Records a message in the outbox, then hands it to the provider when one is configured. A delivery failure is
 * logged and recorded on the row; it never fails the caller's operation (the user can ask for the message again).
 * E-mail and SMS both go through here.
 */
export async function recordAndDeliver(
  options: { db: Db; logger: Logger; providerName: string | undefined },
  row: Omit<NewOutboxRow, 'provider' | 'status'>,
  deliver: (() => Promise<{ messageId?: string }>) | undefined,
): Promise<{ id: string; status: OutboxStatus }> {
  const { db, logger, providerName } = options;
  const stored = await insertOutboxMessage(db, {
    ...row,
    provider: providerName ?? 'outbox',
    status: deliver ? 'sending' : 'stored',
  });
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
