import { lagosDayEnd, lagosDayStart, isCalendarDate, v, type SortOrder } from '@fleetcare/shared';
import { validationFailed } from '../../lib/http/validate.ts';
import { fieldOf } from './admin-catalogue.ts';
import type { AdminFieldSpec, AdminResourceSpec } from './registry.ts';

/*
 * A list query (search, filters, sort) checked against the resource's declarations before any SQL is built: only
 * declared fields, only the filter kind each declares, values of the field's type. The repository turns the plan
 * into Drizzle conditions; nothing from the request reaches SQL other than as a bound value.
 */

export type FilterValue = string | number | boolean;

export type FilterPlan =
  | { field: AdminFieldSpec; kind: 'equals'; value: FilterValue }
  | { field: AdminFieldSpec; kind: 'in'; values: FilterValue[] }
  | { field: AdminFieldSpec; kind: 'date-range'; from: Date | null; to: Date | null };

export interface SortPlan {
  field: AdminFieldSpec;
  order: SortOrder;
}

export interface ListPlan {
  /** The search box's text (trimmed; empty: no search). */
  search: string;
  filters: FilterPlan[];
  sort: SortPlan;
}

export interface ListQueryInput {
  q?: string | undefined;
  sort?: string | undefined;
  order?: SortOrder | undefined;
  /** JSON: `{"field":{"equals":v}|{"in":[...]}|{"from":iso,"to":iso}}`. */
  filter?: string | undefined;
}

/** At most this many values in one `in` filter. */
const IN_VALUES_MAX = 100;
/** Text compared in a filter is at most this long. */
const TEXT_VALUE_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An instant with its offset: "2026-11-01T00:00:00Z", "2026-11-01T09:30:00.000+01:00". */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Whether a field's values are uuids (an id column): it matches only a valid uuid. */
export function isUuidField(field: AdminFieldSpec): boolean {
  if (field.type === 'id') return true;
  const column = field.sql as { columnType?: unknown };
  return column.columnType === 'PgUUID';
}

/** The key a field error names a filter's field with (cut short: the key came from the request). */
const filterKey = (field: string) => `filter.${field.slice(0, 60)}`;

/** The plan of a list query, or VALIDATION_FAILED naming what the resource does not allow. */
export function planList(resource: AdminResourceSpec, input: ListQueryInput): ListPlan {
  const problems: Record<string, string> = {};
  const sort = planSort(resource, input, problems);
  const filters = planFilters(resource, input.filter ?? '', problems);
  if (Object.keys(problems).length > 0 || !sort) throw validationFailed(problems);
  return { search: (input.q ?? '').trim(), filters, sort };
}

/** The plan of a filter object written in code (a counter, a relation): the same rules as a request's. */
export function planFilterObject(resource: AdminResourceSpec, filter: Record<string, unknown>): FilterPlan[] {
  const problems: Record<string, string> = {};
  const filters = planFilters(resource, JSON.stringify(filter), problems);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return filters;
}

function planSort(
  resource: AdminResourceSpec,
  input: ListQueryInput,
  problems: Record<string, string>,
): SortPlan | undefined {
  const key = input.sort?.trim() || resource.defaultSort.field;
  const field = fieldOf(resource, key);
  if (!field?.sortable) {
    problems.sort = v.adminSortInvalid;
    return undefined;
  }
  const order = input.order ?? (key === resource.defaultSort.field ? resource.defaultSort.order : 'asc');
  return { field, order };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function planFilters(resource: AdminResourceSpec, text: string, problems: Record<string, string>): FilterPlan[] {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    problems.filter = v.adminFilterInvalid;
    return [];
  }
  if (!isPlainObject(parsed)) {
    problems.filter = v.adminFilterInvalid;
    return [];
  }
  const plans: FilterPlan[] = [];
  for (const [key, condition] of Object.entries(parsed)) {
    const field = fieldOf(resource, key);
    const plan = field?.filter && isPlainObject(condition) ? planCondition(field, condition) : undefined;
    if (plan) plans.push(plan);
    else problems[filterKey(key)] = v.adminFilterInvalid;
  }
  return plans;
}

/** One field's condition, of the kind the field declares, with values of its type; undefined when it is not. */
function planCondition(field: AdminFieldSpec, condition: Record<string, unknown>): FilterPlan | undefined {
  const keys = Object.keys(condition);
  switch (field.filter) {
    case 'equals': {
      if (keys.length !== 1 || keys[0] !== 'equals') return undefined;
      const value = valueOfType(field, condition.equals);
      return value === undefined ? undefined : { field, kind: 'equals', value };
    }
    case 'in': {
      const list = condition.in;
      if (keys.length !== 1 || !Array.isArray(list) || list.length === 0 || list.length > IN_VALUES_MAX) {
        return undefined;
      }
      const values = list.map((item) => valueOfType(field, item));
      if (values.some((value) => value === undefined)) return undefined;
      return { field, kind: 'in', values: [...new Set(values as FilterValue[])] };
    }
    case 'date-range': {
      if (keys.length === 0 || keys.some((key) => key !== 'from' && key !== 'to')) return undefined;
      const from = condition.from === undefined ? null : instantOf(condition.from, 'start');
      const to = condition.to === undefined ? null : instantOf(condition.to, 'end');
      if (from === undefined || to === undefined) return undefined;
      if (from && to && from.getTime() > to.getTime()) return undefined;
      return { field, kind: 'date-range', from, to };
    }
    default:
      return undefined;
  }
}

/**
 * A date-range bound: an instant with its offset, or a calendar date (a Lagos day: `from` its first moment, `to`
 * its last). Undefined when it is neither.
 */
function instantOf(value: unknown, end: 'start' | 'end'): Date | undefined {
  if (typeof value !== 'string') return undefined;
  if (isCalendarDate(value)) return end === 'start' ? lagosDayStart(value) : lagosDayEnd(value);
  if (!INSTANT.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** A filter value checked against the field's type (and its options), or undefined when it does not fit. */
function valueOfType(field: AdminFieldSpec, value: unknown): FilterValue | undefined {
  if (isUuidField(field)) {
    return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : undefined;
  }
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'integer':
    case 'money':
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'enum':
      return typeof value === 'string' && (field.options ?? []).includes(value) ? value : undefined;
    case 'datetime': {
      const instant = instantOf(value, 'start');
      return instant && typeof value === 'string' && INSTANT.test(value) ? instant.toISOString() : undefined;
    }
    case 'json':
    case 'markdown':
      return undefined;
    default:
      return typeof value === 'string' && value.length <= TEXT_VALUE_MAX ? value : undefined;
  }
}
