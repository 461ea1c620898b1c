import {
  dueStates,
  vehicleCategories,
  vehicleSorts,
  type DueState,
  type VehicleCategory,
  type VehicleSort,
} from '@fleetcare/shared';

/**
 * What the fleet list asks get-my-vehicles for; it lives in the address
 * (?archived=true&search=&category=&due=&sort=&page=).
 */
export interface VehicleListQuery {
  page: number;
  search: string;
  category: VehicleCategory | '';
  due: DueState | '';
  sort: VehicleSort;
  /** The owner's deleted (archived) vehicles instead of the fleet. */
  archived: boolean;
}

export const defaultListQuery: VehicleListQuery = {
  page: 1,
  search: '',
  category: '',
  due: '',
  sort: 'newest',
  archived: false,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** Reads the list's query from the address; anything unknown falls back to the default. */
export function listQueryFrom(params: URLSearchParams): VehicleListQuery {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    category: oneOf(vehicleCategories, params.get('category')),
    due: oneOf(dueStates, params.get('due')),
    sort: oneOf(vehicleSorts, params.get('sort')) || 'newest',
    archived: params.get('archived') === 'true',
  };
}

/** The address's search part for a query; defaults are left out, so the plain list is just /dashboard/fleet. */
export function listQueryParams(query: VehicleListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.archived) params.set('archived', 'true');
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.due) params.set('due', query.due);
  if (query.sort !== defaultListQuery.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** True when the user narrowed the list (then an empty page means "nothing matches", not "no vehicles yet"). */
export const isFiltered = (query: VehicleListQuery) => Boolean(query.search || query.category || query.due);
