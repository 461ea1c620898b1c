import type { AdminListQuery } from '@fleetcare/shared';

/** The admin feature's query keys, written once. */
export const adminKeys = {
  all: ['admin'] as const,
  privileges: () => [...adminKeys.all, 'privileges'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  lists: (resource: string) => [...adminKeys.all, 'list', resource] as const,
  list: (resource: string, query: Partial<AdminListQuery>) => [...adminKeys.lists(resource), query] as const,
  record: (resource: string, recordId: string) => [...adminKeys.all, 'record', resource, recordId] as const,
  admins: () => [...adminKeys.all, 'admins'] as const,
  markdown: (markdown: string) => [...adminKeys.all, 'markdown', markdown] as const,
};
