import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export async function insertPageView(db: Db, values: typeof pageViews.$inferInsert): Promise<void> {
  await db.insert(pageViews).values(values);
}
