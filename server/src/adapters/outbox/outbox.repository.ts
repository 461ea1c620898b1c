import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(outboxMessages).values(row).returning();
  if (!inserted) throw new Error('outbox insert returned nothing');
  return inserted;
}

/** Many messages in one statement, returned in the order given. */
export async function insertOutboxMessages(db: Db, rows: (NewOutboxRow & { id: string })[]): Promise<OutboxRow[]> {
  if (rows.length === 0) return [];
  const inserted = new Map((await db.insert(outboxMessages).values(rows).returning()).map((row) => [row.id, row]));
  return rows.map((row) => {
    const stored = inserted.get(row.id);
    if (!stored) throw new Error('outbox insert returned fewer rows');
    return stored;
  });
}

export async function markOutboxMessage(
  db: Db,
  id: string,
  patch: { status: 'sent' | 'failed'; providerMessageId?: string | null; error?: string | null; sentAt?: Date | null },
): Promise<void> {
  await db.update(outboxMessages).set(patch).where(eq(outboxMessages.id, id));
}

export async function listOutboxMessages(db: Db, options: { limit: number; recipient?: string }): Promise<OutboxRow[]> {
  const query = db.select().from(outboxMessages);
  const filtered = options.recipient ? query.where(eq(outboxMessages.recipient, options.recipient)) : query;
  return filtered.orderBy(desc(outboxMessages.createdAt)).limit(options.limit);
}

export async function findOutboxMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}
