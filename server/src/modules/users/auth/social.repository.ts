import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { socialIdentities } from '../../../db/schema/index.ts';

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

export async function findSocialIdentity(
  db: Db,
  provider: string,
  providerUserId: string,
): Promise<SocialIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.providerUserId, providerUserId)));
  return row;
}

/**
 * Links a provider identity to a user. Returns undefined when the identity is already linked (unique index on
 * provider + provider user id): a concurrent request linked it first.
 */
export async function insertSocialIdentity(
  db: Db,
  values: typeof socialIdentities.$inferInsert,
): Promise<SocialIdentityRow | undefined> {
  const [row] = await db
    .insert(socialIdentities)
    .values(values)
    .onConflictDoNothing({ target: [socialIdentities.provider, socialIdentities.providerUserId] })
    .returning();
  return row;
}
