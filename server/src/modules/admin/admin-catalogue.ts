import { isAdminPrivilege, isWritePrivilege } from '@fleetcare/shared';
import {
  isRecordOnly,
  type AdminContribution,
  type AdminCounterSpec,
  type AdminFieldSpec,
  type AdminResourceSpec,
} from './registry.ts';

/** Resource, field, action and relation names: lower-case words joined by hyphens, or camelCase field keys. */
const RESOURCE_NAME = /^[a-z][a-z0-9-]{0,47}$/;
const FIELD_KEY = /^[a-z][A-Za-z0-9]{0,59}$/;

/** Every resource the panel serves, by name, checked once when the app is built. */
export interface AdminCatalogue {
  resources: readonly AdminResourceSpec[];
  counters: readonly AdminCounterSpec[];
  resource(name: string): AdminResourceSpec | undefined;
}

/** The field of a resource with this key. */
export function fieldOf(resource: AdminResourceSpec, key: string): AdminFieldSpec | undefined {
  return resource.fields.find((field) => field.key === key);
}

/**
 * Builds the catalogue from the modules' contributions. A declaration the engine cannot serve safely (a duplicate
 * name, a default sort on a column that is not sortable, a filter kind that does not suit the field, a relation to
 * the wrong field of another resource, a privilege that is not in the catalogue) is a programming error: the app does
 * not start, and the message names the declaration.
 */
export function buildAdminCatalogue(contributions: readonly AdminContribution[]): AdminCatalogue {
  const resources = contributions.flatMap((contribution) => contribution.resources);
  const counters = contributions.flatMap((contribution) => contribution.counters ?? []);
  const byName = new Map<string, AdminResourceSpec>();
  for (const resource of resources) {
    if (byName.has(resource.name)) throw new Error(`admin resource "${resource.name}" is declared twice`);
    byName.set(resource.name, resource);
  }
  for (const resource of resources) checkResource(resource, byName);
  const counterKeys = new Set<string>();
  for (const counter of counters) {
    if (counterKeys.has(counter.key)) throw new Error(`admin counter "${counter.key}" is declared twice`);
    counterKeys.add(counter.key);
    if (!byName.has(counter.resource)) {
      throw new Error(`admin counter "${counter.key}" counts "${counter.resource}", which is not declared`);
    }
  }
  return { resources, counters, resource: (name) => byName.get(name) };
}

function checkResource(resource: AdminResourceSpec, byName: ReadonlyMap<string, AdminResourceSpec>): void {
  const where = `admin resource "${resource.name}"`;
  const fail = (problem: string): never => {
    throw new Error(`${where}: ${problem}`);
  };
  if (!RESOURCE_NAME.test(resource.name)) fail('its name must be lower-case words joined by hyphens');
  if (!isAdminPrivilege(resource.privilege)) fail(`"${resource.privilege}" is not a privilege of the catalogue`);
  const keys = new Set<string>();
  for (const field of resource.fields) {
    if (!FIELD_KEY.test(field.key)) fail(`field key "${field.key}" must be camelCase letters and digits`);
    if (keys.has(field.key)) fail(`field "${field.key}" is declared twice`);
    keys.add(field.key);
    if (field.type === 'enum' && (!field.options || field.options.length === 0)) {
      fail(`enum field "${field.key}" needs its options`);
    }
    if (field.filter === 'date-range' && field.type !== 'datetime') {
      fail(`field "${field.key}": a date-range filter needs a datetime field`);
    }
    if (field.filter && (field.type === 'json' || field.type === 'markdown')) {
      fail(`field "${field.key}": ${field.type} fields cannot be filtered`);
    }
    if ((field.sortable || field.search) && field.type === 'json') {
      fail(`field "${field.key}": json fields cannot be sorted or searched`);
    }
    if (isRecordOnly(field) && (field.list || field.sortable || field.filter || field.search)) {
      fail(`field "${field.key}" is read for the record page only: it cannot be listed, sorted, filtered or searched`);
    }
    if (field.sortSql && !field.sortable) fail(`field "${field.key}" says how to sort it but is not sortable`);
  }
  const sortField = fieldOf(resource, resource.defaultSort.field);
  if (!sortField?.sortable) fail(`the default sort "${resource.defaultSort.field}" is not a sortable field`);
  const titleField = fieldOf(resource, resource.titleField);
  if (!titleField) fail(`the title field "${resource.titleField}" is not a field`);
  else if (isRecordOnly(titleField)) fail(`the title field "${resource.titleField}" is read for the record page only`);
  const relations = new Set<string>();
  for (const relation of resource.related ?? []) {
    if (relations.has(relation.relation)) fail(`relation "${relation.relation}" is declared twice`);
    relations.add(relation.relation);
    // A relation to a resource not (yet) declared shows no section; the registry test names it.
    const target = byName.get(relation.resource);
    if (target && fieldOf(target, relation.field)?.filter !== 'equals') {
      fail(`relation "${relation.relation}": "${relation.resource}.${relation.field}" must be filterable with equals`);
    }
    if (relation.from !== undefined && !fieldOf(resource, relation.from)) {
      fail(`relation "${relation.relation}" reads "${relation.from}", which is not a field`);
    }
  }
  const actions = new Set<string>();
  for (const action of resource.actions ?? []) {
    if (!RESOURCE_NAME.test(action.name)) fail(`action name "${action.name}" must be lower-case words and hyphens`);
    if (actions.has(action.name)) fail(`action "${action.name}" is declared twice`);
    actions.add(action.name);
    if (!isAdminPrivilege(action.privilege)) {
      fail(`action "${action.name}": "${action.privilege}" is not a privilege of the catalogue`);
    }
  }
  const onRead = resource.onRecordRead;
  if (onRead) {
    if (!RESOURCE_NAME.test(onRead.action)) fail(`the record-read step "${onRead.action}" must be lower-case words`);
    if (actions.has(onRead.action)) fail(`the record-read step "${onRead.action}" has an action's name`);
    if (!isAdminPrivilege(onRead.privilege) || !isWritePrivilege(onRead.privilege)) {
      fail(`the record-read step "${onRead.action}": "${onRead.privilege}" is not a write privilege of the catalogue`);
    }
  }
}
