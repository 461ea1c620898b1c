import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dueStates, vehicleCategories, vehicleSorts, type VehicleSort } from '@fleetcare/shared';
import { inputClass, SelectInput } from '../../../components/ui/field.tsx';
import type { VehicleListQuery } from '../api/vehicle-list-query.ts';
import { useDebounced } from './use-debounced.ts';

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search (sent once the typing pauses), category, due state and sort. Every change goes back to page 1; the
 * caller keeps the query in the address.
 */
export function FleetFilters({
  query,
  onChange,
}: {
  query: VehicleListQuery;
  onChange: (next: Partial<VehicleListQuery>) => void;
}) {
  const { t } = useTranslation('vehicles');
  const searchId = useId();
  const [search, setSearch] = useState(query.search);
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  // The latest handler and query without re-running the effect for them (only a settled search sends).
  const latest = useRef({ onChange, current: query.search });
  useEffect(() => {
    latest.current = { onChange, current: query.search };
  });

  useEffect(() => {
    if (debounced !== latest.current.current) latest.current.onChange({ search: debounced, page: 1 });
  }, [debounced]);

  // "Clear filters" and the back button change the query from outside: the box follows (adjusted while
  // rendering, not in an effect, so it never shows a stale value for a frame).
  const [seenSearch, setSeenSearch] = useState(query.search);
  if (query.search !== seenSearch) {
    setSeenSearch(query.search);
    if (query.search !== search.trim()) setSearch(query.search);
  }

  return (
    <div
      role="search"
      aria-label={t('list.filtersLabel')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('list.searchLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      <SelectInput
        label={t('list.categoryLabel')}
        value={query.category}
        onChange={(event) => onChange({ category: event.target.value as VehicleListQuery['category'], page: 1 })}
      >
        <option value="">{t('list.allCategories')}</option>
        {vehicleCategories.map((category) => (
          <option key={category} value={category}>
            {t(`categories.${category}`)}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        label={t('list.dueLabel')}
        value={query.due}
        onChange={(event) => onChange({ due: event.target.value as VehicleListQuery['due'], page: 1 })}
      >
        <option value="">{t('list.anyDue')}</option>
        {dueStates.map((state) => (
          <option key={state} value={state}>
            {t(`due.${state}`)}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        frameClassName="col-span-2 lg:col-span-1"
        label={t('list.sortLabel')}
        value={query.sort}
        onChange={(event) => onChange({ sort: event.target.value as VehicleSort, page: 1 })}
      >
        {vehicleSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`list.sorts.${sort}`)}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}
