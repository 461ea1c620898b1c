import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageMeta } from '../../lib/page-meta.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes as appRoutes } from '../router.tsx';
import { AppShell } from './app-shell.tsx';
import { titled } from './route-title.tsx';

function PlainPage() {
  const { i18n } = useTranslation();
  return (
    <>
      <h1>Plain</h1>
      <button type="button" onClick={() => void i18n.changeLanguage('nb')}>
        Norsk
      </button>
      <Link to="/blog/brakes">A post</Link>
    </>
  );
}

function PostPage() {
  usePageMeta('Brakes that last');
  return (
    <>
      <h1>Post</h1>
      <Link to="/dashboard/wallet">To the wallet</Link>
    </>
  );
}

const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      { path: '/help', Component: PlainPage, ...titled('help') },
      { path: '/blog/:slug', Component: PostPage, ...titled('blog') },
      { path: '/dashboard/wallet', Component: () => <h1>Wallet page</h1>, ...titled('wallet') },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  document.title = 'FleetCare';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  mockApi(() => ok(null));
});
afterEach(() => {
  setSessionCookie(false);
  vi.unstubAllGlobals();
});

describe('the tab title', () => {
  it("when a screen of the app's route table opens, then the tab shows its title", async () => {
    await renderRoutes(appRoutes, { path: '/login' });
    await waitFor(() => expect(document.title).toBe('Sign in · FleetCare'));
  });

  it('when a path is not a screen, then the tab says the page was not found', async () => {
    await renderRoutes(appRoutes, { path: '/no-such-page', language: 'nb' });
    await waitFor(() => expect(document.title).toBe('Fant ikke siden · FleetCare'));
  });

  it('when the landing page opens in Norwegian, then its title comes from the titles catalogue', async () => {
    await renderRoutes(appRoutes, { path: '/', language: 'nb' });
    await waitFor(() => expect(document.title).toBe('Bilvedlikehold, uansett hvor du er · FleetCare'));
  });

  it('when the language changes, then the title follows', async () => {
    await renderRoutes(routes, { path: '/help' });
    await waitFor(() => expect(document.title).toBe('Help centre · FleetCare'));
    await userEvent.click(screen.getByRole('button', { name: 'Norsk' }));
    await waitFor(() => expect(document.title).toBe('Hjelpesenter · FleetCare'));
  });

  it("when a page gives itself a title, then it wins over its route's; once the page goes, the next route's title shows", async () => {
    const { router } = await renderRoutes(routes, { path: '/help' });
    await userEvent.click(screen.getByRole('link', { name: 'A post' }));
    await screen.findByRole('heading', { name: 'Post' });
    await waitFor(() => expect(document.title).toBe('Brakes that last · FleetCare'));
    await userEvent.click(screen.getByRole('link', { name: 'To the wallet' }));
    await screen.findByRole('heading', { name: 'Wallet page' });
    await waitFor(() => expect(document.title).toBe('Wallet · FleetCare'));
    await router.navigate(-1);
    await waitFor(() => expect(document.title).toBe('Brakes that last · FleetCare'));
  });
});
