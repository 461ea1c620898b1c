import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { securityAnswers } from '../../db/schema/index.ts';

/** Replaces every security answer of a user (call inside a transaction). */
export async function replaceSecurityAnswers(
  db: Db,
  userId: string,
  answers: { question: string; answerHash: string }[],
  at: Date,
): Promise<void> {
  await db.delete(securityAnswers).where(eq(securityAnswers.userId, userId));
  if (answers.length === 0) return;
  await db.insert(securityAnswers).values(answers.map((answer) => ({ userId, ...answer, createdAt: at })));
}
