import { useTranslation } from 'react-i18next';
import type { SparePartItemDto } from '@fleetcare/shared';

/** One part as a request asks for it: its name and quantity, part number, category, the grades accepted, notes. */
export function ItemDetails({ item }: { item: SparePartItemDto }) {
  const { t } = useTranslation('spare-parts');
  return (
    <div className="min-w-0">
      <p className="break-words font-semibold text-slate-900">
        {item.name} <span className="font-normal text-slate-600">× {item.quantity}</span>
      </p>
      <p className="mt-0.5 text-sm text-slate-700">
        {t(`categories.${item.category}`)}
        {item.partNumber && <> · {t('items.partNumberShort', { number: item.partNumber })}</>}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('items.gradesLabel')}>
        {item.grades.map((grade) => (
          <li key={grade} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
            {t(`grades.${grade}`)}
          </li>
        ))}
      </ul>
      {item.notes && <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-600">{item.notes}</p>}
    </div>
  );
}
