import { formatDate, type BlogPostSummaryDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLocale } from '../api/use-content-locale.ts';
import { Skeleton } from './page-header.tsx';

/** Tags are stored as slugs ("engine-oil", "frsc"); people read "Engine oil" and "FRSC" (no vowel: an acronym). */
export function tagLabel(tag: string): string {
  const words = tag
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (/[aeiouyæøå]/i.test(word) ? word : word.toLocaleUpperCase()));
  const text = words.join(' ');
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function blogPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** "Ada Obi · 05 Mar 2026 · 6 min read" */
export function PostMeta({ post, className = '' }: { post: BlogPostSummaryDto; className?: string }) {
  const { t } = useTranslation('content');
  const locale = useContentLocale();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 ${className}`.trim()}>
      <span className="font-medium text-slate-800">{post.author}</span>
      <span aria-hidden>·</span>
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
      <span aria-hidden>·</span>
      <span>{t('blog.readingMinutes', { count: post.readingMinutes })}</span>
    </p>
  );
}

export function BlogCard({ post }: { post: BlogPostSummaryDto }) {
  const [firstTag] = post.tags;
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {firstTag && <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{tagLabel(firstTag)}</p>}
      <h2 className="mt-2 text-xl font-bold leading-snug text-slate-900">
        {/* The whole card is the link's target area; the title is its name. */}
        <Link
          to={blogPath(post.slug)}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-800"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 leading-7 text-slate-600">{post.excerpt}</p>
      <PostMeta post={post} className="mt-5" />
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div aria-hidden className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="mt-4 h-6 w-11/12" />
      <Skeleton className="mt-2 h-6 w-2/3" />
      <Skeleton className="mt-5 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <Skeleton className="mt-6 h-4 w-1/2" />
    </div>
  );
}
