import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { technicianSkillsSchema, type TechnicianInfoDto } from '@fleetcare/shared';
import { FormError } from '../../../../components/form/form-status.tsx';
import { canEditStep } from '../../lib/registration-flow.ts';
import { SkillsFields } from '../skills-fields.tsx';
import { FormStepNav } from '../step-layout.tsx';
import { useStepForm } from './use-step-form.ts';

const schema = yup.object({ skills: technicianSkillsSchema });

/** Step 2: trades, the catalogue's services offered, and years of experience. */
export function SkillsStep({ info }: { info: TechnicianInfoDto }) {
  const editable = canEditStep(info, 'skills');
  const initialValues = {
    skills: {
      trades: [...info.skills.trades] as string[],
      services: info.skills.services,
      yearsExperience: info.skills.yearsExperience ?? '',
    },
  };
  const form = useStepForm<typeof initialValues>('skills', schema);
  return (
    <Formik initialValues={initialValues} {...form}>
      <Form noValidate>
        <FormError />
        <fieldset disabled={!editable} className="space-y-6">
          <SkillsFields savedServices={info.skills.services} />
        </fieldset>
        <FormStepNav step="skills" editable={editable} />
      </Form>
    </Formik>
  );
}
