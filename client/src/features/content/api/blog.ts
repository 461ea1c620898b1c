import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contentApi, type BlogPostDto, type BlogPostSummaryDto, type Page } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import type { Locale } from '../../../lib/i18n.ts';
import { contentKeys } from './content-keys.ts';
import { useContentLocale } from './use-content-locale.ts';

export const BLOG_PAGE_SIZE = 10;

export function fetchBlogPosts(locale: Locale, tag: string | null, page: number): Promise<Page<BlogPostSummaryDto>> {
  return callApi(contentApi.getBlogPosts, {
    query: { locale, page, limit: BLOG_PAGE_SIZE, tag: tag ?? undefined },
  });
}

/** The next page number, or undefined once every post is loaded. */
export function nextBlogPage(last: Page<BlogPostSummaryDto>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/** The blog list, ten posts a page, "load more" fetching the next. */
export function useBlogPosts(tag: string | null) {
  const locale = useContentLocale();
  return useInfiniteQuery({
    queryKey: contentKeys.blogList(locale, tag),
    queryFn: ({ pageParam }) => fetchBlogPosts(locale, tag, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextBlogPage,
    staleTime: 5 * 60_000,
  });
}

export function fetchBlogPost(locale: Locale, slug: string): Promise<BlogPostDto> {
  return callApi(contentApi.getBlog, {
    params: { id: slug },
    query: { locale },
  });
}

/** One post by its slug (both language versions of a post share the slug). */
export function useBlogPost(slug: string) {
  const locale = useContentLocale();
  return useQuery({
    queryKey: contentKeys.blogPost(locale, slug),
    queryFn: () => fetchBlogPost(locale, slug),
    staleTime: 5 * 60_000,
  });
}
