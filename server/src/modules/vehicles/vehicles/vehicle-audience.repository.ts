import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users, vehicleCollaborators, vehicles } from '../../../db/schema/index.ts';

/**
 * Who is told about one vehicle: the owner first, then its collaborators (only those with edit rights when
 * editorsOnly), each with their language. Written by CHK for OBD's trouble-code notices (OBD may replace it).
 */
export async function vehicleAudience(
  db: Db,
  vehicleId: string,
  options: { editorsOnly?: boolean } = {},
): Promise<{ userId: string; locale: 'en' | 'nb' }[]> {
  const [vehicle] = await db
    .select({ ownerId: vehicles.ownerId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .limit(1);
  if (!vehicle) return [];
  const collaborators = await db
    .select({ userId: vehicleCollaborators.userId })
    .from(vehicleCollaborators)
    .where(
      and(
        eq(vehicleCollaborators.vehicleId, vehicleId),
        options.editorsOnly ? eq(vehicleCollaborators.role, 'edit') : undefined,
      ),
    );
  const ids = [vehicle.ownerId, ...collaborators.map((row) => row.userId).filter((id) => id !== vehicle.ownerId)];
  const locales = new Map(
    (await db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, ids))).map((row) => [
      row.id,
      row.locale,
    ]),
  );
  return ids.map((userId) => ({ userId, locale: locales.get(userId) === 'nb' ? 'nb' : 'en' }));
}

/** The audience grouped by language, for one notifyMany per language. */
export function byLocale(audience: { userId: string; locale: 'en' | 'nb' }[]): Map<'en' | 'nb', string[]> {
  const groups = new Map<'en' | 'nb', string[]>();
  for (const { userId, locale } of audience) groups.set(locale, [...(groups.get(locale) ?? []), userId]);
  return groups;
}
