import type { TechnicianInfoDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { CallError } from '../../../components/form/form-status.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useUpdateTechnicianInfo } from '../api/technician-info.ts';
import { TechnicianProfileSection } from './technician-profile-section.tsx';

/**
 * The availability switch: on duty, requests come; off duty, none do. It shows the saved state, and while the
 * change is being saved it waits (a second tap does nothing).
 */
export function TechnicianDutySwitch({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technician-profile');
  const update = useUpdateTechnicianInfo();
  const on = info.onDuty;
  const toggle = () =>
    update.mutate(
      { onDuty: !on },
      { onSuccess: (saved) => showToast(t(saved.onDuty ? 'duty.turnedOn' : 'duty.turnedOff')) },
    );
  return (
    <TechnicianProfileSection
      title={t('duty.title')}
      description={t(on ? 'duty.onBody' : 'duty.offBody')}
      action={
        <div className="flex shrink-0 flex-col items-end gap-1">
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-label={t('duty.switch')}
            aria-busy={update.isPending}
            disabled={update.isPending}
            onClick={toggle}
            className={`relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full p-1 transition-colors disabled:cursor-wait disabled:opacity-70 ${
              on ? 'bg-brand-700' : 'bg-slate-300'
            }`}
          >
            <span
              aria-hidden
              className={`inline-flex size-6 items-center justify-center rounded-full bg-white text-brand-700 shadow transition-transform ${
                on ? 'translate-x-6' : 'translate-x-0'
              }`}
            >
              {update.isPending && <Spinner className="size-3.5" />}
            </span>
          </button>
          <span className={`text-sm font-semibold ${on ? 'text-brand-800' : 'text-slate-600'}`}>
            {t(on ? 'duty.on' : 'duty.off')}
          </span>
        </div>
      }
    >
      {update.isError ? <CallError error={update.error} /> : null}
    </TechnicianProfileSection>
  );
}
