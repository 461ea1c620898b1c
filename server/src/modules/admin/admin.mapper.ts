import type {
  AdminActionDescription,
  AdminFieldDescription,
  AdminFieldType,
  AdminPrivilege,
  AdminResourceDescription,
  AdminRow,
  AdminValue,
} from '@fleetcare/shared';
import type { RawRow } from './admin-query.repository.ts';
import {
  fieldsOf,
  type AdminActionSpec,
  type AdminFieldSpec,
  type AdminResourceSpec,
  type AdminRowView,
} from './registry.ts';

/** What the panel is told about a field: never its SQL. */
export function toFieldDescription(field: AdminFieldSpec): AdminFieldDescription {
  const description: AdminFieldDescription = {
    key: field.key,
    type: field.type,
    list: field.list ?? false,
    sortable: field.sortable ?? false,
    filter: field.filter ?? null,
  };
  if (field.options) description.options = [...field.options];
  if (field.ref) description.ref = field.ref;
  return description;
}

export function toActionDescription(action: AdminActionSpec): AdminActionDescription {
  return {
    name: action.name,
    scope: action.scope,
    privilege: action.privilege,
    reasonRequired: action.reasonRequired,
    danger: action.danger ?? false,
    fields: action.fields.map((field) => ({ ...field })),
  };
}

/** A resource as the panel draws it, with only the actions the admin's privileges allow. */
export function toResourceDescription(
  resource: AdminResourceSpec,
  privileges: ReadonlySet<AdminPrivilege>,
): AdminResourceDescription {
  return {
    name: resource.name,
    group: resource.group,
    privilege: resource.privilege,
    fields: resource.fields.map(toFieldDescription),
    searchable: resource.fields.filter((field) => field.search).map((field) => field.key),
    defaultSort: { ...resource.defaultSort },
    titleField: resource.titleField,
    actions: (resource.actions ?? []).filter((action) => privileges.has(action.privilege)).map(toActionDescription),
  };
}

/** A timestamp as ISO 8601, whether the driver gave a Date or PostgreSQL's text ("2026-11-25 13:27:29.123+00"). */
function isoOf(value: unknown): string | null {
  const date =
    value instanceof Date
      ? value
      : new Date(
          String(value)
            .replace(' ', 'T')
            .replace(/([+-]\d{2})$/, '$1:00'),
        );
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A value as JSON carries it: dates as ISO strings, bigint kobo and counts as numbers. */
export function toAdminValue(type: AdminFieldType, value: unknown): AdminValue {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'datetime':
      return isoOf(value);
    case 'money':
    case 'integer':
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 't' || value === 'true';
    case 'tags':
      return Array.isArray(value) ? value.map(String) : [String(value)];
    case 'json':
      return value as AdminValue;
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

/**
 * A database row as the panel sees it: the id and each field the view reads, nothing else. A file field's value is
 * still its storage key here: the service signs it before it leaves the server.
 */
export function toAdminRow(resource: AdminResourceSpec, row: RawRow, view: AdminRowView = 'list'): AdminRow {
  const out: AdminRow = { _id: String(row._id) };
  for (const field of fieldsOf(resource, view)) out[field.key] = toAdminValue(field.type, row[field.key]);
  return out;
}

/** Image files, shown as a preview rather than a link (by the storage key's extension). */
const IMAGE_KEY = /\.(png|jpe?g|webp|gif|avif)$/i;

export function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key);
}

/** The text that names a record: its title field, or its id when that is empty. */
export function titleOf(resource: AdminResourceSpec, row: AdminRow): string {
  const value = row[resource.titleField];
  if (value === null || value === undefined || value === '') return row._id;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
