import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import { privilegesOf } from '../../features/admin/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';
import { routes } from '../router.tsx';

function signedInAs(roles: Role[]) {
  return mockApi((request) => {
    if (request.url === '/users/get-user') return ok({ ...testUser, roles });
    if (request.url === '/custom-admin/get-assigned-privileges') return ok(privilegesOf());
    if (request.url === '/custom-admin/get-overview') return ok({ counters: [] });
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    return ok(null);
  });
}

setUpShellTests({ signedIn: true });

describe('the admin panel’s routes', () => {
  it('when an administrator opens /admin-panel, then the panel shows inside the signed-in layout, its menu entry current', async () => {
    signedInAs(['admin']);
    await renderRoutes(routes, { path: '/admin-panel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeInTheDocument();
    const [side] = await screen.findAllByRole('navigation', { name: 'Dashboard' });
    expect(within(side as HTMLElement).getByRole('link', { name: 'Admin panel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Admin panel · FleetCare'));
  });

  it('when someone signed in without the admin role opens a panel page, then they find the not-found page and no admin call is made', async () => {
    const calls = signedInAs(['customer']);
    await renderRoutes(routes, { path: '/admin-panel/resources/users/list' });
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · FleetCare'));
    expect(calls.some((call) => call.url.startsWith('/custom-admin/'))).toBe(false);
  });

  it('when a visitor is signed out, then a panel page sends them to sign in and back', async () => {
    setSessionCookie(false);
    signedInAs([]);
    const { router } = await renderRoutes(routes, { path: '/admin-panel/roles' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/admin-panel/roles');
  });
});
