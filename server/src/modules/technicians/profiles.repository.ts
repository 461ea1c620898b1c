import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { technicianApplicationEvents, technicianProfiles } from '../../db/schema/index.ts';

export type TechnicianProfileRow = typeof technicianProfiles.$inferSelect;
export type TechnicianProfileChanges = Partial<Omit<typeof technicianProfiles.$inferInsert, 'userId' | 'createdAt'>>;
export type ApplicationEventRow = typeof technicianApplicationEvents.$inferSelect;

export async function findProfile(db: Db, userId: string): Promise<TechnicianProfileRow | undefined> {
  const [row] = await db.select().from(technicianProfiles).where(eq(technicianProfiles.userId, userId));
  return row;
}

/** The profile, locked until the transaction ends: changes to one application happen one at a time. */
export async function lockProfile(tx: Db, userId: string): Promise<TechnicianProfileRow | undefined> {
  const [row] = await tx.select().from(technicianProfiles).where(eq(technicianProfiles.userId, userId)).for('update');
  return row;
}

/** A new, empty profile (status incomplete); an existing one is left as it is. */
export async function insertProfileIfMissing(tx: Db, userId: string, at: Date): Promise<void> {
  await tx
    .insert(technicianProfiles)
    .values({ userId, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: technicianProfiles.userId });
}

export async function updateProfile(
  tx: Db,
  userId: string,
  changes: TechnicianProfileChanges,
): Promise<TechnicianProfileRow> {
  const [row] = await tx
    .update(technicianProfiles)
    .set(changes)
    .where(eq(technicianProfiles.userId, userId))
    .returning();
  if (!row) throw new Error(`technician profile ${userId} vanished under its lock`);
  return row;
}

export async function insertApplicationEvent(
  tx: Db,
  event: {
    userId: string;
    status: ApplicationEventRow['status'];
    message: string | null;
    adminId: string | null;
    at: Date;
  },
): Promise<ApplicationEventRow> {
  const [row] = await tx
    .insert(technicianApplicationEvents)
    .values({
      userId: event.userId,
      status: event.status,
      message: event.message,
      adminId: event.adminId,
      createdAt: event.at,
    })
    .returning();
  if (!row) throw new Error('the application event was not written');
  return row;
}

/** The application's history, oldest first. */
export async function listApplicationEvents(db: Db, userId: string): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(technicianApplicationEvents)
    .where(eq(technicianApplicationEvents.userId, userId))
    .orderBy(asc(technicianApplicationEvents.createdAt), asc(technicianApplicationEvents.id));
}

/** Removes what identifies the person from their profile (NIN, birth date, bio, base address); the rest stays. */
export async function eraseProfilePersonalData(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(technicianProfiles)
    .set({
      nin: null,
      dateOfBirth: null,
      bio: '',
      addressLine: null,
      landmark: null,
      town: null,
      lga: null,
      state: null,
      lat: null,
      lng: null,
      onDuty: false,
      updatedAt: now,
    })
    .where(eq(technicianProfiles.userId, userId));
}
