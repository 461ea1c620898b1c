import { useTranslation } from 'react-i18next';
import { credentialKinds, TECHNICIAN_LIMITS, type TechnicianInfoDto } from '@fleetcare/shared';
import { canEditStep } from '../../lib/registration-flow.ts';
import { CredentialList } from '../credential-list.tsx';
import { CredentialUploadForm } from '../credential-upload-form.tsx';
import { LinkStepNav } from '../step-layout.tsx';

/** The kinds this step takes: every paper but the ID document (the identity step's). */
const papers = credentialKinds.filter((kind) => kind !== 'id-document');

/** Step 7: trade-test and other certificates, the driver's licence; each uploaded as it is added. */
export function CredentialsStep({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  const editable = canEditStep(info, 'credentials');
  const credentials = info.credentials.filter((credential) => credential.kind !== 'id-document');
  const full = info.credentials.length >= TECHNICIAN_LIMITS.credentialsMax;
  return (
    <div className="space-y-6">
      <section aria-labelledby="credentials-list" className="space-y-3">
        <h2 id="credentials-list" className="text-lg font-semibold text-slate-900">
          {t('credentials.listTitle')}
        </h2>
        <CredentialList credentials={credentials} editable={editable} emptyText={t('credentials.none')} />
      </section>
      {editable && (
        <section aria-labelledby="credentials-add" className="space-y-3 rounded-xl bg-slate-50 p-4">
          <h2 id="credentials-add" className="text-lg font-semibold text-slate-900">
            {t('credentials.addTitle')}
          </h2>
          {full ? (
            <p className="text-sm text-slate-600">{t('credentials.full', { max: TECHNICIAN_LIMITS.credentialsMax })}</p>
          ) : (
            <CredentialUploadForm kinds={papers} submitLabel={t('credentials.upload')} />
          )}
        </section>
      )}
      <LinkStepNav step="credentials" />
    </div>
  );
}
