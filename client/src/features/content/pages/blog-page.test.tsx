import type { BlogPostSummaryDto } from '@fleetcare/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BlogPage } from './blog-page.tsx';

function post(index: number, tags: string[]): BlogPostSummaryDto {
  return {
    _id: `id-${index}`,
    slug: `post-${index}`,
    title: `Post number ${index}`,
    excerpt: `What post ${index} is about.`,
    author: 'Chidi Okafor',
    tags,
    readingMinutes: 6,
    publishedAt: '2026-03-05T09:00:00.000Z',
  };
}

/** Twelve posts: every third is about brakes, the rest about oil. */
const posts = Array.from({ length: 12 }, (_, index) => post(index + 1, index % 3 === 0 ? ['brakes'] : ['engine-oil']));

/** A stand-in for the server's paging and tag filter. */
function answerList(params: unknown) {
  const { page = 1, limit = 10, tag } = params as { page?: number; limit?: number; tag?: string };
  const matching = tag ? posts.filter((entry) => entry.tags.includes(tag)) : posts;
  return ok({ items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit });
}

const routes = [
  { path: '/blog', Component: BlogPage },
  { path: '/blog/:slug', Component: () => <p>A post</p> },
];

describe('the blog list', () => {
  it('when it opens, then ten posts show with title, excerpt, author, date, reading time and tag', async () => {
    const calls = mockApi(({ params }) => answerList(params));
    await renderRoutes(routes, { path: '/blog' });
    const first = (await screen.findByRole('link', { name: 'Post number 1' })).closest('article');
    expect(first).not.toBeNull();
    const card = within(first as HTMLElement);
    expect(card.getByText('What post 1 is about.')).toBeInTheDocument();
    expect(card.getByText('Chidi Okafor')).toBeInTheDocument();
    expect(card.getByText('05 Mar 2026')).toBeInTheDocument();
    expect(card.getByText('6 min read')).toBeInTheDocument();
    expect(card.getByText('Brakes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 articles')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/blog-posts/get-blog-posts', params: { locale: 'en', page: 1, limit: 10 } });
    expect(document.title).toBe('FleetCare blog · FleetCare');
  });

  it('when "load more" is pressed, then the next page is added below and the button goes', async () => {
    const calls = mockApi(({ params }) => answerList(params));
    await renderRoutes(routes, { path: '/blog' });
    await screen.findByRole('link', { name: 'Post number 10' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more articles' }));
    expect(await screen.findByRole('link', { name: 'Post number 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 12 articles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more articles' })).not.toBeInTheDocument();
    expect(calls.at(-1)?.params).toMatchObject({ page: 2, limit: 10 });
  });

  it('when a tag chip is chosen, then the address carries ?tag= and only that tag’s posts are asked for', async () => {
    const calls = mockApi(({ params }) => answerList(params));
    const { router } = await renderRoutes(routes, { path: '/blog' });
    const filter = await screen.findByRole('navigation', { name: 'Filter articles by topic' });
    // Chips come from the posts' tags, the most used first.
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['All articles', 'Engine oil', 'Brakes']),
    );
    expect(within(filter).getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(within(filter).getByRole('link', { name: 'Brakes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=brakes'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(calls.at(-1)?.params).toMatchObject({ tag: 'brakes', page: 1 });
    expect(within(filter).getByRole('link', { name: 'Brakes' })).toHaveAttribute('aria-current', 'page');
    // The other chips stay, so the visitor can switch topic.
    expect(within(filter).getByRole('link', { name: 'Engine oil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more articles' })).not.toBeInTheDocument();
    expect(document.title).toBe('Blog: Brakes · FleetCare');
  });

  it('when a tag has no posts, then an empty state says so with a way back to every post', async () => {
    mockApi(({ params }) => answerList(params));
    await renderRoutes(routes, { path: '/blog?tag=tyres' });
    expect(
      await screen.findByRole('heading', { name: 'There are no articles about “Tyres” yet.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Show all articles' })[0]).toHaveAttribute('href', '/blog');
  });
});
