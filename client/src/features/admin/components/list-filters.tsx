import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LAGOS_TIME_ZONE,
  lagosDateOf,
  lagosDayEnd,
  lagosDayStart,
  type AdminFieldDescription,
  type AdminResourceDescription,
} from '@fleetcare/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CheckboxInput, SelectInput, TextInput } from '../../../components/ui/field.tsx';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { withFieldFilter, type FilterValue, type ListFilter } from '../lib/list-state.ts';
import { parseNairaInput } from '../../../lib/naira-input.ts';
import { useResourceText } from '../lib/resource-text.ts';
import { shortId } from './field-value.tsx';

/** An equals filter on an id (a user's records, from a link) shows as a chip only: nobody types an id. */
const hasControl = (field: AdminFieldDescription) =>
  field.filter === 'in' ||
  field.filter === 'date-range' ||
  (field.filter === 'equals' && !field.ref && field.type !== 'id');

/** A typed value of an equals filter as the field holds it: numbers as numbers, money from naira to kobo. */
function equalsValueOf(field: AdminFieldDescription, text: string): string | number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (field.type === 'money') {
    const kobo = parseNairaInput(trimmed);
    return kobo === undefined || Number.isNaN(kobo) ? undefined : kobo;
  }
  if (field.type === 'integer' || field.type === 'number') {
    const value = Number(trimmed.replace(',', '.'));
    return Number.isFinite(value) ? value : undefined;
  }
  return trimmed;
}

function useFilterSummary(resource: string) {
  const { t, i18n } = useTranslation('admin');
  const text = useResourceText();
  const language = i18n.resolvedLanguage;
  const day = (iso: string) => formatInstant(iso, language, { style: 'date', timeZone: LAGOS_TIME_ZONE });
  return (field: AdminFieldDescription | undefined, key: string, value: FilterValue): string => {
    if ('in' in value) return value.in.map((option) => text.option(resource, key, option)).join(', ');
    if ('equals' in value) {
      const { equals } = value;
      if (typeof equals === 'boolean') return equals ? t('value.yes') : t('value.no');
      if (field?.type === 'enum') return text.option(resource, key, String(equals));
      if (field?.type === 'money' && typeof equals === 'number') return formatMoney(equals, language);
      if (field?.ref || field?.type === 'id') return shortId(String(equals));
      return String(equals);
    }
    if (value.from && value.to) return t('filters.between', { from: day(value.from), to: day(value.to) });
    if (value.from) return t('filters.since', { from: day(value.from) });
    return value.to ? t('filters.until', { to: day(value.to) }) : '';
  };
}

/** The filters in force, each a chip with its own remove button, and a way to remove them all. */
export function FilterChips({
  description,
  filter,
  onChange,
}: {
  description: AdminResourceDescription;
  filter: ListFilter;
  onChange: (filter: ListFilter) => void;
}) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const summary = useFilterSummary(description.name);
  const entries = Object.entries(filter);
  if (entries.length === 0) return null;
  return (
    <ul aria-label={t('filters.active')} className="flex flex-wrap items-center gap-2">
      {entries.map(([key, value]) => {
        const field = description.fields.find((one) => one.key === key);
        const label = text.field(description.name, key);
        return (
          <li
            key={key}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-0.5 pl-3 text-sm text-brand-900"
          >
            <span className="min-w-0 truncate">
              <span className="font-semibold">{label}:</span> {summary(field, key, value)}
            </span>
            <button
              type="button"
              onClick={() => onChange(withFieldFilter(filter, key, undefined))}
              aria-label={t('filters.remove', { filter: label })}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        );
      })}
      {entries.length > 1 && (
        <li>
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            {t('filters.clearAll')}
          </Button>
        </li>
      )}
    </ul>
  );
}

