import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { setLiveSocketFactory } from '../../lib/live/socket.ts';
import { createFakeLiveServer } from '../../features/notifications/testing/fake-live-server.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RouteError } from '../route-error.tsx';
import { routes } from '../router.tsx';

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  mockApi(({ url }) => {
    if (url === '/users/get-user') return ok(testUser);
    if (url === '/subscriptions/get-subscription-cart')
      return ok({ items: [], itemCount: 0, total: 0, currency: 'NGN' });
    return ok(null);
  });
  // The signed-in header opens the live socket: an in-memory server stands in for it.
  const live = createFakeLiveServer();
  setLiveSocketFactory(async () => live.socket);
});
afterEach(() => {
  setLiveSocketFactory(undefined);
  setSessionCookie(false);
  vi.unstubAllGlobals();
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

  it('when a path of a screen still to come is opened (/technician, /mechanic), then the not-found page shows', async () => {
    for (const path of ['/technician', '/mechanic']) {
      const { unmount } = await renderRoutes(routes, { path });
      expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
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
