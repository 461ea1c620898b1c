import { useFormikContext } from 'formik';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SupplierProfileDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { translateMessage } from '../../../lib/error-text.ts';
import { missingNow, type SupplierProfileValues } from '../lib/profile-values.ts';

/** What the profile still lacks before it can be submitted, as the form stands now (it shortens as it is filled in). */
function MissingNow() {
  const { t } = useTranslation('spare-parts');
  const { values } = useFormikContext<SupplierProfileValues>();
  const missing = missingNow(values);
  if (missing.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('profile.missing.none')}
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t('profile.missing.title')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="missing-items">
        {missing.map((item) => (
          <li key={item.field}>
            <span className="font-semibold">{t(`profile.fields.${item.field}`)}:</span>{' '}
            {translateMessage(t, item.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where the profile stands, in words: a new one's first steps, a draft's or a rejected one's (with the reason) and
 * what is still missing, the wait while an admin reviews it, an approved supplier's standing and whether changed
 * business details are being checked.
 */
export function SupplierStatusPanel({ profile }: { profile: SupplierProfileDto }) {
  const { t } = useTranslation('spare-parts');
  switch (profile.status) {
    case 'draft':
      return (
        <div className="space-y-3">
          {profile.savedAt === null && (
            <Alert tone="info" title={t('profile.states.new.title')}>
              {t('profile.states.new.body')}
            </Alert>
          )}
          <MissingNow />
        </div>
      );
    case 'rejected':
      return (
        <div className="space-y-3">
          <Alert tone="warning" title={t('profile.states.rejected.title')}>
            {profile.rejectionReason && (
              <p className="whitespace-pre-line" data-testid="rejection-reason">
                {t('profile.states.rejected.reason', { reason: profile.rejectionReason })}
              </p>
            )}
            <p className="mt-1">{t('profile.states.rejected.body')}</p>
          </Alert>
          <MissingNow />
        </div>
      );
    case 'submitted':
      return (
        <Alert tone="info" title={t('profile.states.submitted.title')}>
          {t('profile.states.submitted.body')}
        </Alert>
      );
    case 'approved':
      return (
        <div className="space-y-3">
          <Alert tone="success" title={t('profile.states.approved.title')}>
            {t('profile.states.approved.body')}
          </Alert>
          <p className="text-sm text-slate-600">
            {t(profile.changesUnderReview ? 'profile.changesUnderReview' : 'profile.identityNote')}
          </p>
        </div>
      );
  }
}
