import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartGrade, QuotationLabourDto, QuotationPartDto } from '@fleetcare/shared';
import { formatMoney } from '../../../lib/format.ts';

const gradeTone: Record<PartGrade, string> = {
  'new-oem': 'bg-brand-100 text-brand-900',
  'new-aftermarket': 'bg-sky-100 text-sky-900',
  tokunbo: 'bg-amber-100 text-amber-900',
};

/** One line of a list of terms and amounts (a `dl`): the label on the left, the amount on the right; `strong` for a total. */
export function AmountRow({
  label,
  children,
  strong = false,
  loose = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  /** More room above and below (a receipt, a settlement). */
  loose?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${loose ? 'py-1.5' : 'py-1'}`}>
      <dt className={`min-w-0 ${strong ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>{label}</dt>
      <dd className={`shrink-0 text-right tabular-nums text-slate-900 ${strong ? 'font-bold' : 'font-medium'}`}>
        {children}
      </dd>
    </div>
  );
}

/** The labour lines of a quotation or a surcharge: the service and its amount. */
export function LabourLines({ labour }: { labour: QuotationLabourDto[] }) {
  const { i18n } = useTranslation();
  return (
    <dl>
      {labour.map((line, index) => (
        <AmountRow key={`${line.service}-${index}`} label={line.name}>
          {formatMoney(line.amount, i18n.resolvedLanguage)}
        </AmountRow>
      ))}
    </dl>
  );
}

/** The parts of a quotation or a surcharge: quantity and name, the grade as a chip, and the amount. */
export function PartLines({ parts }: { parts: QuotationPartDto[] }) {
  const { t, i18n } = useTranslation('maintenance');
  return (
    <ul>
      {parts.map((part, index) => (
        <li key={`${part.name}-${index}`} className="flex items-start justify-between gap-3 py-1">
          <span className="min-w-0">
            <span className="block break-words text-slate-700">
              {t('show.quotations.partLine', { quantity: part.quantity, name: part.name })}
            </span>
            <span
              className={`mt-0.5 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${gradeTone[part.grade]}`}
            >
              {t(`show.quotations.grades.${part.grade}`)}
            </span>
          </span>
          <span className="shrink-0 font-medium tabular-nums text-slate-900">
            {formatMoney(part.amount, i18n.resolvedLanguage)}
          </span>
        </li>
      ))}
    </ul>
  );
}
