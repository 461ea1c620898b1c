import { Form, Formik, type FormikHelpers } from 'formik';
import { Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  referenceRelationships,
  technicianReferenceSchema,
  TECHNICIAN_LIMITS,
  type TechnicianInfoDto,
  type TechnicianReferenceDto,
  type TechnicianReferenceInput,
} from '@fleetcare/shared';
import { FormSelectField, FormTextField } from '../../../../components/form/form-fields.tsx';
import { CallError, FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formatInstant } from '../../../../lib/format.ts';
import { useDeleteReference, useSubmitReference } from '../../api/technician-info.ts';
import { canEditStep } from '../../lib/registration-flow.ts';
import { PhoneFields } from '../../../../components/form/phone-fields.tsx';
import { ReferenceStateBadge } from '../reference-state-badge.tsx';
import { LinkStepNav } from '../step-layout.tsx';

/** One reference with where their answer stands. */
function ReferenceRow({ reference, onDelete }: { reference: TechnicianReferenceDto; onDelete?: () => void }) {
  const { t, i18n } = useTranslation('technicians');
  const language = i18n.resolvedLanguage;
  const when =
    reference.state === 'waiting'
      ? t('references.answerBy', { date: formatInstant(reference.expiresAt, language, { style: 'date' }) })
      : reference.answeredAt
        ? t('references.answeredOn', { date: formatInstant(reference.answeredAt, language, { style: 'date' }) })
        : t('references.expiredOn', { date: formatInstant(reference.expiresAt, language, { style: 'date' }) });
  return (
    <li className="flex flex-wrap items-start gap-3 p-3" data-testid="reference">
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-words font-medium text-slate-900">{reference.name}</p>
          <ReferenceStateBadge state={reference.state} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {t(`relationships.${reference.relationship}`)} · {t('references.yearsKnown', { count: reference.yearsKnown })}
        </p>
        <p className="break-all text-sm text-slate-600">
          {reference.phone.dialCode} {reference.phone.number} · {reference.email}
        </p>
        <p className="text-sm text-slate-500">{when}</p>
      </div>
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          className="text-red-700"
          aria-label={t('references.deleteNamed', { name: reference.name })}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('references.delete')}
        </Button>
      )}
    </li>
  );
}

const emptyReference = {
  name: '',
  phone: { dialCode: '+234', number: '' },
  email: '',
  relationship: '',
  yearsKnown: '' as number | '',
};
type ReferenceValues = typeof emptyReference;

/** Adds a reference; they are sent a text and an e-mail with a link to answer. */
function AddReferenceForm() {
  const { t } = useTranslation('technicians');
  const add = useSubmitReference();
  const submit = async (values: ReferenceValues, helpers: FormikHelpers<ReferenceValues>) => {
    helpers.setStatus(undefined);
    try {
      await add.mutateAsync(technicianReferenceSchema.cast(values) as TechnicianReferenceInput);
      showToast(t('references.added', { name: values.name.trim() }));
      helpers.resetForm();
    } catch (error) {
      applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
    }
  };
  return (
    <Formik initialValues={emptyReference} validate={validateWith(technicianReferenceSchema)} onSubmit={submit}>
      <Form noValidate className="space-y-4">
        <FormError className="" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="name" label={t('fields.referenceName')} autoComplete="off" />
          <FormTextField name="email" type="email" label={t('fields.email')} autoComplete="off" />
          <PhoneFields name="phone" legend={t('fields.phone')} />
          <FormSelectField name="relationship" label={t('fields.relationship')}>
            <option value="" disabled>
              {t('fields.relationshipChoose')}
            </option>
            {referenceRelationships.map((relationship) => (
              <option key={relationship} value={relationship}>
                {t(`relationships.${relationship}`)}
              </option>
            ))}
          </FormSelectField>
          <FormTextField
            name="yearsKnown"
            type="number"
            inputMode="numeric"
            min={0}
            max={TECHNICIAN_LIMITS.referenceYearsKnownMax}
            label={t('fields.yearsKnown')}
          />
        </div>
        <SubmitButton size="md" className="w-full sm:w-auto">
          <UserPlus className="size-4" aria-hidden />
          {t('references.add')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}

/** Step 8: at least two people who vouch for the technician; each answers through a link sent to them. */
export function ReferencesStep({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  const editable = canEditStep(info, 'references');
  const remove = useDeleteReference();
  const [deleting, setDeleting] = useState<TechnicianReferenceDto>();
  const { references } = info;
  const short = TECHNICIAN_LIMITS.referencesMin - references.length;
  return (
    <div className="space-y-6">
      <section aria-labelledby="references-list" className="space-y-3">
        <h2 id="references-list" className="text-lg font-semibold text-slate-900">
          {t('references.listTitle')}
        </h2>
        {short > 0 && <p className="text-sm text-slate-600">{t('references.needMore', { count: short })}</p>}
        <CallError error={remove.error} />
        {references.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {references.map((reference) => (
              <ReferenceRow
                key={reference._id}
                reference={reference}
                onDelete={editable ? () => setDeleting(reference) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      {editable && (
        <section aria-labelledby="references-add" className="space-y-3 rounded-xl bg-slate-50 p-4">
          <h2 id="references-add" className="text-lg font-semibold text-slate-900">
            {t('references.addTitle')}
          </h2>
          {references.length >= TECHNICIAN_LIMITS.referencesMax ? (
            <p className="text-sm text-slate-600">{t('references.full', { max: TECHNICIAN_LIMITS.referencesMax })}</p>
          ) : (
            <>
              <p className="text-sm text-slate-600">{t('references.addIntro')}</p>
              <AddReferenceForm />
            </>
          )}
        </section>
      )}
      <LinkStepNav step="references" />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('references.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('references.deleteBody')}
        confirmLabel={t('references.delete')}
        cancelLabel={t('cancel')}
        danger
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, { onSettled: () => setDeleting(undefined) });
        }}
      />
    </div>
  );
}
