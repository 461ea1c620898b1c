import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonitorSmartphone } from 'lucide-react';
import type { SessionDeviceDto } from '@fleetcare/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { countryName, formatInstant } from '../../../../lib/format.ts';
import { useEndSession, useMySessions } from '../../api/sessions.ts';
import { SettingsSection } from '../settings-section.tsx';

function DeviceRow({
  device,
  onEnd,
  ending,
}: {
  device: SessionDeviceDto;
  onEnd: (device: SessionDeviceDto) => void;
  ending: boolean;
}) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage;
  const label = device.device ?? t('activity.unknownDevice');
  const when = (iso: string) => formatInstant(iso, language);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-900">
            <span className="break-words">{label}</span>
            {device.current && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('devices.thisDevice')}
              </span>
            )}
          </p>
          <p className="mt-0.5 text-xs text-slate-600">
            {[
              device.country && (countryName(device.country, language) ?? device.country),
              t('devices.lastUsed', { date: when(device.lastUsedAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-xs text-slate-500">{t('devices.signedIn', { date: when(device.createdAt) })}</p>
        </div>
      </div>
      {!device.current && (
        <Button
          variant="secondary"
          className="w-full shrink-0 sm:w-auto"
          // The visible words first, then which device: "End session (Chrome on Android)".
          aria-label={`${t('devices.end')} (${label})`}
          disabled={ending}
          aria-busy={ending}
          onClick={() => onEnd(device)}
        >
          {ending && <Spinner />}
          {t('devices.end')}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in: this device first marked as such, the others each with a way to end their
 * session (after a confirmation); ending one signs that device out at once.
 */
export function SignedInDevices() {
  const { t } = useTranslation(['settings', 'errors']);
  const devices = useMySessions();
  const end = useEndSession();
  const [chosen, setChosen] = useState<SessionDeviceDto | null>(null);
  const list = devices.data ?? [];
  const ordered = [...list.filter((device) => device.current), ...list.filter((device) => !device.current)];
  const chosenLabel = chosen?.device ?? t('activity.unknownDevice');

  const confirmEnd = () => {
    if (!chosen) return;
    end.mutate(chosen._id, {
      onSuccess: () => showToast(t('devices.ended', { device: chosenLabel })),
      onError: (error) => {
        // Ended meanwhile (on that device, or from another tab): the list is out of date, not the action.
        if (isApiError(error) && error.code === 'NOT_FOUND') {
          showToast(t('devices.alreadyEnded'));
          void devices.refetch();
        } else {
          showToast(errorText(t, error), 'error');
        }
      },
      onSettled: () => setChosen(null),
    });
  };

  return (
    <SettingsSection id="devices" title={t('devices.title')} description={t('devices.description')}>
      {devices.isPending ? (
        <div className="flex justify-center py-6" role="status">
          <Spinner className="size-6 text-brand-700" />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : devices.isError ? (
        <LoadError
          title={t('devices.loadError')}
          error={devices.error}
          retryLabel={t('devices.retry')}
          onRetry={() => void devices.refetch()}
        />
      ) : (
        <>
          <ul className="-my-4 divide-y divide-slate-100" aria-label={t('devices.title')}>
            {ordered.map((device) => (
              <DeviceRow
                key={device._id}
                device={device}
                onEnd={setChosen}
                ending={end.isPending && end.variables === device._id}
              />
            ))}
          </ul>
          {ordered.every((device) => device.current) && (
            <div className="mt-6">
              <EmptyState title={t('devices.onlyThis')} tone="muted">
                {t('devices.onlyThisBody')}
              </EmptyState>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={t('devices.confirmTitle')}
        description={t('devices.confirmBody', { device: chosenLabel })}
        confirmLabel={t('devices.confirm')}
        cancelLabel={t('devices.cancel')}
        danger
        pending={end.isPending}
        onConfirm={confirmEnd}
      />
    </SettingsSection>
  );
}
