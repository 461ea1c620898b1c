import {
  LAGOS_TIME_ZONE,
  lagosDateOf,
  lagosInstant,
  type AdminActionFieldDescription,
  type AdminRow,
} from '@fleetcare/shared';
import { koboToNairaInput, parseNairaInput } from '../../../lib/naira-input.ts';

/** A form field's value while it is edited: text for everything typed, true/false for a checkbox. */
export type FormValue = string | boolean;

export interface ActionFormValues {
  input: Record<string, FormValue>;
  reason: string;
}

/** Why a value cannot be sent: a key of the admin catalogue's `form` section, with its figures. */
export interface FieldProblem {
  key: 'required' | 'money' | 'integer' | 'decimal' | 'datetime' | 'min' | 'max' | 'minLength' | 'maxLength';
  values?: Record<string, string | number>;
}

const lagosClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local field shows it: Lagos's wall clock, "2026-03-05T14:05". */
export function lagosLocalInput(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return `${lagosDateOf(instant)}T${lagosClock.format(instant)}`;
}

/** A datetime-local field's "2026-03-05T14:05", read on Lagos's clock, as an ISO instant; undefined if not one. */
export function lagosLocalToIso(text: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  try {
    return lagosInstant(match[1], match[2]).toISOString();
  } catch {
    return undefined;
  }
}

/**
 * A list field's text as its items, one per line (an item may hold commas: "Engine oil, filters and fluids"):
 * trimmed, without blanks or repeats.
 */
export function tagsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/** The record's value a field starts with, as the field edits it. */
function initialValue(field: AdminActionFieldDescription, recorded: unknown): FormValue {
  if (field.type === 'boolean') return recorded === true;
  if (recorded === null || recorded === undefined) return '';
  switch (field.type) {
    case 'money':
      return typeof recorded === 'number' ? koboToNairaInput(recorded) : '';
    case 'datetime':
      return typeof recorded === 'string' ? lagosLocalInput(recorded) : '';
    case 'tags':
      return Array.isArray(recorded) ? recorded.map(String).join('\n') : String(recorded);
    default:
      return typeof recorded === 'object' ? JSON.stringify(recorded) : String(recorded);
  }
}

/** The form as it opens: each field from the record where it names one (`from`), else empty. */
export function initialValues(
  fields: readonly AdminActionFieldDescription[],
  record: AdminRow | undefined,
): ActionFormValues {
  const input: Record<string, FormValue> = {};
  for (const field of fields) input[field.name] = initialValue(field, field.from ? record?.[field.from] : undefined);
  return { input, reason: '' };
}

type Parsed = { value: unknown } | { problem: FieldProblem } | { empty: true };

function parseNumber(text: string, integer: boolean): number | undefined {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (integer ? !/^-?\d+$/.test(cleaned) : !/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

function bounded(field: AdminActionFieldDescription, value: number, shown: (value: number) => string): Parsed {
  if (field.min !== undefined && value < field.min)
    return { problem: { key: 'min', values: { min: shown(field.min) } } };
  if (field.max !== undefined && value > field.max)
    return { problem: { key: 'max', values: { max: shown(field.max) } } };
  return { value };
}

/** One field's value as the action takes it, or why it cannot be. `money` shows a kobo bound in naira. */
function parseField(field: AdminActionFieldDescription, raw: FormValue, money: (kobo: number) => string): Parsed {
  if (field.type === 'boolean') return { value: raw === true };
  const text = typeof raw === 'string' ? raw : '';
  if (field.type === 'tags') {
    const tags = tagsOf(text);
    return tags.length === 0 && field.required ? { problem: { key: 'required' } } : { value: tags };
  }
  if (text.trim() === '') return field.required ? { problem: { key: 'required' } } : { empty: true };
  switch (field.type) {
    case 'money': {
      const kobo = parseNairaInput(text);
      if (kobo === undefined || Number.isNaN(kobo)) return { problem: { key: 'money' } };
      return bounded(field, kobo, money);
    }
    case 'integer': {
      const value = parseNumber(text, true);
      return value === undefined ? { problem: { key: 'integer' } } : bounded(field, value, String);
    }
    case 'decimal': {
      const value = parseNumber(text, false);
      return value === undefined ? { problem: { key: 'decimal' } } : bounded(field, value, String);
    }
    case 'datetime': {
      const iso = lagosLocalToIso(text);
      return iso ? { value: iso } : { problem: { key: 'datetime' } };
    }
    case 'select':
      return { value: text };
    default: {
      const value = text.trim();
      if (field.min !== undefined && value.length < field.min) {
        return { problem: { key: 'minLength', values: { min: field.min } } };
      }
      if (field.max !== undefined && value.length > field.max) {
        return { problem: { key: 'maxLength', values: { max: field.max } } };
      }
      return { value };
    }
  }
}

/**
 * The action's input from the form: money in kobo, numbers as numbers, times as ISO instants read on Lagos's
 * clock, tags as a list; an empty optional field is left out. `problems` names each field that cannot be sent.
 */
export function actionInputOf(
  fields: readonly AdminActionFieldDescription[],
  values: ActionFormValues,
  money: (kobo: number) => string,
): { input: Record<string, unknown>; problems: Record<string, FieldProblem> } {
  const input: Record<string, unknown> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const parsed = parseField(field, values.input[field.name] ?? '', money);
    if ('problem' in parsed) problems[field.name] = parsed.problem;
    else if ('value' in parsed) input[field.name] = parsed.value;
  }
  return { input, problems };
}

/**
 * Where a message of the server belongs: "reason", an input field (sent as "input.title" or "title"), or the form
 * as a whole (undefined).
 */
export function formPathOf(serverField: string, fields: readonly AdminActionFieldDescription[]): string | undefined {
  if (serverField === 'reason') return 'reason';
  const name = serverField.replace(/^input\./, '');
  return fields.some((field) => field.name === name) ? `input.${name}` : undefined;
}
