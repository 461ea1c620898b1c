import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "firstName" → "First name", "call-requests" → "Call requests", "userId" → "User ID": the words of a key, for a
 * label that is missing from the catalogue (a server test makes that fail, so this is only a net: never a raw key).
 */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.:]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\bid\b/g, 'ID');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Catalogue = Record<string, unknown> | undefined;

/** The text at `path` in a catalogue, walked key by key (enum values may hold dots or colons). */
function textAt(catalogue: Catalogue, path: readonly string[]): string | undefined {
  let node: unknown = catalogue;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

export interface ResourceText {
  /** "Users" */
  title(resource: string): string;
  /** "User" */
  one(resource: string): string;
  field(resource: string, field: string): string;
  option(resource: string, field: string, value: string): string;
  relation(resource: string, relation: string): string;
  actionTitle(resource: string, action: string): string;
  actionHelp(resource: string, action: string): string | undefined;
  actionDone(resource: string, action: string): string;
  /** The hint under an action's Reason: the action's own (who else reads it) or the panel's (the audit log). */
  actionReasonHint(resource: string, action: string): string;
  actionField(resource: string, action: string, field: string): string;
  actionOption(resource: string, action: string, field: string, value: string): string;
  counter(resource: string, key: string): string;
}

/**
 * The labels of resources, fields, options, relations, actions and counters, from the `admin-resources`
 * catalogue (one file per server module under locales/<lng>/admin-resources/, merged into one namespace), in the
 * reader's language, then English, then the key's own words.
 */
export function useResourceText(): ResourceText {
  const { i18n, t } = useTranslation(['admin-resources', 'admin']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const catalogues = [language, 'en'].map((lng) => i18n.getResourceBundle(lng, 'admin-resources') as Catalogue);
    const lookup = (...path: string[]) => {
      for (const catalogue of catalogues) {
        const found = textAt(catalogue, path);
        if (found) return found;
      }
      return undefined;
    };
    const text: ResourceText = {
      title: (resource) => lookup(resource, 'title') ?? humanise(resource),
      one: (resource) => lookup(resource, 'one') ?? humanise(resource),
      field: (resource, field) => lookup(resource, 'fields', field) ?? humanise(field),
      option: (resource, field, value) => lookup(resource, 'options', field, value) ?? humanise(value),
      relation: (resource, relation) => lookup(resource, 'relations', relation) ?? humanise(relation),
      actionTitle: (resource, action) => lookup(resource, 'actions', action, 'title') ?? humanise(action),
      actionHelp: (resource, action) => lookup(resource, 'actions', action, 'help'),
      actionDone: (resource, action) =>
        lookup(resource, 'actions', action, 'done') ??
        t('admin:action.done', { action: text.actionTitle(resource, action) }),
      actionReasonHint: (resource, action) =>
        lookup(resource, 'actions', action, 'reasonHint') ?? t('admin:form.reasonHint'),
      actionField: (resource, action, field) =>
        lookup(resource, 'actions', action, 'fields', field) ?? lookup(resource, 'fields', field) ?? humanise(field),
      actionOption: (resource, action, field, value) =>
        lookup(resource, 'actions', action, 'options', field, value) ??
        lookup(resource, 'options', field, value) ??
        humanise(value),
      counter: (resource, key) =>
        lookup(resource, 'counters', key) ?? t(`admin:counters.${key}`, { defaultValue: humanise(key) }),
    };
    return text;
    // The catalogue is read again when the language changes (the translation hook re-renders then).
  }, [i18n, language, t]);
}
