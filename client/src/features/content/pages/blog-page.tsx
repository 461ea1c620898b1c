import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useBlogPosts } from '../api/blog.ts';
import { BlogCard, BlogCardSkeleton, tagLabel } from '../components/blog-card.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { TagFilter, tagsOf } from '../components/tag-filter.tsx';
import { lineTarget } from '../../../components/ui/text-link.ts';

export function BlogPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || null;
  usePageMeta(tag ? t('blog.titleWithTag', { tag: tagLabel(tag) }) : t('blog.title'), t('blog.description'));

  const posts = useBlogPosts(tag);
  // The chips come from the unfiltered list, so choosing one tag does not hide the others.
  const allPosts = useBlogPosts(null);
  const tags = tagsOf(allPosts.data?.pages.flatMap((page) => page.items) ?? []);

  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const total = posts.data?.pages.at(-1)?.total ?? 0;

  return (
    <>
      <PageHeader title={t('blog.title')} wide>
        <p>{t('blog.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <div className="min-h-11">
          <TagFilter tags={tags} selected={tag} />
        </div>
        <div className="mt-8" aria-busy={posts.isPending}>
          {posts.isPending ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('common:loading')}>
              {[0, 1, 2].map((index) => (
                <li key={index}>
                  <BlogCardSkeleton />
                </li>
              ))}
            </ul>
          ) : posts.isError ? (
            <Alert
              tone="error"
              title={t('blog.loadFailed')}
              action={
                <Button variant="secondary" onClick={() => void posts.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
              <h2 className="text-lg font-semibold text-slate-900">
                {tag ? t('blog.emptyTag', { tag: tagLabel(tag) }) : t('blog.empty')}
              </h2>
              {tag && (
                <Link
                  to="/blog"
                  className={`${lineTarget} mt-3 font-medium text-brand-700 underline underline-offset-2`}
                >
                  {t('blog.showAll')}
                </Link>
              )}
            </div>
          ) : (
            <>
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {items.map((post) => (
                  <li key={post._id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
              <div className="mt-10 flex flex-col items-center gap-3 text-center">
                <p className="text-sm text-slate-600" role="status">
                  {t('blog.showing', { shown: items.length, total })}
                </p>
                {posts.hasNextPage && (
                  <Button
                    variant="secondary"
                    onClick={() => void posts.fetchNextPage()}
                    disabled={posts.isFetchingNextPage}
                    aria-busy={posts.isFetchingNextPage}
                  >
                    {posts.isFetchingNextPage && <Spinner />}
                    {t('blog.loadMore')}
                  </Button>
                )}
                {posts.isFetchNextPageError && (
                  <p role="alert" className="text-sm text-red-700">
                    {t('blog.loadMoreFailed')}
                  </p>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}

export default BlogPage;
