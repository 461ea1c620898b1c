import { buildPath, formatCalendarDate, screens } from '@fleetcare/shared';
import { t, type Locale } from '../../../lib/i18n.ts';
import { notifyMany, type NotifyDeps } from '../../notifications/index.ts';
import { userLocale } from '../../users/index.ts';
import type { SparePartRequestRow } from './spare-part-requests.repository.ts';

/** Where a request is, as suppliers may be told before payment: the town and its LGA, never the street. */
export function areaOf(row: Pick<SparePartRequestRow, 'town' | 'lga' | 'state'>): string {
  return [row.town, row.lga].filter((part): part is string => Boolean(part)).join(', ') || (row.state ?? '');
}

/** Where a supplier's notice about a request opens: the request as they may see it. */
const invitedRequestPath = (row: Pick<SparePartRequestRow, 'id'>) =>
  buildPath(screens.invitedSparePartRequest, { sparePartRequestId: row.id });

/** The parts named in a notice: the first three names, and how many more. */
export function partsOf(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} (+${names.length - 3})` : shown;
}

/** An invitation's text in `locale`: the area, the parts and the needed-by day, nothing of the customer. */
export function invitationText(locale: Locale, row: SparePartRequestRow, partNames: readonly string[]): string {
  return t(locale, 'notices:spareParts.invited', {
    area: areaOf(row),
    parts: partsOf(partNames),
    date: row.neededBy ? formatCalendarDate(row.neededBy, locale, 'medium') : '',
  });
}

/**
 * Tells invited suppliers, each in their language (live, push, e-mail or SMS as their settings for parts allow).
 * Call it after the commit; a failure is logged, never thrown.
 */
export async function notifyInvitedSuppliers(
  deps: NotifyDeps,
  supplierIds: readonly string[],
  row: SparePartRequestRow,
  partNames: readonly string[],
): Promise<void> {
  if (supplierIds.length === 0) return;
  try {
    const byLocale = new Map<Locale, string[]>();
    for (const id of supplierIds) {
      const locale = await userLocale(deps, id);
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), id]);
    }
    for (const [locale, ids] of byLocale) {
      await notifyMany(deps, ids, {
        kind: 'plain',
        category: 'parts',
        message: invitationText(locale, row, partNames),
        actionPath: invitedRequestPath(row),
      });
    }
  } catch (error) {
    deps.logger.error({ err: error, requestId: row.id }, 'spare-part invitation notification failed');
  }
}

/** What invited suppliers are told when a request closes before anyone was paid. */
export type ClosingNotice = 'canceled' | 'expired';

/**
 * Tells the suppliers invited to a request that it closed (canceled by its customer, or expired), each in their
 * language, by its area only. Call it after the commit; a failure is logged, never thrown.
 */
export async function notifyClosedToSuppliers(
  deps: NotifyDeps,
  supplierIds: readonly string[],
  row: SparePartRequestRow,
  notice: ClosingNotice,
): Promise<void> {
  if (supplierIds.length === 0) return;
  try {
    const byLocale = new Map<Locale, string[]>();
    for (const id of supplierIds) {
      const locale = await userLocale(deps, id);
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), id]);
    }
    for (const [locale, ids] of byLocale) {
      const message = t(locale, `notices:spareParts.${notice}`, { area: areaOf(row) });
      await notifyMany(deps, ids, { kind: 'plain', category: 'parts', message, actionPath: invitedRequestPath(row) });
    }
  } catch (error) {
    deps.logger.error({ err: error, requestId: row.id, notice }, 'spare-part closing notification failed');
  }
}

/** Tells the customer their request expired, in their language. A failure is logged, never thrown. */
export async function notifyCustomerExpired(
  deps: NotifyDeps,
  row: SparePartRequestRow,
  partNames: readonly string[],
): Promise<void> {
  try {
    const locale = await userLocale(deps, row.customerId);
    const message = t(locale, 'notices:spareParts.expiredCustomer', {
      parts: partsOf(partNames),
      date: row.neededBy ? formatCalendarDate(row.neededBy, locale, 'medium') : '',
    });
    await notifyMany(deps, [row.customerId], {
      kind: 'plain',
      category: 'parts',
      message,
      actionPath: buildPath(screens.sparePartRequest, { sparePartRequestId: row.id }),
    });
  } catch (error) {
    deps.logger.error({ err: error, requestId: row.id }, 'spare-part expiry notification failed');
  }
}
