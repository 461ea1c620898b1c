import { sql } from 'drizzle-orm';
import { locales } from '@fleetcare/shared/locales/resources';
import { newsletterSubscriptions } from '../../../db/schema/index.ts';
import { defineAdminResource } from '../../admin/index.ts';

/** Everyone who signed up for the newsletter, and who has left it since. Read-only. */
export const newsletterSubscribersResource = defineAdminResource({
  name: 'newsletter-subscribers',
  group: 'messages',
  privilege: 'newsletter:read',
  table: newsletterSubscriptions,
  id: newsletterSubscriptions.id,
  personalData: true,
  titleField: 'email',
  defaultSort: { field: 'subscribedAt', order: 'desc' },
  fields: [
    { key: 'email', type: 'email', sql: newsletterSubscriptions.email, list: true, search: 'prefix' },
    { key: 'locale', type: 'enum', sql: newsletterSubscriptions.locale, options: locales, list: true, filter: 'in' },
    { key: 'source', type: 'text', sql: newsletterSubscriptions.source, list: true, filter: 'equals' },
    {
      key: 'subscribed',
      type: 'boolean',
      sql: sql<boolean>`(${newsletterSubscriptions.unsubscribedAt} is null)`,
      list: true,
      filter: 'equals',
    },
    {
      key: 'subscribedAt',
      type: 'datetime',
      sql: newsletterSubscriptions.subscribedAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'unsubscribedAt', type: 'datetime', sql: newsletterSubscriptions.unsubscribedAt },
    { key: 'userId', type: 'id', sql: newsletterSubscriptions.userId, ref: 'users', filter: 'equals' },
  ],
});
