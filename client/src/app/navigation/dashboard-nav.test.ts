import { Hammer } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { leadsToScreen } from '@fleetcare/shared';
import {
  currentEntryId,
  dashboardNav,
  dashboardNavFor,
  isEntryActive,
  roleEntries,
  splitForBar,
  type DashboardNavEntry,
  type DashboardNavGroup,
} from './dashboard-nav.ts';

const ids = (entries: readonly DashboardNavEntry[]) => entries.map((entry) => entry.id);
const allIds = (groups: ReturnType<typeof dashboardNavFor>) => groups.flatMap((group) => ids(group.entries));
function entry(id: string): DashboardNavEntry {
  const found = dashboardNav.flatMap((group) => group.entries).find((one) => one.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

/** The registry with a technician's jobs screen instead of the technician's entries of today. */
const withTechnicianScreen: DashboardNavGroup[] = dashboardNav.map((group) =>
  group.id === 'technician'
    ? {
        ...group,
        entries: [{ id: 'jobs', path: '/dashboard/jobs', labelKey: 'dashboardNav.entries.jobs', icon: Hammer }],
      }
    : group,
);

describe('the dashboard navigation by role', () => {
  it('when the user is a vehicle owner only, then they see the overview, the vehicles’ screens and settings, without role headings', () => {
    const groups = dashboardNavFor(['customer']);
    expect(allIds(groups)).toEqual([
      'overview',
      'fleet',
      'maintenance',
      'spareParts',
      'calendar',
      'wallet',
      'subscriptions',
      'settings',
    ]);
    expect(groups.every((group) => group.heading === undefined)).toBe(true);
  });

  it('when a technician’s screens exist, then a technician who also owns vehicles sees both roles’ entries, each under its heading', () => {
    const groups = dashboardNavFor(['customer', 'technician'], withTechnicianScreen);
    expect(groups.map((group) => [group.id, group.heading])).toEqual([
      ['start', undefined],
      ['vehicles', 'dashboardNav.groups.vehicles'],
      ['technician', 'dashboardNav.groups.technician'],
      ['account', undefined],
    ]);
    expect(groups.find((group) => group.id === 'technician')?.entries.map((one) => one.id)).toEqual(['jobs']);
  });

  it('when the user is a technician who also owns vehicles, then their jobs, earnings, the application and the technician profile are under the Technician heading', () => {
    const groups = dashboardNavFor(['customer', 'technician']);
    expect(groups.find((group) => group.id === 'technician')).toMatchObject({
      heading: 'dashboardNav.groups.technician',
    });
    expect(ids(roleEntries('technician'))).toEqual(['jobs', 'earnings', 'technicianApplication', 'technicianProfile']);
    expect(entry('jobs').path).toBe('/inspector/inspector-job-notification');
    expect(entry('earnings').path).toBe('/dashboard/earnings');
    expect(entry('technicianApplication').path).toBe('/technician/technician-registration/application-status');
    expect(entry('technicianProfile').path).toBe('/dashboard/settings/technician-profile');
  });

  it('when the user is not a technician, then no technician entry shows', () => {
    expect(allIds(dashboardNavFor(['customer']))).not.toContain('technicianProfile');
    expect(allIds(dashboardNavFor(['admin']))).not.toContain('technicianApplication');
  });

  it('when the user is a parts supplier who also owns vehicles, then the quotations and the supplier profile are under the Supplier heading', () => {
    const groups = dashboardNavFor(['customer', 'supplier']);
    expect(groups.find((group) => group.id === 'supplier')).toMatchObject({
      heading: 'dashboardNav.groups.supplier',
    });
    expect(ids(roleEntries('supplier'))).toEqual(['quotations', 'supplierProfile']);
    expect(entry('quotations').path).toBe('/dashboard/spare-parts/my-quotations');
    expect(entry('supplierProfile').path).toBe('/dashboard/settings/supplier-profile');
    expect(allIds(dashboardNavFor(['customer']))).not.toContain('supplierProfile');
    expect(allIds(dashboardNavFor(['customer']))).not.toContain('quotations');
  });

  it('a vehicle owner’s spare parts lead to their spare-part requests, current on every request screen but not on the supplier’s', () => {
    expect(entry('spareParts').path).toBe('/dashboard/spare-parts/spare-part-requests');
    const groups = dashboardNavFor(['customer', 'supplier']);
    expect(currentEntryId(groups, '/dashboard/spare-parts/spare-part-requests/show/abc')).toBe('spareParts');
    expect(currentEntryId(groups, '/dashboard/spare-parts/my-quotations/show-request/abc')).toBe('quotations');
  });

  it('when the user is an administrator only, then they see the overview, the admin panel and settings, not a vehicle owner’s screens', () => {
    expect(allIds(dashboardNavFor(['admin']))).toEqual(['overview', 'adminPanel', 'settings']);
  });

  it('every entry of the registry is a screen inside the signed-in area (the overview’s, the admin panel’s, the technician registration’s or the technician’s jobs), named once', () => {
    const entries = dashboardNav.flatMap((group) => group.entries);
    const signedIn = (path: string) =>
      [
        '/dashboard',
        '/admin-panel',
        '/technician/technician-registration',
        '/inspector/inspector-job-notification',
      ].some((area) => path === area || path.startsWith(`${area}/`));
    expect(entries.every((one) => signedIn(one.path))).toBe(true);
    expect(entries.filter((one) => !leadsToScreen(one.path)).map((one) => one.path)).toEqual([]);
    expect(new Set(ids(entries)).size).toBe(entries.length);
  });
});

describe('the bottom bar on phones', () => {
  it('when there are more than five entries, then four stay on the bar and the rest go under More, in their groups', () => {
    const { bar, more } = splitForBar(dashboardNavFor(['customer']));
    expect(ids(bar)).toEqual(['overview', 'fleet', 'calendar', 'wallet']);
    expect(more.map((group) => [group.id, ids(group.entries)])).toEqual([
      ['vehicles', ['maintenance', 'spareParts', 'subscriptions']],
      ['account', ['settings']],
    ]);
  });

  it('when five entries or fewer, then all are on the bar and there is no More', () => {
    const { bar, more } = splitForBar(dashboardNavFor(['admin']));
    expect(ids(bar)).toEqual(['overview', 'adminPanel', 'settings']);
    expect(more).toEqual([]);
  });

  it('when another role’s entries arrive, then they keep their headings under More', () => {
    const { bar, more } = splitForBar(dashboardNavFor(['customer', 'technician'], withTechnicianScreen));
    expect(bar).toHaveLength(4);
    expect(more.find((group) => group.id === 'technician')).toMatchObject({
      heading: 'dashboardNav.groups.technician',
    });
  });
});

describe('the current entry', () => {
  it('the overview is current on /dashboard only, not on the screens below it', () => {
    expect(isEntryActive(entry('overview'), '/dashboard')).toBe(true);
    expect(isEntryActive(entry('overview'), '/dashboard/')).toBe(true);
    expect(isEntryActive(entry('overview'), '/dashboard/fleet')).toBe(false);
  });

  it('an entry is current on its screen and the screens below it, not on a path that only starts alike', () => {
    expect(isEntryActive(entry('fleet'), '/dashboard/fleet/show/7')).toBe(true);
    expect(isEntryActive(entry('settings'), '/dashboard/settings/two-factor')).toBe(true);
    expect(isEntryActive(entry('fleet'), '/dashboard/fleets')).toBe(false);
  });

  it('on the technician profile, the menu marks the technician profile as current, not Settings; on other settings, Settings', () => {
    const groups = dashboardNavFor(['customer', 'technician']);
    expect(isEntryActive(entry('settings'), '/dashboard/settings/technician-profile')).toBe(true);
    expect(currentEntryId(groups, '/dashboard/settings/technician-profile')).toBe('technicianProfile');
    expect(currentEntryId(groups, '/dashboard/settings/two-factor')).toBe('settings');
    expect(currentEntryId(groups, '/dashboard')).toBe('overview');
    expect(currentEntryId(groups, '/dashboard/order-details/abc')).toBe('wallet');
  });

  it('when the user does not see the technician profile, then Settings is current on its screen', () => {
    expect(currentEntryId(dashboardNavFor(['customer']), '/dashboard/settings/technician-profile')).toBe('settings');
  });

  it('a payment’s details belong to the wallet', () => {
    expect(isEntryActive(entry('wallet'), '/dashboard/order-details/abc')).toBe(true);
    expect(isEntryActive(entry('subscriptions'), '/dashboard/order-details/abc')).toBe(false);
  });
});
