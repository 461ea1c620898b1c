import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuotationDto } from '@fleetcare/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { QuotationCard } from './quotation-card.tsx';

/**
 * The quotations side by side: the live ones in a row that scrolls sideways with snap on a phone (each card most
 * of the screen's width, the next one peeking) and wraps into columns on wider screens, lowest total first as the
 * server sends them; each with Decline and "Accept and pay" while the request can be booked. The booked one stands
 * alone above; declined, withdrawn and expired ones are folded away below.
 */
export function QuotationComparison({
  quotations,
  timeZone,
  canBook,
  onAccept,
  onDecline,
}: {
  quotations: QuotationDto[];
  timeZone: string;
  canBook: boolean;
  onAccept: (quotation: QuotationDto) => void;
  onDecline: (quotation: QuotationDto) => void;
}) {
  const { t } = useTranslation('maintenance');
  const live = quotations.filter((quotation) => quotation.status === 'submitted');
  const accepted = quotations.filter((quotation) => quotation.status === 'accepted');
  const others = quotations.filter((quotation) => quotation.status !== 'submitted' && quotation.status !== 'accepted');
  return (
    <div className="space-y-4">
      {accepted.map((quotation) => (
        <div key={quotation._id} className="max-w-md">
          <QuotationCard quotation={quotation} timeZone={timeZone} />
        </div>
      ))}
      {live.length === 0 ? (
        canBook && <EmptyState title={t('show.quotations.none')}>{t('show.quotations.noneBody')}</EmptyState>
      ) : (
        <>
          {live.length > 1 && <p className="text-sm text-slate-600 md:hidden">{t('show.quotations.scrollHint')}</p>}
          <ul
            aria-label={t('show.quotations.listLabel')}
            className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 md:mx-0 md:grid md:snap-none md:grid-cols-2 md:overflow-visible md:px-0 xl:grid-cols-3"
          >
            {live.map((quotation) => (
              <li key={quotation._id} className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none">
                <QuotationCard
                  quotation={quotation}
                  timeZone={timeZone}
                  actions={
                    canBook && (
                      <>
                        <Button onClick={() => onAccept(quotation)}>{t('show.quotations.accept')}</Button>
                        <Button variant="secondary" onClick={() => onDecline(quotation)}>
                          {t('show.quotations.decline')}
                        </Button>
                      </>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {others.length > 0 && (
        <details className="group rounded-xl border border-slate-200 bg-white">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-medium text-slate-800">
            {t('show.quotations.others', { count: others.length })}
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <ul className="grid gap-3 p-4 pt-0 md:grid-cols-2 xl:grid-cols-3">
            {others.map((quotation) => (
              <li key={quotation._id}>
                <QuotationCard quotation={quotation} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
