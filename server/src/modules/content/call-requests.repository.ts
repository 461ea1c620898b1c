import type { Db } from '../../db/client.ts';
import { callRequests } from '../../db/schema/index.ts';

export type CallRequestRow = typeof callRequests.$inferSelect;

export async function insertCallRequest(db: Db, values: typeof callRequests.$inferInsert): Promise<CallRequestRow> {
  const [row] = await db.insert(callRequests).values(values).returning();
  if (!row) throw new Error('call request insert returned nothing');
  return row;
}
