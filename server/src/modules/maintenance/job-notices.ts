import { formatCalendarDate, maintenanceTimeWindows, zonedInstant } from '@fleetcare/shared';
import type { users } from '../../db/schema/index.ts';
import { t, type Locale } from '../../lib/i18n.ts';
import { notifyMany, type JobNotificationData, type NotifyDeps } from '../notifications/index.ts';
import { userLocale } from '../users/index.ts';
import type { MaintenanceRequestRow } from './maintenance-requests.repository.ts';

/*
 * What technicians are told about a request: the job notification when they are asked to quote (on submission and
 * in every later dispatch round), and plain notices when the request changes, is canceled or expires. They name the
 * area and the appointment, never the address.
 */

/** The customer as the job notices need them: their initials stand in for their photo. */
export type JobCustomer = Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>;

/**
 * Where a technician opens a job they were asked to quote for: the job page by the request's id (`?job=`; the page's
 * `?notification=` takes a notification's own id, which a job notification's link carries on the client).
 */
export const jobNotificationPath = (requestId: string) =>
  `/inspector/inspector-job-notification?job=${encodeURIComponent(requestId)}`;

/** Where a job is, as technicians may be told before booking: the town and its LGA, never the street. */
export function areaOf(row: Pick<MaintenanceRequestRow, 'town' | 'lga' | 'state'>): string {
  return [row.town, row.lga].filter((part): part is string => Boolean(part)).join(', ') || (row.state ?? '');
}

function initialsOf(customer: JobCustomer): string {
  return `${customer.firstName.trim().charAt(0)}${customer.lastName.trim().charAt(0)}`.toUpperCase();
}

export type JobNotice = 'jobOffered' | 'jobChanged' | 'jobCanceled' | 'jobCanceledByAdmin' | 'jobExpired';

/** A job notice's text in `locale`: the area, the day and the time window, and nothing of the address. */
export function jobNoticeText(locale: Locale, notice: JobNotice, row: MaintenanceRequestRow): string {
  return t(locale, `notices:maintenance.${notice}`, {
    area: areaOf(row),
    date: row.preferredDate ? formatCalendarDate(row.preferredDate, locale, 'medium') : '',
    window: row.timeWindow ? t(locale, `notices:maintenance.window.${row.timeWindow}`) : '',
  });
}

/**
 * Tells technicians about a request, each in their language: the job notification (kind job) when they are asked,
 * a plain one when the request changes, is canceled or expires. Call it after the commit; failures are logged,
 * never thrown.
 */
export async function notifyTechnicians(
  deps: NotifyDeps,
  technicianIds: readonly string[],
  notice: JobNotice,
  row: MaintenanceRequestRow,
  customer: JobCustomer,
): Promise<void> {
  if (technicianIds.length === 0) return;
  try {
    const byLocale = new Map<Locale, string[]>();
    for (const id of technicianIds) {
      const locale = await userLocale(deps, id);
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), id]);
    }
    const actionPath = jobNotificationPath(row.id);
    for (const [locale, ids] of byLocale) {
      const message = jobNoticeText(locale, notice, row);
      if (notice === 'jobOffered') {
        await notifyMany(deps, ids, {
          kind: 'job',
          category: 'bookings',
          message,
          actionPath,
          data: jobDataOf(row, customer),
        });
      } else {
        await notifyMany(deps, ids, { kind: 'plain', category: 'bookings', message, actionPath });
      }
    }
  } catch (error) {
    deps.logger.error({ err: error, requestId: row.id, notice }, 'maintenance job notification failed');
  }
}

/** The job notification's fields: the area (town, LGA or state) and the appointment, never the address line. */
function jobDataOf(row: MaintenanceRequestRow, customer: JobCustomer): JobNotificationData {
  const start =
    row.preferredDate && row.timeWindow
      ? zonedInstant(row.preferredDate, maintenanceTimeWindows[row.timeWindow].from, row.timeZone).toISOString()
      : '';
  return {
    orderId: row.id,
    accepted: false,
    declined: false,
    isJobStillAvailable: true,
    // The customer's photo is not shown to technicians before booking.
    avatarKey: null,
    initials: initialsOf(customer),
    jobSummary: { address: row.town ?? '', city: row.lga ?? row.state ?? '', zipCode: '', inspectionDate: start },
  };
}
