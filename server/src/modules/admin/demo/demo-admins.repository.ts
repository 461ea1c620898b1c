import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** A demo account by its e-mail: its id and whether it has an authenticator of its own already. */
export async function demoAccountByEmail(
  tx: Db,
  email: string,
): Promise<{ id: string; totpEnabledAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ id: users.id, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** Turns the authenticator on with a sealed secret, as confirming it with a code would (no code used yet). */
export async function turnOnDemoAuthenticator(tx: Db, userId: string, sealed: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: sealed, totpPendingSecret: null, totpEnabledAt: at, totpLastStep: null, updatedAt: at })
    .where(eq(users.id, userId));
}
