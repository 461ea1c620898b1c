import { formatNaira, screens } from '@fleetcare/shared';
import { t, type Locale } from '../../../lib/i18n.ts';
import { notifyEach, type Notice, type NotifyDeps } from '../../notifications/index.ts';
import { userLocales } from '../../users/index.ts';
import { areaOf } from '../requests/invitation-notices.ts';
import type { SparePartRequestRow } from '../requests/spare-part-requests.repository.ts';
import { orderCommission } from './spare-part-orders.mapper.ts';
import { contactsOf } from './spare-part-orders.repository.ts';

/*
 * What the two sides of an order are told, each in their language, after the commit. Suppliers other than the paid
 * one read the area only. A failure is logged, never thrown: the change has happened.
 */

type Text = (locale: Locale, values: { amount: (kobo: number) => string; supplier: string; area: string }) => string;

/** Where a notice opens the request: the customer's request page, or the supplier's view of it. */
function pathFor(request: SparePartRequestRow, userId: string): string {
  const screen = userId === request.customerId ? screens.sparePartRequest : screens.invitedSparePartRequest;
  return screen.replace(':sparePartRequestId', encodeURIComponent(request.id));
}

/** Sends `texts` (one per user) in each user's language. */
async function tell(
  deps: NotifyDeps,
  request: SparePartRequestRow,
  texts: readonly { userId: string; text: Text }[],
  what: string,
): Promise<void> {
  if (texts.length === 0) return;
  try {
    const supplierId = request.supplierId;
    const [locales, contacts] = await Promise.all([
      userLocales(
        deps,
        texts.map((entry) => entry.userId),
      ),
      contactsOf(deps.db, supplierId ? [supplierId] : []),
    ]);
    const supplier = (supplierId && contacts.get(supplierId)?.businessName) || '';
    const area = areaOf(request);
    const notices: Notice[] = texts.map(({ userId, text }) => {
      const locale = locales.get(userId) ?? 'en';
      const amount = (kobo: number) => formatNaira(kobo, { locale });
      return {
        userId,
        input: {
          kind: 'plain',
          category: 'parts',
          message: text(locale, { amount, supplier, area }),
          actionPath: pathFor(request, userId),
        },
      };
    });
    await notifyEach(deps, notices);
  } catch (error) {
    deps.logger.error({ err: error, requestId: request.id, what }, 'spare-part order notification failed');
  }
}

/** Paid: the paid supplier (to send the parts), every other invited supplier (another was paid), the customer. */
export function tellPaid(deps: NotifyDeps, request: SparePartRequestRow, others: readonly string[]): Promise<void> {
  const total = request.total ?? 0;
  return tell(
    deps,
    request,
    [
      ...(request.supplierId
        ? [
            {
              userId: request.supplierId,
              text: ((locale, { amount, area }) =>
                t(locale, 'notices:spareParts.paidSupplier', { area, amount: amount(total) })) as Text,
            },
          ]
        : []),
      ...[...new Set(others)].map((userId) => ({
        userId,
        text: ((locale, { area }) => t(locale, 'notices:spareParts.lostSupplier', { area })) as Text,
      })),
      {
        userId: request.customerId,
        text: (locale, { amount, supplier }) =>
          t(locale, 'notices:spareParts.paidCustomer', { amount: amount(total), supplier }),
      },
    ],
    'paid',
  );
}

/** Canceled after payment: the paid supplier (not to send), and the customer (where the money is). */
export function tellCanceledPaid(
  deps: NotifyDeps,
  request: SparePartRequestRow,
  by: 'customer' | 'admin',
  reason: string | null,
): Promise<void> {
  const refunded = request.refundedAmount ?? request.total ?? 0;
  const texts: { userId: string; text: Text }[] = [
    {
      userId: request.customerId,
      text: (locale, { amount, supplier }) =>
        by === 'admin'
          ? t(locale, 'notices:spareParts.adminCanceledCustomer', {
              supplier,
              reason: reason ?? '',
              amount: amount(refunded),
            })
          : t(locale, 'notices:spareParts.canceledPaidCustomer', { supplier, amount: amount(refunded) }),
    },
  ];
  if (request.supplierId) {
    texts.push({
      userId: request.supplierId,
      text: (locale, { amount, area }) =>
        by === 'admin'
          ? t(locale, 'notices:spareParts.adminCanceledSupplier', {
              area,
              reason: reason ?? '',
              amount: amount(refunded),
            })
          : t(locale, 'notices:spareParts.canceledPaidSupplier', { area, amount: amount(refunded) }),
    });
  }
  return tell(deps, request, texts, 'canceled-paid');
}

/** The supplier dispatched or delivered: the customer is told (with the dispatch note). */
export function tellSupplyStep(
  deps: NotifyDeps,
  request: SparePartRequestRow,
  step: 'dispatched' | 'delivered',
): Promise<void> {
  return tell(
    deps,
    request,
    [
      {
        userId: request.customerId,
        text: (locale, { supplier }) =>
          t(locale, `notices:spareParts.${step}`, { supplier, note: request.dispatchNote ?? '' }),
      },
    ],
    step,
  );
}

/** Completed: the supplier is told what reached their wallet; after an auto-completion the customer too. */
export function tellCompleted(
  deps: NotifyDeps,
  request: SparePartRequestRow,
  by: 'confirm' | 'auto-complete',
): Promise<void> {
  const payout = (request.total ?? 0) - orderCommission(request);
  const texts: { userId: string; text: Text }[] = [];
  if (request.supplierId) {
    texts.push({
      userId: request.supplierId,
      text: (locale, { amount, area }) =>
        t(
          locale,
          by === 'confirm' ? 'notices:spareParts.completedSupplier' : 'notices:spareParts.autoCompletedSupplier',
          {
            area,
            amount: amount(payout),
          },
        ),
    });
  }
  if (by === 'auto-complete') {
    texts.push({
      userId: request.customerId,
      text: (locale, { supplier }) => t(locale, 'notices:spareParts.autoCompletedCustomer', { supplier }),
    });
  }
  return tell(deps, request, texts, by);
}
