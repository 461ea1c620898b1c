import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  technicianServiceAreaSchema,
  TECHNICIAN_LIMITS,
  type TechnicianInfoDto,
  type UpdateTechnicianInfoInput,
} from '@fleetcare/shared';
import { AddressField } from '../../../components/address/address-field.tsx';
import { addressFormValue, type AddressFormValue } from '../../../components/address/address-value.ts';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useUpdateTechnicianInfo } from '../api/technician-info.ts';
import { TechnicianProfileSection } from './technician-profile-section.tsx';

const schema = yup.object({ serviceArea: technicianServiceAreaSchema });

interface Values {
  serviceArea: { address: AddressFormValue; radiusKm: number | '' };
}

/** Base address and distance travelled; saving them sends them to review without stopping work. */
export function TechnicianAreaForm({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation(['technician-profile', 'technicians']);
  const update = useUpdateTechnicianInfo();
  const initialValues: Values = {
    serviceArea: { address: addressFormValue(info.serviceArea.address), radiusKm: info.serviceArea.radiusKm },
  };
  return (
    <TechnicianProfileSection title={t('area.title')} description={t('area.description')}>
      <Formik<Values>
        initialValues={initialValues}
        validate={validateWith<Values>(schema)}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await update.mutateAsync(schema.cast(values, { stripUnknown: true }) as UpdateTechnicianInfoInput);
            showToast(t('area.saved'));
          } catch (error) {
            applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
          }
        }}
      >
        <Form noValidate className="space-y-6">
          <FormError className="" />
          <AddressField name="serviceArea.address" legend={t('technicians:area.addressLegend')} />
          <FormTextField
            name="serviceArea.radiusKm"
            type="number"
            inputMode="numeric"
            min={TECHNICIAN_LIMITS.radiusKmMin}
            max={TECHNICIAN_LIMITS.radiusKmMax}
            label={t('technicians:fields.radius')}
            hint={t('technicians:area.radiusHint', {
              min: TECHNICIAN_LIMITS.radiusKmMin,
              max: TECHNICIAN_LIMITS.radiusKmMax,
            })}
            frameClassName="max-w-xs"
          />
          <SubmitButton size="md">{t('area.save')}</SubmitButton>
        </Form>
      </Formik>
    </TechnicianProfileSection>
  );
}
