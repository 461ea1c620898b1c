import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceTypes } from '../../db/schema/index.ts';

export type ServiceTypeRow = typeof serviceTypes.$inferSelect;

export async function listServiceTypes(db: Db): Promise<ServiceTypeRow[]> {
  return db.select().from(serviceTypes).orderBy(asc(serviceTypes.sortOrder), asc(serviceTypes.slug));
}
