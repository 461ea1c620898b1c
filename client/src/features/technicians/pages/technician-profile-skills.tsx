import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { technicianSkillsSchema, type TechnicianInfoDto, type UpdateTechnicianInfoInput } from '@fleetcare/shared';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useUpdateTechnicianInfo } from '../api/technician-info.ts';
import { SkillsFields } from '../components/skills-fields.tsx';
import { TechnicianProfileSection } from './technician-profile-section.tsx';

const schema = yup.object({ skills: technicianSkillsSchema });

/** Trades, services and years of experience; saving them sends them to review without stopping work. */
export function TechnicianSkillsForm({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation(['technician-profile', 'technicians']);
  const update = useUpdateTechnicianInfo();
  const initialValues = {
    skills: {
      trades: [...info.skills.trades] as string[],
      services: [...info.skills.services],
      yearsExperience: info.skills.yearsExperience ?? ('' as number | ''),
    },
  };
  type Values = typeof initialValues;
  return (
    <TechnicianProfileSection title={t('skills.title')} description={t('skills.description')}>
      <Formik<Values>
        initialValues={initialValues}
        validate={validateWith<Values>(schema)}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await update.mutateAsync(schema.cast(values, { stripUnknown: true }) as UpdateTechnicianInfoInput);
            showToast(t('skills.saved'));
          } catch (error) {
            applyServerError(error, values, helpers, { fieldsOfAnyCode: true });
          }
        }}
      >
        <Form noValidate className="space-y-6">
          <FormError className="" />
          <SkillsFields savedServices={info.skills.services} />
          <SubmitButton size="md">{t('skills.save')}</SubmitButton>
        </Form>
      </Formik>
    </TechnicianProfileSection>
  );
}
