import { sql } from 'drizzle-orm';
import { notificationCategories, notificationKinds } from '@fleetcare/shared';
import { notifications, outboxMessages } from '../../../db/schema/index.ts';
import { defineAdminResource, type AdminContribution } from '../../admin/index.ts';

/*
 * What the platform told people: the notifications in their bells, and every e-mail and SMS (the outbox). Read-only.
 * An e-mail's or SMS's body is not a field: bodies carry one-time sign-in codes and password-reset and confirmation
 * links, which would let whoever reads them into the account. The template and subject say what was sent.
 */

export const notificationsResource = defineAdminResource({
  name: 'notifications',
  group: 'messages',
  privilege: 'notifications:read',
  table: notifications,
  id: notifications.id,
  personalData: true,
  titleField: 'message',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'userId', type: 'id', sql: notifications.userId, ref: 'users', list: true, filter: 'equals' },
    {
      key: 'category',
      type: 'enum',
      sql: notifications.category,
      options: notificationCategories,
      list: true,
      filter: 'in',
    },
    { key: 'kind', type: 'enum', sql: notifications.kind, options: notificationKinds, filter: 'in' },
    { key: 'message', type: 'text', sql: notifications.message, list: true },
    { key: 'actionPath', type: 'text', sql: notifications.actionPath },
    {
      key: 'clicked',
      type: 'boolean',
      sql: sql<boolean>`(${notifications.clickedAt} is not null)`,
      filter: 'equals',
    },
    { key: 'clickedAt', type: 'datetime', sql: notifications.clickedAt },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: notifications.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
  ],
});

export const outboxChannels = ['email', 'sms'] as const;
export const outboxStatuses = ['stored', 'sending', 'sent', 'failed'] as const;

export const outboxResource = defineAdminResource({
  name: 'outbox',
  group: 'messages',
  privilege: 'notifications:read',
  table: outboxMessages,
  id: outboxMessages.id,
  personalData: true,
  titleField: 'recipient',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'channel', type: 'enum', sql: outboxMessages.channel, options: outboxChannels, list: true, filter: 'in' },
    { key: 'recipient', type: 'text', sql: outboxMessages.recipient, list: true, search: 'prefix' },
    { key: 'subject', type: 'text', sql: outboxMessages.subject, list: true },
    { key: 'template', type: 'text', sql: outboxMessages.template, list: true, filter: 'equals' },
    { key: 'status', type: 'enum', sql: outboxMessages.status, options: outboxStatuses, list: true, filter: 'in' },
    { key: 'provider', type: 'text', sql: outboxMessages.provider, filter: 'equals' },
    { key: 'providerMessageId', type: 'text', sql: outboxMessages.providerMessageId },
    { key: 'error', type: 'text', sql: outboxMessages.error },
    { key: 'userId', type: 'id', sql: outboxMessages.userId, ref: 'users', filter: 'equals' },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: outboxMessages.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'sentAt', type: 'datetime', sql: outboxMessages.sentAt },
  ],
});

export const notificationsAdmin: AdminContribution = { resources: [notificationsResource, outboxResource] };
