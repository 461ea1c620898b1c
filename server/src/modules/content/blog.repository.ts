import { and, arrayContains, count, desc, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

const published = (locale: string, now: Date) =>
  and(eq(blogPosts.locale, locale), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));

export async function listPublishedPosts(
  db: Db,
  options: { locale: string; now: Date; limit: number; offset: number; tag?: string | undefined },
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const where = and(
    published(options.locale, options.now),
    options.tag ? arrayContains(blogPosts.tags, [options.tag]) : undefined,
  );
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(blogPosts).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** A published post by id or slug, in the locale asked for (or any locale when looked up by id). */
export async function findPublishedPost(
  db: Db,
  options: { idOrSlug: string; isUuid: boolean; locale: string; now: Date },
): Promise<BlogPostRow | undefined> {
  const match = options.isUuid
    ? or(eq(blogPosts.id, options.idOrSlug), eq(blogPosts.slug, options.idOrSlug))
    : eq(blogPosts.slug, options.idOrSlug);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(match, isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, options.now)));
  return (
    rows.find((row) => row.id === options.idOrSlug) ??
    rows.find((row) => row.locale === options.locale) ??
    rows.find((row) => row.locale === 'en') ??
    rows[0]
  );
}
