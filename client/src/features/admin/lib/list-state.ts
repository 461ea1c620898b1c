import type { SortOrder } from '@fleetcare/shared';
import type { AdminListRequest } from '../api/resources.ts';

/** A field's filter as get-resources-list takes it. */
export type FilterValue = { equals: string | number | boolean } | { in: string[] } | { from?: string; to?: string };

export type ListFilter = Record<string, FilterValue>;

/** What a list shows; it lives in the address (q, sort, order, filter, page), so a link reproduces it. */
export interface ListState {
  q: string;
  sort: string | undefined;
  order: SortOrder | undefined;
  filter: ListFilter;
  page: number;
}

export const emptyListState: ListState = { q: '', sort: undefined, order: undefined, filter: {}, page: 1 };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function filterValueOf(value: unknown): FilterValue | undefined {
  if (!isObject(value)) return undefined;
  const { equals } = value;
  if (typeof equals === 'string' || typeof equals === 'number' || typeof equals === 'boolean') return { equals };
  if (Array.isArray(value.in)) {
    const values = value.in.filter((one): one is string => typeof one === 'string');
    return values.length > 0 ? { in: values } : undefined;
  }
  const range: { from?: string; to?: string } = {};
  if (typeof value.from === 'string' && value.from !== '') range.from = value.from;
  if (typeof value.to === 'string' && value.to !== '') range.to = value.to;
  return range.from || range.to ? range : undefined;
}

/** A filter from the address: what is not JSON or not a filter's shape is left out. */
export function parseFilter(text: string | null | undefined): ListFilter {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isObject(parsed)) return {};
  const filter: ListFilter = {};
  for (const [field, value] of Object.entries(parsed)) {
    const valid = filterValueOf(value);
    if (valid) filter[field] = valid;
  }
  return filter;
}

export function listStateFrom(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const order = params.get('order');
  return {
    q: params.get('q')?.trim() ?? '',
    sort: params.get('sort') || undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    filter: parseFilter(params.get('filter')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const filterText = (filter: ListFilter) => (Object.keys(filter).length > 0 ? JSON.stringify(filter) : '');

/** The address's query for a list state; what is as it starts (no search, page 1…) is left out. */
export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.order) params.set('order', state.order);
  const filter = filterText(state.filter);
  if (filter) params.set('filter', filter);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The search, sort and filter as the list and export calls take them. */
export function listQuery(state: ListState): Omit<AdminListRequest, 'page' | 'limit'> {
  const query: Omit<AdminListRequest, 'page' | 'limit'> = {};
  if (state.q) query.q = state.q;
  if (state.sort) {
    query.sort = state.sort;
    if (state.order) query.order = state.order;
  }
  const filter = filterText(state.filter);
  if (filter) query.filter = filter;
  return query;
}

export function listRequest(state: ListState, limit: number): AdminListRequest {
  return { page: state.page, limit, ...listQuery(state) };
}

/** The filter with one field's filter set, or taken away (undefined). */
export function withFieldFilter(filter: ListFilter, field: string, value: FilterValue | undefined): ListFilter {
  const { [field]: _removed, ...rest } = filter;
  return value ? { ...rest, [field]: value } : rest;
}

export function isFiltered(state: ListState): boolean {
  return state.q !== '' || Object.keys(state.filter).length > 0;
}

/** The order a click on a column's header asks for: the other way on the sorted column, else ascending. */
export function nextSort(
  current: { field: string; order: SortOrder },
  field: string,
): { sort: string; order: SortOrder } {
  if (current.field === field) return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: 'asc' };
}
