import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { safeRedirectTarget } from '../../features/users/session/redirect-target.ts';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(false);
  mockApi(({ url }) => {
    if (url === '/users/get-user') return ok(testUser);
    if (url === '/users/social-providers') return ok({ tokenSignIn: [], redirect: [] });
    return ok(null);
  });
});
afterEach(() => setSessionCookie(false));

describe('route guards', () => {
  it('when a guarded page is visited without the session cookie, then /login?redirectTo holds the full path and query', async () => {
    const { router } = await renderRoutes(routes, { path: '/dashboard/settings/password-settings?from=email' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/dashboard/settings/password-settings?from=email',
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to FleetCare' })).toBeInTheDocument();
  });

  it('when a guest-only page is visited with the session cookie, then the visitor goes to /dashboard', async () => {
    setSessionCookie(true);
    for (const path of ['/login', '/signup', '/request-confirmation-email', '/resetpassword', '/enter-new-password']) {
      const { router, unmount } = await renderRoutes(routes, { path });
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await screen.findByRole('heading', { name: 'Welcome, Amaka' })).toBeInTheDocument();
      unmount();
    }
  });

  it('when the session cookie exists, then the guarded page itself shows', async () => {
    setSessionCookie(true);
    const { router } = await renderRoutes(routes, { path: '/dashboard/settings/password-settings' });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings/password-settings');
  });

  it('treats an expired session marker as signed out', () => {
    document.cookie = `fUserJwt=session.${Math.floor(Date.now() / 1000) - 10}; path=/`;
    expect(hasSessionCookie()).toBe(false);
    setSessionCookie(true);
    expect(hasSessionCookie()).toBe(true);
  });

  it('follows redirectTo only to paths of this site', () => {
    expect(safeRedirectTarget('/dashboard/fleet?page=2')).toBe('/dashboard/fleet?page=2');
    for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'dashboard', '', null]) {
      expect(safeRedirectTarget(unsafe)).toBe('/dashboard');
    }
  });
});
