import { and, eq, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/*
 * The authenticator columns of the users table. Every write is one conditional UPDATE, so two requests racing
 * with the same code cannot both succeed and a secret cannot change under a confirmation.
 */

/** The step is newer than the last accepted one: a code works once. */
const stepIsNew = (step: number): SQL | undefined => or(isNull(users.totpLastStep), lt(users.totpLastStep, step));

async function updated(rows: Promise<{ id: string }[]>): Promise<boolean> {
  return (await rows).length === 1;
}

/** Stores a pending secret when there is none yet; false when one exists (or the authenticator is on). */
export function savePendingSecretIfNone(db: Db, userId: string, sealed: string, at: Date): Promise<boolean> {
  return updated(
    db
      .update(users)
      .set({ totpPendingSecret: sealed, updatedAt: at })
      .where(and(eq(users.id, userId), isNull(users.totpPendingSecret), isNull(users.totpEnabledAt)))
      .returning({ id: users.id }),
  );
}

/** Replaces the pending secret while the authenticator is off. */
export function replacePendingSecret(db: Db, userId: string, sealed: string, at: Date): Promise<boolean> {
  return updated(
    db
      .update(users)
      .set({ totpPendingSecret: sealed, updatedAt: at })
      .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
      .returning({ id: users.id }),
  );
}

/** Turns the authenticator on with the pending secret that the code was checked against. */
export function enableTotp(
  db: Db,
  userId: string,
  input: { pendingSealed: string; step: number; at: Date },
): Promise<boolean> {
  return updated(
    db
      .update(users)
      .set({
        totpSecret: input.pendingSealed,
        totpPendingSecret: null,
        totpEnabledAt: input.at,
        totpLastStep: input.step,
        updatedAt: input.at,
      })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.totpEnabledAt),
          eq(users.totpPendingSecret, input.pendingSealed),
          stepIsNew(input.step),
        ),
      )
      .returning({ id: users.id }),
  );
}

/** Turns the authenticator off, spending the step of the code that allowed it. */
export function disableTotp(db: Db, userId: string, input: { step: number; at: Date }): Promise<boolean> {
  return updated(
    db
      .update(users)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: input.step,
        updatedAt: input.at,
      })
      .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt), stepIsNew(input.step)))
      .returning({ id: users.id }),
  );
}

/** Records an accepted step; false when this step (or a later one) was already used. */
export function acceptTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  return updated(
    db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt), stepIsNew(step)))
      .returning({ id: users.id }),
  );
}
