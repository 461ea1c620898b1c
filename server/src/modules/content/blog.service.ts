import type { BlogPostDto, BlogPostSummaryDto, Page } from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findPublishedPost, listPublishedPosts, type BlogPostRow } from './blog.repository.ts';
import { toBlogPostDto, toBlogSummaryDto } from './content.mapper.ts';
import { renderMarkdown } from './markdown.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rendered HTML per post version: rendering is pure, so it is done once per (id, updatedAt). */
const rendered = new Map<string, string>();
function htmlOf(row: BlogPostRow): string {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderMarkdown(row.bodyMarkdown);
    if (rendered.size > 500) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

export async function listBlogPosts(
  deps: Pick<AppDeps, 'db' | 'now'>,
  query: { page: number; limit: number; locale: string; tag?: string | undefined },
): Promise<Page<BlogPostSummaryDto>> {
  const { rows, total } = await listPublishedPosts(deps.db, {
    locale: query.locale,
    now: deps.now(),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    tag: query.tag,
  });
  return { items: rows.map(toBlogSummaryDto), total, page: query.page, limit: query.limit };
}

export async function getBlogPost(
  deps: Pick<AppDeps, 'db' | 'now'>,
  idOrSlug: string,
  locale: string,
): Promise<BlogPostDto> {
  const row = await findPublishedPost(deps.db, {
    idOrSlug,
    isUuid: uuidPattern.test(idOrSlug),
    locale,
    now: deps.now(),
  });
  if (!row) throw new AppError('NOT_FOUND', { message: 'We could not find that article. It may have been moved.' });
  return toBlogPostDto(row, htmlOf(row));
}
