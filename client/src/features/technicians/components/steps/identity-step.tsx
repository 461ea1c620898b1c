import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as yup from 'yup';
import { technicianIdentitySchema, type TechnicianInfoDto } from '@fleetcare/shared';
import { FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { canEditStep, missingOf } from '../../lib/registration-flow.ts';
import { registrationStepPath } from '../../paths.ts';
import { CredentialList } from '../credential-list.tsx';
import { CredentialUploadForm } from '../credential-upload-form.tsx';
import { FormStepNav } from '../step-layout.tsx';
import { useStepForm } from './use-step-form.ts';

const schema = yup.object({ identity: technicianIdentitySchema });

interface Values {
  identity: { nin: string };
}

/**
 * The NIN, saved with Next. A NIN saved before is shown hidden but for its last digits; leaving the field empty
 * keeps it.
 */
function NinForm({ info, editable }: { info: TechnicianInfoDto; editable: boolean }) {
  const { t } = useTranslation('technicians');
  const navigate = useNavigate();
  const formId = useId();
  const form = useStepForm<Values>('identity', schema);
  const saved = info.identity.ninMasked;
  const keepsSaved = (values: Values) => saved !== null && values.identity.nin.trim() === '';
  const validate = (values: Values) => (keepsSaved(values) ? {} : form.validate(values));
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (keepsSaved(values)) await navigate(registrationStepPath('credentials'));
    else await form.onSubmit(values, helpers);
  };
  return (
    <Formik<Values> initialValues={{ identity: { nin: '' } }} validate={validate} onSubmit={onSubmit}>
      <div>
        {/* The ID document's upload is a form of its own, so it sits outside this one; Next submits this one. */}
        <Form id={formId} noValidate>
          <FormError />
          <fieldset disabled={!editable}>
            <FormTextField
              name="identity.nin"
              label={t('fields.nin')}
              hint={saved ? t('identity.ninSaved', { nin: saved }) : t('identity.ninHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              placeholder={saved ?? '12345678901'}
              frameClassName="max-w-sm"
            />
          </fieldset>
        </Form>
        <section aria-labelledby={`${formId}-document`} className="mt-8 space-y-4">
          <h2 id={`${formId}-document`} className="text-lg font-semibold text-slate-900">
            {t('identity.documentTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('identity.documentIntro')}</p>
          <IdDocuments info={info} editable={editable} />
        </section>
        <FormStepNav step="identity" editable={editable} form={formId} />
      </div>
    </Formik>
  );
}

function IdDocuments({ info, editable }: { info: TechnicianInfoDto; editable: boolean }) {
  const { t } = useTranslation('technicians');
  const documents = info.credentials.filter((credential) => credential.kind === 'id-document');
  return (
    <>
      <CredentialList credentials={documents} editable={editable} emptyText={t('identity.noDocument')} />
      {editable && (
        <div className="rounded-xl bg-slate-50 p-4">
          <CredentialUploadForm
            kinds={['id-document']}
            defaultTitle={t('identity.documentDefaultTitle')}
            submitLabel={t('identity.upload')}
          />
        </div>
      )}
    </>
  );
}

/** Step 6: the National Identification Number and a photo of an ID document. */
export function IdentityStep({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  const editable = canEditStep(info, 'identity');
  const missing = missingOf(info, 'identity');
  return (
    <div className="space-y-4">
      {missing.length > 0 && (
        <Alert tone="info">
          <ul className="list-inside list-disc">
            {missing.map((item) => (
              <li key={item.field}>{t(item.message)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <NinForm info={info} editable={editable} />
    </div>
  );
}
