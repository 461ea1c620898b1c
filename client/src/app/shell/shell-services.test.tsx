import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, type RouteObject } from 'react-router';
import { COOKIE_CONSENT_KEY } from '@fleetcare/shared';
import { showToast } from '../../components/ui/toast.tsx';
import { IP_LOOKUP_STORAGE_KEY } from '../../features/content/ip-lookup.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';
import { scrollToAnchor } from './hash-scroll.tsx';

const Page = ({ name }: { name: string }) => (
  <>
    <h1>{name}</h1>
    <Link to="/blog">Blog</Link>
    <Link to="/#subscriptions">Subscriptions</Link>
  </>
);

const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      { index: true, Component: () => <Page name="Home" /> },
      { path: 'blog', Component: () => <Page name="Blog" /> },
    ],
  },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.unstubAllGlobals());

function pageViews() {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/analytics/page-view')
    .map(([, init]) => ({
      init: init as RequestInit,
      body: JSON.parse(String((init as RequestInit).body)) as unknown,
    }));
}

describe('page-view counting', () => {
  it('when pages are opened, then each sends one fire-and-forget page view with path, referrer, locale and consent "none"', async () => {
    await renderRoutes(routes, { path: '/?email=private@example.com' });
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    // Only the path: a query can hold an e-mail address.
    expect(pageViews()[0]?.body).toEqual({ path: '/', referrer: undefined, locale: 'en', consent: 'none' });
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { name: 'Blog' });
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[1]?.body).toMatchObject({
      path: '/blog',
      referrer: `${window.location.origin}/`,
      consent: 'none',
    });
  });

  it('when the visitor has chosen, then the choice and the stored country go with the page view (the server decides)', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accept');
    localStorage.setItem(IP_LOOKUP_STORAGE_KEY, JSON.stringify({ locale: 'nb', country: 'NO', geoCoordinates: null }));
    await renderRoutes(routes, { path: '/blog', language: 'nb' });
    expect(pageViews()[0]?.body).toEqual({ path: '/blog', locale: 'nb', consent: 'accept', country: 'NO' });
  });

  it('when only the hash changes, then no second page view is sent', async () => {
    await renderRoutes(routes);
    await userEvent.click(screen.getByRole('link', { name: 'Subscriptions' }));
    expect(pageViews()).toHaveLength(1);
  });

  it('when sending fails, then nothing breaks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await renderRoutes(routes);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('hash links', () => {
  it('when /#subscriptions is followed, then the page scrolls to the anchor below the fixed header, also on the page already open', async () => {
    await renderRoutes(routes, { path: '/blog' });
    const section = document.createElement('section');
    section.id = 'subscriptions';
    section.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    const scrollTo = vi.mocked(window.scrollTo);
    await userEvent.click(screen.getByRole('link', { name: 'Subscriptions' }));
    await screen.findByRole('heading', { name: 'Home' });
    // The section arrives after the page (lazy content): the scroll waits for it.
    act(() => document.body.append(section));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 892 })));
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Subscriptions' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 892 })));
    section.remove();
  });

  it('gives up quietly when the anchor never appears, and stops when asked', () => {
    const stop = scrollToAnchor('nowhere');
    stop();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('notices', () => {
  it('on the landing page, the notice area loads at the first interaction and then shows what was raised before', async () => {
    await renderRoutes(routes);
    act(() => void showToast('Saved before the notice area was there'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Saved before the notice area was there')).not.toBeInTheDocument();
    fireEvent.pointerDown(window);
    expect(await screen.findByText('Saved before the notice area was there')).toBeInTheDocument();
  });

  it('on other pages, the notice area loads once the page is idle, so a notice raised on arrival shows without a click', async () => {
    await renderRoutes(routes, { path: '/blog' });
    act(() => void showToast('Your email address is confirmed.'));
    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
  });
});
