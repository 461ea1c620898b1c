import { Check, Copy, KeyRound, RefreshCw, Unplug } from 'lucide-react';
import { API_PREFIX, vehiclesApi, type ObdDeviceTokenDto, type VehicleDto } from '@fleetcare/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useCreateObdToken, useRevokeObdToken } from '../../api/obd.ts';
import { errorText } from '../../../../lib/error-text.ts';

const exampleBody = JSON.stringify(
  {
    readings: [
      {
        timestamp: '2026-03-05T08:30:00Z',
        odometerKm: 45210,
        speedKmh: 0,
        rpm: 800,
        coolantTempC: 88,
        fuelLevelPct: 62,
        batteryVoltage: 13.9,
        troubleCodes: ['P0301'],
      },
    ],
  },
  null,
  2,
);

/** The token, shown this once: copy it, and how a device sends readings with it. */
function NewToken({ created, onDone }: { created: ObdDeviceTokenDto; onDone: () => void }) {
  const { t } = useTranslation('vehicle-records');
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const tokenId = useId();
  useEffect(() => heading.current?.focus(), []);
  const endpoint = `${window.location.origin}${API_PREFIX}${vehiclesApi.ingestObdReadings.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      showToast(t('obd.copyFailed'), 'error');
    }
  };
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h4 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {t('obd.newTokenTitle')}
      </h4>
      <p className="text-sm text-amber-950">{t('obd.newTokenOnce')}</p>
      <div>
        <label htmlFor={tokenId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('obd.token')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={tokenId}
            readOnly
            value={created.token}
            onFocus={(event) => event.target.select()}
            className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900"
          />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? t('obd.copied') : t('obd.copy')}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {copied ? t('obd.copied') : ''}
        </p>
      </div>
      <details className="rounded-lg bg-white p-3 text-sm text-slate-800">
        <summary className="cursor-pointer font-semibold">{t('obd.howTitle')}</summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            {t('obd.howEndpoint')} <code className="break-all rounded bg-slate-100 px-1">POST {endpoint}</code>
          </li>
          <li>
            {t('obd.howHeader')}{' '}
            <code className="break-all rounded bg-slate-100 px-1">
              Authorization: Bearer {t('obd.tokenPlaceholder')}
            </code>
          </li>
          <li>{t('obd.howBody')}</li>
        </ol>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{exampleBody}</pre>
        <p className="mt-2">{t('obd.howLimits')}</p>
      </details>
      <Button onClick={onDone}>{t('obd.newTokenDone')}</Button>
    </div>
  );
}

/** The vehicle's OBD device: whether one is set up (by the token's last characters), a new token, revoking it. */
export function ObdDevice({ vehicle, canEdit }: { vehicle: VehicleDto; canEdit: boolean }) {
  const { t } = useTranslation(['vehicle-records', 'errors']);
  const create = useCreateObdToken(vehicle._id);
  const revoke = useRevokeObdToken(vehicle._id);
  const [created, setCreated] = useState<ObdDeviceTokenDto | null>(null);
  const [confirm, setConfirm] = useState<'replace' | 'revoke' | null>(null);

  const generate = () =>
    create.mutate(undefined, {
      onSuccess: (token) => {
        setConfirm(null);
        setCreated(token);
      },
      onError: (error) => {
        setConfirm(null);
        showToast(errorText(t, error), 'error');
      },
    });

  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        showToast(t('obd.revoked'));
      },
      onError: (error) => {
        setConfirm(null);
        showToast(errorText(t, error), 'error');
      },
    });

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 className="font-semibold text-slate-900">{t('obd.deviceTitle')}</h3>
      {created ? (
        <NewToken created={created} onDone={() => setCreated(null)} />
      ) : (
        <>
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <KeyRound className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            {vehicle.obdDevice ? t('obd.deviceSet', { hint: vehicle.obdDevice.tokenHint }) : t('obd.deviceNone')}
          </p>
          {canEdit && (
            <div className="flex flex-col gap-2 sm:flex-row">
              {vehicle.obdDevice ? (
                <>
                  <Button variant="secondary" onClick={() => setConfirm('replace')}>
                    <RefreshCw className="size-4" aria-hidden />
                    {t('obd.replace')}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirm('revoke')}>
                    <Unplug className="size-4" aria-hidden />
                    {t('obd.revoke')}
                  </Button>
                </>
              ) : (
                <Button onClick={generate} disabled={create.isPending} aria-busy={create.isPending}>
                  {create.isPending ? <Spinner /> : <KeyRound className="size-4" aria-hidden />}
                  {t('obd.generate')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'revoke' ? t('obd.revokeTitle') : t('obd.replaceTitle')}
        description={confirm === 'revoke' ? t('obd.revokeBody') : t('obd.replaceBody')}
        confirmLabel={confirm === 'revoke' ? t('obd.revokeConfirm') : t('obd.replaceConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirm === 'revoke' ? stop : generate}
        pending={create.isPending || revoke.isPending}
        danger={confirm === 'revoke'}
      />
    </div>
  );
}
