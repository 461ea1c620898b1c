import { correctMileageSchema, setMileageSchema, type VehicleDto } from '@fleetcare/shared';
import { Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxInput } from '../../../../components/ui/field.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useCorrectTotalMileage, useSetTotalMileage } from '../../api/mileage.ts';
import { FormTextArea, FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../../components/form/server-errors.ts';
import { formatKm } from '../../../../lib/format.ts';
import { numberOrNull } from '../parts/request-id.ts';

interface MileageValues {
  valueKm: string | number;
  /** The user says the last reading was wrong (always so when the new value is lower). */
  correcting: boolean;
  correctionReason: string;
}

const CORRECTION_REASON_REQUIRED = 'validation:correctionReasonRequired';

/** Lower than the last reading: only as a correction, with its reason. */
function isBelow(values: MileageValues, currentKm: number | null): boolean {
  const value = numberOrNull(values.valueKm);
  return currentKm !== null && value !== null && !Number.isNaN(value) && value < currentKm;
}

function isCorrection(values: MileageValues, currentKm: number | null): boolean {
  return currentKm !== null && (values.correcting || isBelow(values, currentKm));
}

function CorrectionFields({ currentKm }: { currentKm: number | null }) {
  const { t, i18n } = useTranslation('vehicle-records');
  const { values, setFieldValue } = useFormikContext<MileageValues>();
  if (currentKm === null) return null;
  const below = isBelow(values, currentKm);
  return (
    <>
      {below ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('mileage.belowNotice', { km: formatKm(currentKm, i18n.resolvedLanguage) })}
        </p>
      ) : (
        <CheckboxInput
          label={t('mileage.correctingLabel')}
          checked={values.correcting}
          onChange={(event) => void setFieldValue('correcting', event.target.checked)}
        />
      )}
      {(below || values.correcting) && (
        <FormTextArea
          name="correctionReason"
          label={t('mileage.correctionReason')}
          hint={t('mileage.correctionReasonHint')}
          maxLength={500}
          rows={2}
        />
      )}
    </>
  );
}

function SubmitLabel({ currentKm }: { currentKm: number | null }) {
  const { t } = useTranslation('vehicle-records');
  const { values } = useFormikContext<MileageValues>();
  return (
    <SubmitButton size="md">
      {isCorrection(values, currentKm) ? t('mileage.saveCorrection') : t('mileage.save')}
    </SubmitButton>
  );
}

/**
 * Logging the odometer: a new reading may not be lower than the last one; a lower value (or a checked "the last
 * reading was wrong") corrects the latest reading instead, and needs a reason.
 */
export function MileageForm({ vehicle }: { vehicle: VehicleDto }) {
  const { t, i18n } = useTranslation(['vehicle-records', 'validation', 'errors']);
  const set = useSetTotalMileage(vehicle._id);
  const correct = useCorrectTotalMileage(vehicle._id);
  const currentKm = vehicle.totalMileageKm;

  const setRequest = (values: MileageValues) => ({
    vehicleId: vehicle._id,
    valueKm: numberOrNull(values.valueKm) ?? undefined,
  });
  const correctRequest = (values: MileageValues) => ({
    ...setRequest(values),
    correctionReason: values.correctionReason.trim() || undefined,
  });

  const validate = async (values: MileageValues): Promise<FormikErrors<MileageValues>> => {
    if (!isCorrection(values, currentKm)) return validateWith(setMileageSchema, setRequest)(values);
    const errors = await validateWith(correctMileageSchema, correctRequest)(values);
    if (isBelow(values, currentKm) && !values.correctionReason.trim()) {
      errors.correctionReason ??= CORRECTION_REASON_REQUIRED;
    }
    return errors;
  };

  return (
    <Formik<MileageValues>
      initialValues={{ valueKm: '', correcting: false, correctionReason: '' }}
      validate={validate}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          if (isCorrection(values, currentKm)) {
            await correct.mutateAsync(
              await correctMileageSchema.validate(correctRequest(values), { stripUnknown: true }),
            );
            showToast(t('mileage.corrected'));
          } else {
            await set.mutateAsync(await setMileageSchema.validate(setRequest(values), { stripUnknown: true }));
            showToast(t('mileage.saved'));
          }
          helpers.resetForm();
        } catch (error) {
          applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
        }
      }}
    >
      <Form noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900">{t('mileage.formTitle')}</h3>
        <FormError className="" />
        <FormTextField
          name="valueKm"
          label={t('mileage.valueKm')}
          type="number"
          inputMode="numeric"
          min={0}
          frameClassName="sm:max-w-xs"
          hint={
            currentKm === null
              ? t('mileage.firstReadingHint')
              : t('mileage.lastReadingHint', { km: formatKm(currentKm, i18n.resolvedLanguage) })
          }
        />
        <CorrectionFields currentKm={currentKm} />
        <SubmitLabel currentKm={currentKm} />
      </Form>
    </Formik>
  );
}
