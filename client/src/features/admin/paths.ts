import { buildPath, screens } from '@fleetcare/shared';

/** The admin panel's addresses, built from the shared screens table. */
export const ADMIN_HOME_PATH = screens.adminPanel;
export const ADMIN_PRIVILEGES_PATH = screens.adminPrivileges;
export const ADMIN_ROLES_PATH = screens.adminRoles;
/** Where an admin turns on two-step sign-in. */
export const TWO_FACTOR_SETTINGS_PATH = screens.twoFactorSettings;

/** A resource's list; `search` is the list's state in the address (q, sort, order, filter, page). */
export function adminListPath(resource: string, search?: URLSearchParams): string {
  const path = buildPath(screens.adminResourceList, { resource });
  const query = search?.toString();
  return query ? `${path}?${query}` : path;
}

/** A resource's list showing only what a filter (JSON, as get-resources-list takes it) matches. */
export function adminFilteredListPath(resource: string, filter: string): string {
  return adminListPath(resource, new URLSearchParams({ filter }));
}

export function adminRecordPath(resource: string, recordId: string): string {
  return buildPath(screens.adminResourceRecord, { resource, recordId });
}
