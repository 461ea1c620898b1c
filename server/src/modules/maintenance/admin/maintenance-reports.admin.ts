import { eq, sql } from 'drizzle-orm';
import { reportStatuses } from '@fleetcare/shared';
import { maintenanceReports, reportMedia, reportTasks, users } from '../../../db/schema/index.ts';
import { defineAdminResource } from '../../admin/index.ts';

/*
 * A job's report in the admin panel, read-only: who writes it, where it stands, how many tasks are still to do, its
 * summary, recommendations, mileage and next service. Shown on its request's page (one report per request, read by
 * the unique request index); the notes and photos stay in the app.
 */

const tasks = sql<number>`(select count(*)::int from ${reportTasks}
  where ${reportTasks.reportId} = ${maintenanceReports.id})`;

const tasksToDo = sql<number>`(select count(*)::int from ${reportTasks}
  where ${reportTasks.reportId} = ${maintenanceReports.id} and ${reportTasks.status} = 'todo')`;

const media = sql<number>`(select count(*)::int from ${reportMedia}
  where ${reportMedia.reportId} = ${maintenanceReports.id} and ${reportMedia.deletedAt} is null)`;

export const maintenanceReportsResource = defineAdminResource({
  name: 'maintenance-reports',
  group: 'records',
  privilege: 'maintenance:read',
  table: maintenanceReports,
  joins: [{ table: users, on: eq(users.id, maintenanceReports.technicianId), type: 'inner' }],
  id: maintenanceReports.id,
  personalData: true,
  titleField: 'technician',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { key: 'technician', type: 'email', sql: users.email, list: true, search: 'prefix' },
    { key: 'status', type: 'enum', sql: maintenanceReports.status, options: reportStatuses, list: true, filter: 'in' },
    { key: 'tasks', type: 'integer', sql: tasks, list: true },
    { key: 'tasksToDo', type: 'integer', sql: tasksToDo, list: true },
    { key: 'media', type: 'integer', sql: media },
    { key: 'summary', type: 'text', sql: maintenanceReports.summary },
    { key: 'recommendations', type: 'json', sql: maintenanceReports.recommendations },
    { key: 'mileageKm', type: 'integer', sql: maintenanceReports.mileageKm },
    { key: 'nextServiceDate', type: 'text', sql: sql<string | null>`${maintenanceReports.nextServiceDate}::text` },
    { key: 'nextServiceKm', type: 'integer', sql: maintenanceReports.nextServiceKm },
    { key: 'completedAt', type: 'datetime', sql: maintenanceReports.completedAt, list: true },
    { key: 'technicianId', type: 'id', sql: maintenanceReports.technicianId, ref: 'users' },
    { key: 'vehicleId', type: 'id', sql: maintenanceReports.vehicleId, ref: 'vehicles' },
    {
      key: 'requestId',
      type: 'id',
      sql: maintenanceReports.requestId,
      ref: 'maintenance-requests',
      filter: 'equals',
    },
    {
      key: 'createdAt',
      type: 'datetime',
      sql: maintenanceReports.createdAt,
      list: true,
      sortable: true,
      filter: 'date-range',
    },
    { key: 'updatedAt', type: 'datetime', sql: maintenanceReports.updatedAt },
  ],
});
