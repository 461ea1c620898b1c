import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RouteError } from '../route-error.tsx';
import { routes } from '../router.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

setUpShellTests({ signedIn: false });

beforeEach(() => {
  mockApi(({ url }) => {
    if (url === '/users/get-user') return ok(testUser);
    if (url === '/subscriptions/get-subscription-cart')
      return ok({ items: [], itemCount: 0, total: 0, currency: 'NGN' });
    return ok(null);
  });
});

/** The paths inside the app that the links within `container` lead to, once each. */
function internalLinks(container: HTMLElement): string[] {
  const hrefs = within(container)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
  return [...new Set(hrefs)];
}

/** The app's header (a page may have a banner of its own). */
async function siteHeader(): Promise<HTMLElement> {
  await screen.findAllByRole('banner');
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) throw new Error('no site header');
  return header;
}

/** The paths that the route table answers with its not-found page. */
function deadEnds(paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const matches = matchRoutes(routes, new URL(path, 'http://localhost').pathname);
    return !matches || matches[matches.length - 1]?.route.path === '*';
  });
}

describe('no dead ends', () => {
  it('when a visitor looks at every link of the header, its menus and the footer, then each leads to a screen, none to the not-found page', async () => {
    await renderRoutes(routes, { path: '/help' });
    const user = userEvent.setup();
    const header = await siteHeader();
    const links = [...internalLinks(header), ...internalLinks(screen.getByRole('contentinfo'))];
    for (const menu of ['Services', 'Help']) {
      await user.click(within(header).getByRole('button', { name: menu }));
      links.push(...internalLinks(screen.getByRole('menu', { name: menu })));
      await user.keyboard('{Escape}');
    }
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    links.push(...internalLinks(await screen.findByRole('dialog', { name: 'Menu' })));
    await user.keyboard('{Escape}');
    expect(links).toEqual(expect.arrayContaining(['/how-it-works', '/blog', '/privacy', '/login', '/signup']));
    expect(deadEnds(links)).toEqual([]);
  });

  it('when a signed-in user looks at every link of the account menu and the slide-in menu, then each leads to a screen, none to the not-found page', async () => {
    setSessionCookie(true);
    await renderRoutes(routes, { path: '/help' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Amaka Okafor' }));
    const links = internalLinks(screen.getByRole('menu', { name: 'Your account' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await within(panel).findByRole('heading', { name: 'Your account' });
    links.push(...internalLinks(panel), ...internalLinks(await siteHeader()));
    await user.keyboard('{Escape}');
    expect(links).toEqual(expect.arrayContaining(['/dashboard', '/dashboard/wallet', '/dashboard/fleet']));
    expect(deadEnds(links)).toEqual([]);
  });
});

describe('the route table and the shell', () => {
  it('when an unknown public path is opened, then the not-found page shows between the header and the footer', async () => {
    await renderRoutes(routes, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('when a signed-in user opens an unknown dashboard path, then the not-found page shows inside the dashboard layout, without the footer', async () => {
    setSessionCookie(true);
    await renderRoutes(routes, { path: '/dashboard/no-such-screen' });
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for Amaka Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('when an unknown dashboard path is opened signed out, then the guard sends the visitor to /login first', async () => {
    const { router } = await renderRoutes(routes, { path: '/dashboard/no-such-screen' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard%2Fno-such-screen');
  });

  it('when the dashboard opens, then it has the one header (signed-in variant) and no footer', async () => {
    setSessionCookie(true);
    await renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Amaka' })).toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('when a signed-in user opens a booking status page, then the footer shows without the sign-in prompt; signed out, with it', async () => {
    setSessionCookie(true);
    const maintenance = '5d0c8f7e-1111-4000-8000-000000000001';
    for (const path of ['/status/booking-canceled', '/status/booking-successful']) {
      const { unmount } = await renderRoutes(routes, { path: `${path}?maintenance=${maintenance}` });
      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
      expect(within(footer).queryByRole('textbox', { name: 'Your email' })).not.toBeInTheDocument();
      unmount();
    }
    setSessionCookie(false);
    await renderRoutes(routes, { path: '/help' });
    expect(
      await within(await screen.findByRole('contentinfo')).findByRole('heading', { name: 'Get started' }),
    ).toBeInTheDocument();
  });

  it('when /technician or /mechanic is opened, then the same page for mechanics shows', async () => {
    for (const path of ['/technician', '/mechanic']) {
      const { unmount } = await renderRoutes(routes, { path });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Jobs near you, at the price you quote' }),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('when a style chunk fails to load, then the recoverable error with a reload action shows', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await renderRoutes([
      {
        path: '/',
        ErrorBoundary: RouteError,
        lazy: async () => {
          throw new Error('CSS chunk load failed');
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'This part of FleetCare did not load' })).toBeInTheDocument();
    expect(screen.getByText(/Reloading usually fixes it/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reload the page' }).click();
    expect(reload).toHaveBeenCalled();
  });
});
