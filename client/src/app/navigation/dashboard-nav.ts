import { screens, type Role } from '@fleetcare/shared';
import {
  Banknote,
  BriefcaseBusiness,
  CalendarDays,
  CarFront,
  ClipboardCheck,
  ClipboardList,
  LayoutDashboard,
  Package,
  ReceiptText,
  Repeat,
  Settings,
  ShieldCheck,
  Store,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** One place of the signed-in area in its navigation (the side menu on wide screens, the bottom bar on phones). */
export interface DashboardNavEntry {
  id: string;
  /** A screen of the shared screens table (a test checks each entry leads to one). */
  path: string;
  /** The entry's words, in the common namespace. */
  labelKey: `dashboardNav.entries.${string}`;
  icon: LucideIcon;
  /** Only this very path is the entry (the overview's path starts every other one). */
  exact?: boolean;
  /** Other paths whose screens belong to this entry (a payment's details belong to the wallet). */
  alsoActiveOn?: readonly string[];
  /** The bottom bar's order when not every entry fits on it: lowest first; entries without one go under More. */
  barRank?: number;
}

export type DashboardNavGroupId = 'start' | 'vehicles' | 'technician' | 'supplier' | 'admin' | 'account';

/** A role's entries, or entries every signed-in user has ('everyone'). */
export interface DashboardNavGroup {
  id: DashboardNavGroupId;
  role: Role | 'everyone';
  /** The heading shown above a role's entries when the user sees entries of several roles (common namespace). */
  headingKey?: `dashboardNav.groups.${string}`;
  entries: readonly DashboardNavEntry[];
}

/**
 * The signed-in area's navigation, in the order it is shown. A capability adds its screens here, to its role's
 * group, once those screens are in the route table: an entry never points at a screen that does not exist.
 */
export const dashboardNav: readonly DashboardNavGroup[] = [
  {
    id: 'start',
    role: 'everyone',
    entries: [
      {
        id: 'overview',
        path: screens.dashboard,
        labelKey: 'dashboardNav.entries.overview',
        icon: LayoutDashboard,
        exact: true,
        barRank: 1,
      },
    ],
  },
  {
    id: 'vehicles',
    role: 'customer',
    headingKey: 'dashboardNav.groups.vehicles',
    entries: [
      { id: 'fleet', path: screens.fleet, labelKey: 'dashboardNav.entries.fleet', icon: CarFront, barRank: 2 },
      {
        id: 'maintenance',
        path: screens.maintenance,
        labelKey: 'dashboardNav.entries.maintenance',
        icon: ClipboardList,
      },
      {
        id: 'spareParts',
        path: screens.sparePartRequests,
        labelKey: 'dashboardNav.entries.spareParts',
        icon: Package,
      },
      {
        id: 'calendar',
        path: screens.calendar,
        labelKey: 'dashboardNav.entries.calendar',
        icon: CalendarDays,
        barRank: 3,
      },
      {
        id: 'wallet',
        path: screens.wallet,
        labelKey: 'dashboardNav.entries.wallet',
        icon: Wallet,
        alsoActiveOn: ['/dashboard/order-details'],
        barRank: 4,
      },
      {
        id: 'subscriptions',
        path: screens.subscriptions,
        labelKey: 'dashboardNav.entries.subscriptions',
        icon: Repeat,
      },
    ],
  },
  {
    id: 'technician',
    role: 'technician',
    headingKey: 'dashboardNav.groups.technician',
    entries: [
      { id: 'jobs', path: screens.jobNotification, labelKey: 'dashboardNav.entries.jobs', icon: BriefcaseBusiness },
      { id: 'earnings', path: screens.earnings, labelKey: 'dashboardNav.entries.earnings', icon: Banknote },
      {
        id: 'technicianApplication',
        path: screens.technicianApplicationStatus,
        labelKey: 'dashboardNav.entries.technicianApplication',
        icon: ClipboardCheck,
      },
      {
        id: 'technicianProfile',
        path: screens.technicianProfile,
        labelKey: 'dashboardNav.entries.technicianProfile',
        icon: Wrench,
      },
    ],
  },
  {
    id: 'supplier',
    role: 'supplier',
    headingKey: 'dashboardNav.groups.supplier',
    entries: [
      {
        id: 'quotations',
        path: screens.myQuotations,
        labelKey: 'dashboardNav.entries.quotations',
        icon: ReceiptText,
      },
      {
        id: 'supplierProfile',
        path: screens.supplierProfile,
        labelKey: 'dashboardNav.entries.supplierProfile',
        icon: Store,
      },
    ],
  },
  {
    id: 'admin',
    role: 'admin',
    headingKey: 'dashboardNav.groups.admin',
    entries: [
      {
        id: 'adminPanel',
        path: screens.adminPanel,
        labelKey: 'dashboardNav.entries.adminPanel',
        icon: ShieldCheck,
        barRank: 2,
      },
    ],
  },
  {
    id: 'account',
    role: 'everyone',
    entries: [{ id: 'settings', path: screens.settings, labelKey: 'dashboardNav.entries.settings', icon: Settings }],
  },
];

/** A group as one user sees it: `heading` is set when the user sees entries of more than one role. */
export interface VisibleNavGroup {
  id: DashboardNavGroupId;
  heading?: `dashboardNav.groups.${string}`;
  entries: readonly DashboardNavEntry[];
}

/** The groups a user with these roles sees: everyone's and their roles', without empty ones. */
export function dashboardNavFor(
  roles: readonly Role[],
  registry: readonly DashboardNavGroup[] = dashboardNav,
): VisibleNavGroup[] {
  const visible = registry.filter(
    (group) => (group.role === 'everyone' || roles.includes(group.role)) && group.entries.length > 0,
  );
  const roleGroups = visible.filter((group) => group.role !== 'everyone').length;
  return visible.map((group) => ({
    id: group.id,
    heading: group.role !== 'everyone' && roleGroups > 1 ? group.headingKey : undefined,
    entries: group.entries,
  }));
}

/** A role's own entries (none until its capability's screens exist). */
export function roleEntries(role: Role, registry: readonly DashboardNavGroup[] = dashboardNav) {
  return registry.filter((group) => group.role === role).flatMap((group) => group.entries);
}

/** The most the bottom bar holds without a More button. */
export const BAR_MAX = 5;

/**
 * The phone's split: up to five entries fit on the bar; with more, the four of lowest `barRank` stay on it (in that
 * order) and the others go under More, still in their groups.
 */
export function splitForBar(groups: readonly VisibleNavGroup[]): { bar: DashboardNavEntry[]; more: VisibleNavGroup[] } {
  const all = groups.flatMap((group) => group.entries);
  if (all.length <= BAR_MAX) return { bar: all, more: [] };
  const rank = (entry: DashboardNavEntry) => entry.barRank ?? Number.POSITIVE_INFINITY;
  const bar = all
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .slice(0, BAR_MAX - 1)
    .map(({ entry }) => entry);
  const more = groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => !bar.includes(entry)) }))
    .filter((group) => group.entries.length > 0);
  return { bar, more };
}

const withinPath = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** How near the page at `pathname` is to the entry: the length of the entry's path it lies in, or -1 when none. */
function nearness(entry: DashboardNavEntry, pathname: string): number {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = entry.exact ? current === entry.path : withinPath(current, entry.path);
  const paths = [
    ...(own ? [entry.path] : []),
    ...(entry.alsoActiveOn ?? []).filter((path) => withinPath(current, path)),
  ];
  return Math.max(-1, ...paths.map((path) => path.length));
}

/** Whether the page at `pathname` is this entry's screen (or one of its sub-screens). */
export function isEntryActive(entry: DashboardNavEntry, pathname: string): boolean {
  return nearness(entry, pathname) >= 0;
}

/**
 * The entry a user's navigation marks as current on the page at `pathname`: of the entries whose screens hold the
 * page, the nearest one (the technician profile, not Settings, on the technician profile's screen).
 */
export function currentEntryId(groups: readonly VisibleNavGroup[], pathname: string): string | undefined {
  let current: { id: string; nearness: number } | undefined;
  for (const entry of groups.flatMap((group) => group.entries)) {
    const near = nearness(entry, pathname);
    if (near >= 0 && (!current || near > current.nearness)) current = { id: entry.id, nearness: near };
  }
  return current?.id;
}
