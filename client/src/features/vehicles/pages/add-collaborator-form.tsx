import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { addCollaboratorSchema, collaboratorRoles, type VehicleDto } from '@fleetcare/shared';
import { showToast } from '../../../components/ui/toast.tsx';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, toApiError, validateWith } from '../../../components/form/server-errors.ts';
import { useAddCollaborator } from '../api/collaborators.ts';
import { useVehicleLabel } from '../lib/use-vehicle-label.ts';

interface AddCollaboratorValues {
  email: string;
  role: string;
}

/** Share the vehicle: an existing account's e-mail and view or edit rights (the server says if there is none). */
export function AddCollaboratorForm({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation(['vehicles', 'users', 'validation', 'errors']);
  const add = useAddCollaborator();
  const label = useVehicleLabel()(vehicle);
  const toRequest = (values: AddCollaboratorValues) => ({ ...values, vehicleId: vehicle._id });
  return (
    <Formik<AddCollaboratorValues>
      initialValues={{ email: '', role: 'view' }}
      validate={validateWith(addCollaboratorSchema, toRequest)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const request = await addCollaboratorSchema.validate(toRequest(values), { stripUnknown: true });
          await add.mutateAsync(request);
          showToast(t('collaborators.added', { email: request.email, label }));
          helpers.resetForm();
        } catch (error) {
          // No account with that address: say so on the field itself.
          if (toApiError(error).code === 'NOT_FOUND') helpers.setFieldError('email', t('collaborators.unknownEmail'));
          else applyServerError(error, values, helpers);
        }
      }}
    >
      <Form noValidate className="space-y-4">
        <FormError />
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <FormTextField
            name="email"
            type="email"
            label={t('collaborators.email')}
            hint={t('collaborators.emailHint')}
            autoComplete="off"
            inputMode="email"
          />
          <FormSelectField name="role" label={t('collaborators.role')}>
            {collaboratorRoles.map((role) => (
              <option key={role} value={role}>
                {t(`collaborators.roles.${role}`)}
              </option>
            ))}
          </FormSelectField>
        </div>
        <SubmitButton className="w-full sm:w-auto">{t('collaborators.add')}</SubmitButton>
      </Form>
    </Formik>
  );
}
