import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@fleetcare/shared';
import { Hammer } from 'lucide-react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testInfo } from '../../features/technicians/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { testSummaries } from '../../features/vehicles/dashboard/testing/fixtures.ts';
import { mockApi, ok } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../router.tsx';
import { dashboardNav, dashboardNavFor, type DashboardNavGroup } from './dashboard-nav.ts';
import { DashboardSideNav } from './dashboard-side-nav.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

function signedInAs(roles: Role[]) {
  return mockApi((request) => {
    if (request.url === '/users/get-user') return ok({ ...testUser, roles });
    if (request.url === '/users/get-dashboard-summaries') return ok(testSummaries());
    if (request.url === '/users/get-calendar-events') return ok([]);
    if (request.url === '/users/get-technician-info') return ok(testInfo({ status: 'approved' }));
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    return ok(null);
  });
}

/** The side menu comes first in the page, the bottom bar last (CSS shows one of them by the window's width). */
async function navigations() {
  const [side, bar] = await screen.findAllByRole('navigation', { name: 'Dashboard' });
  if (!side || !bar) throw new Error('the dashboard has a side menu and a bottom bar');
  return { side, bar };
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

setUpShellTests({ signedIn: true });

describe('the dashboard navigation', () => {
  it('when a vehicle owner opens the calendar, then the side menu holds their entries with the calendar marked current', async () => {
    signedInAs(['customer']);
    await renderRoutes(routes, { path: '/dashboard/calendar' });
    const { side } = await navigations();
    expect(linkNames(side)).toEqual([
      'Overview',
      'Fleet',
      'Maintenance',
      'Spare parts',
      'Calendar',
      'Wallet',
      'Subscriptions',
      'Settings',
    ]);
    expect(within(side).getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    expect(within(side).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(side).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('when a vehicle owner is on a phone, then the bar holds four entries and More opens a sheet with the rest, which closes on choosing one', async () => {
    signedInAs(['customer']);
    await renderRoutes(routes, { path: '/dashboard/settings/user-profile' });
    const { bar } = await navigations();
    expect(linkNames(bar)).toEqual(['Overview', 'Fleet', 'Calendar', 'Wallet']);
    const more = within(bar).getByRole('button', { name: 'More' });
    await userEvent.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(linkNames(sheet)).toEqual(['Maintenance', 'Spare parts', 'Subscriptions', 'Settings']);
    expect(within(sheet).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(sheet).getByRole('link', { name: 'Subscriptions' }));
    expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument();
    expect(await within(bar).findByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('while the bottom bar is there, the page is marked so notices fixed to the bottom rise above it', async () => {
    signedInAs(['customer']);
    const { unmount } = await renderRoutes(routes, { path: '/dashboard' });
    await navigations();
    expect(document.documentElement).toHaveClass('has-bottom-bar');
    unmount();
    expect(document.documentElement).not.toHaveClass('has-bottom-bar');
  });

  it('when the More sheet is open, then Escape closes it and the focus goes back to More', async () => {
    signedInAs(['customer']);
    await renderRoutes(routes, { path: '/dashboard' });
    const { bar } = await navigations();
    await userEvent.click(within(bar).getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('dialog', { name: 'More' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('when a technician who owns vehicles opens the technician profile, then their jobs, earnings, application and profile are under the Technician heading, the profile marked current and not Settings', async () => {
    signedInAs(['customer', 'technician']);
    await renderRoutes(routes, { path: '/dashboard/settings/technician-profile' });
    const { side, bar } = await navigations();
    expect(linkNames(side)).toEqual([
      'Overview',
      'Fleet',
      'Maintenance',
      'Spare parts',
      'Calendar',
      'Wallet',
      'Subscriptions',
      'Jobs',
      'Earnings',
      'Application',
      'Technician profile',
      'Settings',
    ]);
    const technician = within(side).getByRole('list', { name: 'Technician' });
    expect(within(technician).getByRole('link', { name: 'Application' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/application-status',
    );
    expect(within(technician).getByRole('link', { name: 'Technician profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(side).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
    // On a phone the technician's entries are under More, which holds the current page.
    expect(linkNames(bar)).toEqual(['Overview', 'Fleet', 'Calendar', 'Wallet']);
    await userEvent.click(within(bar).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(within(sheet).getByRole('link', { name: 'Technician profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(sheet).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('when an administrator signs in, then they see the overview, the admin panel and settings, all on the bar', async () => {
    signedInAs(['admin']);
    await renderRoutes(routes, { path: '/dashboard' });
    const { side, bar } = await navigations();
    expect(linkNames(side)).toEqual(['Overview', 'Admin panel', 'Settings']);
    expect(linkNames(bar)).toEqual(['Overview', 'Admin panel', 'Settings']);
    expect(within(side).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin-panel');
    expect(within(bar).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('when the user holds several roles with screens, then each role’s entries are a list under its heading', async () => {
    const registry: DashboardNavGroup[] = dashboardNav.map((group) =>
      group.id === 'technician'
        ? { ...group, entries: [{ id: 'jobs', path: '/jobs', labelKey: 'dashboardNav.entries.fleet', icon: Hammer }] }
        : group,
    );
    const groups = dashboardNavFor(['customer', 'technician'], registry);
    await renderRoutes([{ path: '*', Component: () => <DashboardSideNav groups={groups} /> }], { path: '/jobs' });
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Vehicles', 'Technician']);
    const technician = within(nav).getByRole('list', { name: 'Technician' });
    expect(within(technician).getByRole('link')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('list', { name: 'Vehicles' })).toHaveTextContent('Subscriptions');
  });

  it('every entry of the registry leads to a screen of the route table, not to the not-found page', () => {
    for (const entry of dashboardNav.flatMap((group) => group.entries)) {
      const matched = matchRoutes(routes, entry.path) ?? [];
      expect(matched.at(-1)?.route.path, entry.path).not.toBe('*');
    }
  });
});
