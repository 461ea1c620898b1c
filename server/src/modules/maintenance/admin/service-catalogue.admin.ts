import { sql } from 'drizzle-orm';
import { serviceTypes } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/* The service catalogue as customers see it, in both languages, read-only. */

export const serviceKinds = ['maintenance', 'inspection', 'parts', 'roadside'] as const;

/** One language's text of a service. */
const text = (locale: 'en' | 'nb', key: 'name' | 'summary') =>
  sql<string | null>`${serviceTypes.texts}->${locale}->>${key}`;
/** One language's list of what a service includes. */
const includes = (locale: 'en' | 'nb') =>
  sql<
    string[]
  >`array(select jsonb_array_elements_text(coalesce(${serviceTypes.texts}->${locale}->'includes', '[]'::jsonb)))`;

export const serviceCatalogueResource = defineAdminResource({
  name: 'service-catalogue',
  group: 'catalogue',
  privilege: 'content:read',
  table: serviceTypes,
  id: serviceTypes.id,
  personalData: false,
  titleField: 'nameEn',
  defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: [
    { key: 'nameEn', type: 'text', sql: text('en', 'name'), list: true, search: 'contains' },
    { key: 'nameNb', type: 'text', sql: text('nb', 'name'), list: true, search: 'contains' },
    { key: 'slug', type: 'text', sql: serviceTypes.slug, list: true, search: 'prefix' },
    { key: 'kind', type: 'enum', sql: serviceTypes.kind, options: serviceKinds, list: true, filter: 'in' },
    { key: 'summaryEn', type: 'text', sql: text('en', 'summary') },
    { key: 'summaryNb', type: 'text', sql: text('nb', 'summary') },
    { key: 'includesEn', type: 'tags', sql: includes('en') },
    { key: 'includesNb', type: 'tags', sql: includes('nb') },
    { key: 'priceRanges', type: 'json', sql: serviceTypes.priceRanges },
    { key: 'durationMinutesMin', type: 'integer', sql: serviceTypes.durationMinutesMin, list: true },
    { key: 'durationMinutesMax', type: 'integer', sql: serviceTypes.durationMinutesMax, list: true },
    { key: 'sortOrder', type: 'integer', sql: serviceTypes.sortOrder, sortable: true },
    { key: 'createdAt', type: 'datetime', sql: serviceTypes.createdAt },
  ],
});

export const maintenanceAdmin: AdminContribution = { resources: [serviceCatalogueResource] };
