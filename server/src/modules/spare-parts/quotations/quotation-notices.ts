import { formatNaira, screens } from '@fleetcare/shared';
import { t } from '../../../lib/i18n.ts';
import { notify, type NotifyDeps } from '../../notifications/index.ts';
import { userLocale } from '../../users/index.ts';
import { partsOf } from '../requests/invitation-notices.ts';

/** What the customer is told of a committed quotation: a new one, or a revision with the total it replaced. */
export type QuotationNotice = { kind: 'received' } | { kind: 'revised'; previousTotal: number };

/**
 * Tells the request's customer of a supplier's new or revised quotation, in their language (live, and by push,
 * e-mail or SMS as their settings for parts allow): the business's name, the parts and the total; it opens the
 * request's page, where the quotations are compared. Call it after the commit; a failure is logged, never thrown.
 */
export async function notifyCustomerOfQuotation(
  deps: NotifyDeps,
  customerId: string,
  quotation: { id: string; requestId: string; total: number; businessName: string; partNames: readonly string[] },
  notice: QuotationNotice,
): Promise<void> {
  try {
    const locale = await userLocale(deps, customerId);
    const values = {
      supplier: quotation.businessName,
      parts: partsOf(quotation.partNames),
      total: formatNaira(quotation.total, { locale }),
    };
    const message =
      notice.kind === 'received'
        ? t(locale, 'notices:spareParts.quotationReceived', values)
        : t(locale, 'notices:spareParts.quotationRevised', {
            ...values,
            previousTotal: formatNaira(notice.previousTotal, { locale }),
          });
    await notify(deps, customerId, {
      kind: 'plain',
      category: 'parts',
      message,
      actionPath: screens.sparePartRequest.replace(':sparePartRequestId', encodeURIComponent(quotation.requestId)),
    });
  } catch (error) {
    deps.logger.error({ err: error, quotationId: quotation.id }, 'spare-part quotation notification failed');
  }
}
