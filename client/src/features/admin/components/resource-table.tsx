import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminFieldDescription, AdminResourceDescription, AdminRow, SortOrder } from '@fleetcare/shared';
import { SelectInput } from '../../../components/ui/field.tsx';
import { inlineLinkClass } from '../../../components/ui/text-link.ts';
import { nextSort } from '../lib/list-state.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { useWideScreen } from '../lib/use-wide-screen.ts';
import { adminRecordPath } from '../paths.ts';
import { FieldValue, shortId } from './field-value.tsx';

/**
 * The list's columns: the record's name first (it links to the record), then the other list fields, and the private
 * files where the rows carry them (a record page's related sections).
 */
export function listColumns(
  description: AdminResourceDescription,
  withFiles = false,
): {
  title: AdminFieldDescription | undefined;
  others: AdminFieldDescription[];
} {
  const title = description.fields.find((field) => field.key === description.titleField);
  const others = description.fields.filter(
    (field) => (field.list || (withFiles && field.type === 'file')) && field !== title,
  );
  return { title, others };
}

/** Whether the record's name can stand in its link as its field shows it (an id or a link of its own cannot). */
function showsTitle(row: AdminRow, title: AdminFieldDescription | undefined): title is AdminFieldDescription {
  if (!title || title.ref || title.type === 'id') return false;
  const value = row[title.key];
  return value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
}

function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: AdminFieldDescription | undefined;
  sort: { field: string; order: SortOrder } | undefined;
  onSort: ((sort: { sort: string; order: SortOrder }) => void) | undefined;
}) {
  const sorted = field && sort?.field === field.key ? sort.order : undefined;
  if (!field?.sortable || !onSort || !sort) {
    return (
      <th scope="col" className="whitespace-nowrap px-4 py-3 text-left font-semibold text-slate-700">
        {label}
      </th>
    );
  }
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      className="whitespace-nowrap px-2 py-1.5 text-left font-semibold text-slate-700"
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, field.key))}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 hover:bg-slate-100 ${
          sorted ? 'text-brand-800' : ''
        }`}
      >
        {label}
        <Icon className={`size-4 ${sorted ? 'text-brand-700' : 'text-slate-400'}`} aria-hidden />
      </button>
    </th>
  );
}

/** A page of a resource's rows, as a table or as cards. */
interface ResourceRowsProps {
  description: AdminResourceDescription;
  rows: readonly AdminRow[];
  /** How the list is sorted and how to sort it; without them (a record's related rows) headers do not sort. */
  sort?: { field: string; order: SortOrder };
  onSort?: (sort: { sort: string; order: SortOrder }) => void;
  label: string;
  /** The rows carry their private files (a record page's related section): each gets a column. */
  withFiles?: boolean;
}

/**
 * A page of a resource as a table: sortable headers say how the list is sorted (aria-sort), the first cell of each
 * row links to its record, and the table scrolls sideways inside its frame on narrow screens.
 */
export function ResourceTable({ description, rows, sort, onSort, label, withFiles = false }: ResourceRowsProps) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const wide = useWideScreen();
  const { title, others } = listColumns(description, withFiles);
  if (!wide) {
    return (
      <ResourceCards
        description={description}
        rows={rows}
        sort={sort}
        onSort={onSort}
        label={label}
        withFiles={withFiles}
      />
    );
  }
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <SortHeader
              label={title ? text.field(description.name, title.key) : t('list.record')}
              field={title}
              sort={sort}
              onSort={onSort}
            />
            {others.map((field) => (
              <SortHeader
                key={field.key}
                label={text.field(description.name, field.key)}
                field={field}
                sort={sort}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row._id} className="hover:bg-slate-50">
              <th scope="row" className="min-w-40 max-w-72 px-4 py-2 text-left font-normal">
                <Link
                  to={adminRecordPath(description.name, row._id)}
                  className={`${inlineLinkClass} min-h-11 break-words`}
                >
                  {showsTitle(row, title) ? (
                    <FieldValue resource={description.name} field={title} value={row[title.key]} compact />
                  ) : (
                    shortId(row._id)
                  )}
                </Link>
              </th>
              {others.map((field) => (
                <td key={field.key} className="max-w-72 px-2.5 py-2 align-middle text-slate-800">
                  <FieldValue resource={description.name} field={field} value={row[field.key]} compact />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sort as one choice on phones, where there are no column headers: each sortable field either way. */
function SortChoice({
  description,
  sort,
  onSort,
}: {
  description: AdminResourceDescription;
  sort: { field: string; order: SortOrder };
  onSort: (sort: { sort: string; order: SortOrder }) => void;
}) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const sortable = description.fields.filter((field) => field.sortable);
  if (sortable.length === 0) return null;
  return (
    <SelectInput
      label={t('list.sortBy')}
      value={`${sort.field}:${sort.order}`}
      onChange={(event) => {
        const [field = '', order] = event.target.value.split(':');
        onSort({ sort: field, order: order === 'desc' ? 'desc' : 'asc' });
      }}
    >
      {sortable.flatMap((field) =>
        (['asc', 'desc'] as const).map((order) => (
          <option key={`${field.key}:${order}`} value={`${field.key}:${order}`}>
            {t(order === 'asc' ? 'list.ascending' : 'list.descending', {
              field: text.field(description.name, field.key),
            })}
          </option>
        )),
      )}
    </SelectInput>
  );
}

/** A page of a resource on a phone: a card per record, its name linking to it, the list fields beneath. */
function ResourceCards({ description, rows, sort, onSort, label, withFiles = false }: ResourceRowsProps) {
  const text = useResourceText();
  const { title, others } = listColumns(description, withFiles);
  return (
    <div className="space-y-3">
      {sort && onSort && <SortChoice description={description} sort={sort} onSort={onSort} />}
      <ul aria-label={label} className="space-y-3">
        {rows.map((row) => (
          <li key={row._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Link to={adminRecordPath(description.name, row._id)} className={`${inlineLinkClass} min-h-11 break-words`}>
              {showsTitle(row, title) ? (
                <FieldValue resource={description.name} field={title} value={row[title.key]} compact />
              ) : (
                shortId(row._id)
              )}
            </Link>
            {others.length > 0 && (
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {others.map((field) => (
                  <div key={field.key} className="min-w-0">
                    <dt className="text-xs text-slate-500">{text.field(description.name, field.key)}</dt>
                    <dd className="break-words text-slate-800">
                      <FieldValue resource={description.name} field={field} value={row[field.key]} compact />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
