import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('when an administrator opens /admin-panel, then the panel shows inside the signed-in layout, its entry current on the phone’s bar', async () => {
    signedInAs(['admin']);
    await renderRoutes(routes, { path: '/admin-panel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin panel' })).toBeInTheDocument();
    const bar = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(bar).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Admin panel · FleetCare'));
  });

  it('on the panel’s screens the panel’s menu takes the side: the dashboard’s side menu stays out, and the panel’s menu leads back to the overview first', async () => {
    signedInAs(['admin']);
    await renderRoutes(routes, { path: '/admin-panel/privileges' });
    const panelMenu = await screen.findByRole('navigation', { name: 'Admin panel' });
    const [first] = within(panelMenu).getAllByRole('link');
    expect(first).toHaveTextContent('Overview');
    expect(first).toHaveAttribute('href', '/dashboard');
    // One navigation of the signed-in area: the bottom bar (shown below lg), no side menu beside the panel's.
    expect(screen.getAllByRole('navigation', { name: 'Dashboard' })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveClass('lg:hidden');
  });

  it('when the administrator goes back to the overview, then the dashboard’s side menu is there again', async () => {
    signedInAs(['admin']);
    const { router } = await renderRoutes(routes, { path: '/admin-panel' });
    const panelMenu = await screen.findByRole('navigation', { name: 'Admin panel' });
    await userEvent.click(within(panelMenu).getByRole('link', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Dashboard' })).toHaveLength(2));
    const [side, bar] = screen.getAllByRole('navigation', { name: 'Dashboard' });
    expect(side).toHaveClass('lg:block');
    expect(bar).toHaveClass('lg:hidden');
    expect(within(side as HTMLElement).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
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
