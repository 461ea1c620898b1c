import type { BlogPostSummaryDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tagLabel } from './blog-card.tsx';

/** The tags of the posts, most used first (ties alphabetically). */
export function tagsOf(posts: BlogPostSummaryDto[]): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).map(([tag]) => tag);
}

const chip =
  'inline-flex min-h-9 items-center whitespace-nowrap rounded-full border px-3.5 text-sm font-medium transition-colors';
const chipIdle = 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800';
const chipActive = 'border-brand-700 bg-brand-700 text-white';

/** Filter chips as links (?tag=...), so a filtered list can be shared; the chosen one is marked current. */
export function TagFilter({ tags, selected }: { tags: string[]; selected: string | null }) {
  const { t } = useTranslation('content');
  const shown = selected && !tags.includes(selected) ? [selected, ...tags] : tags;
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('blog.filterLabel')} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        <li>
          <Link
            to="/blog"
            preventScrollReset
            aria-current={selected === null ? 'page' : undefined}
            className={`${chip} ${selected === null ? chipActive : chipIdle}`}
          >
            {t('blog.allTopics')}
          </Link>
        </li>
        {shown.map((tag) => (
          <li key={tag}>
            <Link
              to={`/blog?tag=${encodeURIComponent(tag)}`}
              preventScrollReset
              aria-current={selected === tag ? 'page' : undefined}
              className={`${chip} ${selected === tag ? chipActive : chipIdle}`}
            >
              {tagLabel(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
