import { useTranslation } from 'react-i18next';
import type { BookedTechnicianDto } from '@fleetcare/shared';
import { PhoneLink } from '../../../../components/ui/phone-link.tsx';
import { TechnicianBadge } from './technician-badge.tsx';

/** The booked technician: who is coming, and their phone to call. */
export function BookedTechnician({ technician }: { technician: BookedTechnicianDto }) {
  const { t } = useTranslation('maintenance');
  return (
    <section aria-labelledby="booked-technician" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 id="booked-technician" className="mb-3 text-lg font-semibold text-slate-900">
        {t('show.booked.title')}
      </h2>
      <TechnicianBadge technician={technician} />
      {technician.phone && <PhoneLink phone={technician.phone} />}
      <p className="mt-3 text-sm text-slate-700">{t('show.booked.body')}</p>
    </section>
  );
}
