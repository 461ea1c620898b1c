import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { failure, mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { userKeys } from '../../features/users/api/user-keys.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { registerForcedSignOut } from '../../features/users/session/forced-sign-out.ts';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';
import { testSummaries } from '../../features/vehicles/dashboard/testing/fixtures.ts';

function signedIn() {
  setSessionCookie(true);
  localStorage.setItem('user', JSON.stringify(testUser));
  localStorage.setItem('authenticationMethod', 'password');
}

beforeEach(() => localStorage.clear());
afterEach(() => setSessionCookie(false));

/** The overview's own calls (/dashboard is where these tests start), answered as the server would. */
function overviewAnswer(url: string) {
  if (url === '/users/get-dashboard-summaries') return ok(testSummaries());
  if (url === '/users/get-calendar-events') return ok([]);
  return undefined;
}

describe('signing out', () => {
  it('when the logout call fails, then local state and the cache are cleared anyway and the visitor is on /login', async () => {
    signedIn();
    const calls = mockApi(({ url }) => {
      if (url === '/users/get-user') return ok(testUser);
      if (url === '/users/me/logout') return failure(503, 'DATABASE_UNAVAILABLE');
      return overviewAnswer(url) ?? ok({ tokenSignIn: [], redirect: [] });
    });
    const { router, queryClient } = await renderRoutes(routes, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Amaka Okafor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.url === '/users/me/logout' && call.method === 'POST')).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('authenticationMethod')).toBeNull();
    expect(hasSessionCookie()).toBe(false);
    expect(queryClient.getQueryData(userKeys.currentUser())).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Sign in to FleetCare' })).toBeInTheDocument();
  });

  it('when the network is down during logout, then the visitor is still signed out here', async () => {
    signedIn();
    mockApi(({ url }) => {
      if (url === '/users/me/logout') throw new TypeError('Failed to fetch');
      return overviewAnswer(url) ?? ok(testUser);
    });
    const { router } = await renderRoutes(routes, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Amaka Okafor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(hasSessionCookie()).toBe(false);
  });

  it('when a call answers 401 "Invalid token.", then the forced sign-out clears the session and the guard sends to /login', async () => {
    signedIn();
    mockApi(({ url }) =>
      url === '/users/get-user'
        ? failure(401, 'UNAUTHENTICATED', { detail: 'Invalid token.' })
        : ok({ tokenSignIn: [], redirect: [] }),
    );
    const { router, queryClient } = await renderRoutes(routes, { path: '/dashboard/settings/two-factor' });
    const unregister = registerForcedSignOut(queryClient, () => router.revalidate());
    try {
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
        '/dashboard/settings/two-factor',
      );
      expect(localStorage.getItem('user')).toBeNull();
      expect(hasSessionCookie()).toBe(false);
    } finally {
      unregister();
    }
  });
});
