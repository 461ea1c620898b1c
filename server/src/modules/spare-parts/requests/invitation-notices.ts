import { formatCalendarDate } from '@fleetcare/shared';
import { t, type Locale } from '../../../lib/i18n.ts';
import { notifyMany, type NotifyDeps } from '../../notifications/index.ts';
import { userLocale } from '../../users/index.ts';
import type { SparePartRequestRow } from './spare-part-requests.repository.ts';

/** Where a request is, as suppliers may be told before payment: the town and its LGA, never the street. */
export function areaOf(row: Pick<SparePartRequestRow, 'town' | 'lga' | 'state'>): string {
  return [row.town, row.lga].filter((part): part is string => Boolean(part)).join(', ') || (row.state ?? '');
}

/** The parts named in a notice: the first three names, and how many more. */
function partsOf(names: readonly string[]): string {
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
      });
    }
  } catch (error) {
    deps.logger.error({ err: error, requestId: row.id }, 'spare-part invitation notification failed');
  }
}
