import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatInstant, type SparePartOrderStepsDto } from '@fleetcare/shared';

/**
 * An order's steps in order (paid, dispatched with the supplier's note, delivered, completed), each done with its
 * time or still to come; an order canceled after payment ends with its refund. The last step is told to its reader:
 * the customer reads that the supplier was paid, the supplier that they were.
 */
export function OrderTimeline({ order, reader }: { order: SparePartOrderStepsDto; reader: 'customer' | 'supplier' }) {
  const own = reader === 'supplier' ? 'Supplier' : '';
  const { t, i18n } = useTranslation('spare-parts');
  const language = i18n.resolvedLanguage ?? 'en';
  const steps = [
    { key: 'paid', at: order.paidAt, note: null },
    { key: 'dispatched', at: order.dispatchedAt, note: order.dispatchNote },
    { key: 'delivered', at: order.deliveredAt, note: null },
    { key: 'completed', at: order.completedAt, note: null },
  ] as const;
  const shown = order.canceledAt ? steps.filter((step) => step.at) : steps;
  return (
    <ol className="space-y-3" aria-label={t('order.timeline')}>
      {shown.map((step) => (
        <li key={step.key} className="flex gap-3" data-testid={`order-step-${step.key}`}>
          {step.at ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          ) : (
            <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
          )}
          <div className="min-w-0">
            <p className={step.at ? 'font-medium text-slate-900' : 'text-slate-600'}>
              {t(step.key === 'completed' ? `order.steps.completed${own}` : `order.steps.${step.key}`)}
              <span className="sr-only">: {step.at ? t('order.done') : t('order.toCome')}</span>
            </p>
            {step.at && <p className="text-sm text-slate-600">{formatInstant(step.at, language)}</p>}
            {step.note && (
              <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
                {step.note}
              </p>
            )}
          </div>
        </li>
      ))}
      {order.canceledAt && (
        <li className="flex gap-3" data-testid="order-step-canceled">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{t(`order.steps.canceled${own}`)}</p>
            <p className="text-sm text-slate-600">{formatInstant(order.canceledAt, language)}</p>
          </div>
        </li>
      )}
    </ol>
  );
}