function InFilter({ resource, field, value, onChange }: FilterControlProps) {
  const text = useResourceText();
  const chosen = value && 'in' in value ? value.in : [];
  const toggle = (option: string, on: boolean) => {
    const next = on ? [...chosen, option] : chosen.filter((one) => one !== option);
    onChange(next.length > 0 ? { in: (field.options ?? []).filter((one) => next.includes(one)) } : undefined);
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{text.field(resource, field.key)}</legend>
      <div className="flex flex-wrap gap-x-4">
        {(field.options ?? []).map((option) => (
          <CheckboxInput
            key={option}
            label={text.option(resource, field.key, option)}
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function EqualsChoice({ resource, field, value, onChange }: FilterControlProps) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const current = value && 'equals' in value ? String(value.equals) : '';
  const choices =
    field.type === 'boolean'
      ? [
          { value: 'true', label: t('value.yes') },
          { value: 'false', label: t('value.no') },
        ]
      : (field.options ?? []).map((option) => ({ value: option, label: text.option(resource, field.key, option) }));
  return (
    <SelectInput
      label={text.field(resource, field.key)}
      value={current}
      onChange={(event) => {
        const chosen = event.target.value;
        if (chosen === '') onChange(undefined);
        else onChange({ equals: field.type === 'boolean' ? chosen === 'true' : chosen });
      }}
    >
      <option value="">{t('filters.any')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectInput>
  );
}

function EqualsText({ resource, field, value, onChange }: FilterControlProps) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const applied = value && 'equals' in value ? String(value.equals) : '';
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setDraft(applied);
  }
  const apply = () => {
    const equals = equalsValueOf(field, draft);
    if (String(equals ?? '') !== applied) onChange(equals === undefined ? undefined : { equals });
  };
  return (
    <TextInput
      label={text.field(resource, field.key)}
      value={draft}
      hint={t('filters.enterHint')}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={apply}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    />
  );
}

function DateRangeFilter({ resource, field, value, onChange }: FilterControlProps) {
  const { t } = useTranslation('admin');
  const text = useResourceText();
  const range = value && !('in' in value) && !('equals' in value) ? value : {};
  const set = (end: 'from' | 'to', date: string) => {
    const iso = date === '' ? undefined : (end === 'from' ? lagosDayStart(date) : lagosDayEnd(date)).toISOString();
    const from = end === 'from' ? iso : range.from;
    const to = end === 'to' ? iso : range.to;
    onChange(from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : undefined);
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{text.field(resource, field.key)}</legend>
      <div className="grid grid-cols-2 gap-3">
        <TextInput
          type="date"
          label={t('filters.from')}
          value={range.from ? lagosDateOf(range.from) : ''}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={range.to ? lagosDateOf(range.to) : ''}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
    </fieldset>
  );
}

interface FilterControlProps {
  resource: string;
  field: AdminFieldDescription;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

function FilterControl(props: FilterControlProps) {
  if (props.field.filter === 'in') return <InFilter {...props} />;
  if (props.field.filter === 'date-range') return <DateRangeFilter {...props} />;
  if (props.field.type === 'boolean' || props.field.type === 'enum') return <EqualsChoice {...props} />;
  return <EqualsText {...props} />;
}

/** The list's filters, one control per filterable field by its kind, behind a Filters button. */
export function FilterPanel({
  description,
  filter,
  onChange,
}: {
  description: AdminResourceDescription;
  filter: ListFilter;
  onChange: (filter: ListFilter) => void;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fields = description.fields.filter(hasControl);
  if (fields.length === 0) return null;
  const count = Object.keys(filter).length;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className={buttonClass('secondary')}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {count > 0 ? t('filters.buttonCount', { count }) : t('filters.button')}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <div id={panelId} hidden={!open} className="basis-full rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          {fields.map((field) => (
            <FilterControl
              key={field.key}
              resource={description.name}
              field={field}
              value={filter[field.key]}
              onChange={(value) => onChange(withFieldFilter(filter, field.key, value))}
            />
          ))}
        </div>
      </div>
    </>
  );
}
