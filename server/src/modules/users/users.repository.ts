import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles, securityAnswers, socialIdentities, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type BusinessRow = typeof businessProfiles.$inferSelect;

export interface UserAggregate {
  user: UserRow;
  business: BusinessRow | null;
  socialProviders: string[];
  securityQuestions: string[];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Each listed user's language (`locale`), in one query; unknown ids are absent. */
export async function findLocalesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(sql`${users.id} = any(${sql.param(ids)}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.locale]));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/** Inserts a user; returns undefined when the e-mail is taken (unique index), so a race cannot make two. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(db: Db, id: string, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Adds `role` to the user's roles unless held already (one statement, so two at once still add it once). */
export async function addUserRole(db: Db, id: string, role: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role}::text)`, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`not (${role}::text = any(${users.roles}))`));
}

export async function upsertBusinessProfile(
  db: Db,
  userId: string,
  values: Omit<typeof businessProfiles.$inferInsert, 'userId'>,
): Promise<void> {
  await db
    .insert(businessProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...values, updatedAt: new Date() } });
}

export async function loadUserAggregate(db: Db, id: string): Promise<UserAggregate | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  const [business] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, id));
  const providers = await db
    .select({ provider: socialIdentities.provider })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, id));
  const questions = await db
    .select({ question: securityAnswers.question })
    .from(securityAnswers)
    .where(eq(securityAnswers.userId, id));
  return {
    user,
    business: business ?? null,
    socialProviders: [...new Set(providers.map((row) => row.provider))].sort(),
    securityQuestions: questions.map((row) => row.question),
  };
}

/** Counts a failed sign-in and returns the new count (atomic). */
export async function incrementFailedLogins(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(eq(users.id, id))
    .returning({ count: users.failedLoginCount });
  return row?.count ?? 0;
}

export async function markEmailVerified(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, id), sql`${users.emailVerifiedAt} is null`));
}
