import type { Locale } from '../../../lib/i18n.ts';

/** The content feature's query keys, written once. */
export const contentKeys = {
  all: ['content'] as const,
  faq: (locale: Locale, search: string) => [...contentKeys.all, 'faq', locale, search] as const,
  blogLists: (locale: Locale) => [...contentKeys.all, 'blog', 'list', locale] as const,
  blogList: (locale: Locale, tag: string | null) => [...contentKeys.blogLists(locale), tag] as const,
  blogPost: (locale: Locale, slug: string) => [...contentKeys.all, 'blog', 'post', locale, slug] as const,
};
