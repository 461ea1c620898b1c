import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { technicianSkillsSchema, technicianTrades, TECHNICIAN_LIMITS, type TechnicianInfoDto } from '@fleetcare/shared';
import { FormTextField } from '../../../../components/form/form-fields.tsx';
import { FormError } from '../../../../components/form/form-status.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useServiceCatalogue } from '../../api/service-catalogue.ts';
import { canEditStep } from '../../lib/registration-flow.ts';
import { ChoiceChips } from '../choice-chips.tsx';
import { FormStepNav } from '../step-layout.tsx';
import { useStepForm } from './use-step-form.ts';

const schema = yup.object({ skills: technicianSkillsSchema });

/** The catalogue's services as chips (a service saved earlier that left the catalogue stays, by its slug). */
function ServiceChoices({ saved }: { saved: string[] }) {
  const { t } = useTranslation('technicians');
  const catalogue = useServiceCatalogue();
  if (catalogue.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('skills.servicesLoading')}
      </p>
    );
  }
  if (catalogue.isError) {
    return (
      <LoadError
        title={t('skills.servicesLoadError')}
        error={catalogue.error}
        onRetry={() => void catalogue.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const known = new Set(catalogue.data.map((service) => service.slug));
  const options = [
    ...catalogue.data.map((service) => ({ value: service.slug, label: service.name })),
    ...saved.filter((slug) => !known.has(slug)).map((slug) => ({ value: slug, label: slug })),
  ];
  return (
    <ChoiceChips
      name="skills.services"
      legend={t('fields.services')}
      hint={t('fields.servicesHint')}
      options={options}
    />
  );
}

/** Step 2: trades, the catalogue's services offered, and years of experience. */
export function SkillsStep({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  const editable = canEditStep(info, 'skills');
  const initialValues = {
    skills: {
      trades: [...info.skills.trades] as string[],
      services: info.skills.services,
      yearsExperience: info.skills.yearsExperience ?? '',
    },
  };
  const form = useStepForm<typeof initialValues>('skills', schema);
  const trades = technicianTrades.map((trade) => ({ value: trade, label: t(`trades.${trade}`) }));
  return (
    <Formik initialValues={initialValues} {...form}>
      <Form noValidate>
        <FormError />
        <fieldset disabled={!editable} className="space-y-6">
          <ChoiceChips
            name="skills.trades"
            legend={t('fields.trades')}
            hint={t('fields.tradesHint')}
            options={trades}
          />
          <ServiceChoices saved={info.skills.services} />
          <FormTextField
            name="skills.yearsExperience"
            type="number"
            inputMode="numeric"
            min={0}
            max={TECHNICIAN_LIMITS.yearsExperienceMax}
            label={t('fields.yearsExperience')}
            frameClassName="max-w-48"
          />
        </fieldset>
        <FormStepNav step="skills" editable={editable} />
      </Form>
    </Formik>
  );
}
