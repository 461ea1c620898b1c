import type { BlogPostDto } from '@fleetcare/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BlogPostPage } from './blog-post-page.tsx';

const post: BlogPostDto = {
  _id: 'id-1',
  slug: 'engine-oil-change-intervals-nigeria',
  title: 'How often to change engine oil in Nigeria',
  excerpt: 'Heat, dust and traffic shorten oil life.',
  author: 'Chidi Okafor',
  tags: ['engine-oil', 'maintenance'],
  readingMinutes: 7,
  publishedAt: '2026-03-05T09:00:00.000Z',
  html: '<h2>Why it matters</h2><p>Oil keeps the engine cool.</p><table><thead><tr><th>Driving</th><th>Interval</th></tr></thead><tbody><tr><td>Lagos traffic</td><td>5,000 km</td></tr></tbody></table>',
};

const routes = [
  { path: '/blog/:slug', Component: BlogPostPage },
  { path: '/blog', Component: () => <p>The list</p> },
];

describe('a blog post', () => {
  it('when it exists, then it is asked for by slug and language and its HTML is shown in the reading styles', async () => {
    const calls = mockApi(() => ok(post));
    await renderRoutes(routes, { path: `/blog/${post.slug}`, language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/blog-posts/get-blog/engine-oil-change-intervals-nigeria',
      params: { locale: 'nb' },
    });
    const subheading = screen.getByRole('heading', { level: 2, name: 'Why it matters' });
    expect(subheading.closest('.prose')).not.toBeNull();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('7 min lesetid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engine oil' })).toHaveAttribute('href', '/blog?tag=engine-oil');
    expect(document.title).toBe(`${post.title} · FleetCare`);
  });

  it('when the server answers 404, then a not-found state links back to the blog', async () => {
    mockApi(() => failure(404, 'NOT_FOUND'));
    await renderRoutes(routes, { path: '/blog/no-such-post' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that article' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
