import { leadsToScreen } from '@fleetcare/shared';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useBlogPost } from '../api/blog.ts';
import { PostMeta, tagLabel } from '../components/blog-card.tsx';
import { Skeleton } from '../components/page-header.tsx';
import { BOOK_MECHANIC_PATH } from '../components/paths.ts';

function BackToBlog() {
  const { t } = useTranslation('content');
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('blog.back')}
    </Link>
  );
}

function PostSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="h-9 w-11/12" />
      <Skeleton className="mt-3 h-9 w-2/3" />
      <Skeleton className="mt-6 h-4 w-64" />
      <div className="mt-10 space-y-3">
        {[0, 1, 2, 3, 4, 5, 6].map((line) => (
          <Skeleton key={line} className={`h-4 ${line % 3 === 2 ? 'w-3/4' : 'w-full'}`} />
        ))}
      </div>
    </div>
  );
}

function PostNotFound() {
  const { t } = useTranslation('content');
  usePageMeta(t('blog.notFoundTitle'));
  return (
    <div className="py-10 text-center">
      <FileQuestion className="mx-auto size-12 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('blog.notFoundTitle')}</h1>
      <p className="mx-auto mt-3 max-w-[50ch] text-slate-600">{t('blog.notFoundBody')}</p>
      <ButtonLink to="/blog" className="mt-8">
        {t('blog.seeAll')}
      </ButtonLink>
    </div>
  );
}

export function BlogPostPage() {
  const { t } = useTranslation('content');
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  usePageMeta(post.data?.title, post.data?.excerpt);

  const notFound = post.isError && isApiError(post.error) && post.error.status === 404;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BackToBlog />
      <div className="mx-auto mt-6 max-w-[68ch]" aria-busy={post.isPending}>
        {post.isPending ? (
          <>
            <span className="sr-only" role="status">
              {t('common:loading')}
            </span>
            <PostSkeleton />
          </>
        ) : notFound ? (
          <PostNotFound />
        ) : post.isError ? (
          <Alert
            tone="error"
            title={t('blog.postFailed')}
            action={
              <Button variant="secondary" onClick={() => void post.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <article>
            <header className="border-b border-slate-200 pb-6">
              <h1 className="text-[1.625rem] font-extrabold leading-tight text-balance break-words hyphens-auto text-slate-900 sm:text-4xl">
                {post.data.title}
              </h1>
              <p className="mt-4 text-lg leading-8 text-slate-600">{post.data.excerpt}</p>
              <PostMeta post={post.data} className="mt-5" />
            </header>
            {/* Markdown rendered and sanitised on the server (allow-listed tags, no scripts or attributes). */}
            <Prose className="mt-8" html={post.data.html} />
            {post.data.tags.length > 0 && (
              <footer className="mt-12 border-t border-slate-200 pt-6">
                <h2 className="text-sm font-semibold text-slate-900">{t('blog.tagsTitle')}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.data.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={`/blog?tag=${encodeURIComponent(tag)}`}
                        className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
                      >
                        {tagLabel(tag)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </footer>
            )}
          </article>
        )}
      </div>
      {post.isSuccess && leadsToScreen(BOOK_MECHANIC_PATH) && (
        <aside
          aria-labelledby="post-cta"
          className="mx-auto mt-14 max-w-[68ch] rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
        >
          <h2 id="post-cta" className="text-xl font-bold">
            {t('blog.ctaTitle')}
          </h2>
          <p className="mt-2 text-brand-50">{t('blog.ctaBody')}</p>
          <ButtonLink to={BOOK_MECHANIC_PATH} variant="accent" className="mt-5">
            {t('blog.ctaBook')}
          </ButtonLink>
        </aside>
      )}
    </div>
  );
}

export default BlogPostPage;
