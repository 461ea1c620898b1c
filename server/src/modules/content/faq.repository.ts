import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqEntries } from '../../db/schema/index.ts';

export type FaqRow = typeof faqEntries.$inferSelect;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listFaq(db: Db, locale: string, search?: string): Promise<FaqRow[]> {
  const words = (search ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .slice(0, 6);
  const matches = words.map((word) => {
    const pattern = `%${likeEscape(word)}%`;
    return or(ilike(faqEntries.question, pattern), ilike(faqEntries.answer, pattern), ilike(faqEntries.topic, pattern));
  });
  return db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.locale, locale), ...matches))
    .orderBy(asc(faqEntries.topic), asc(faqEntries.sortOrder), asc(faqEntries.question));
}
