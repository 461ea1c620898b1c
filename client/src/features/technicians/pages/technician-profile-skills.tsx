import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  technicianSkillsSchema,
  technicianTrades,
  TECHNICIAN_LIMITS,
  type TechnicianInfoDto,
  type UpdateTechnicianInfoInput,
} from '@fleetcare/shared';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-status.tsx';
import { applyServerError, validateWith } from '../../../components/form/server-errors.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useServiceCatalogue } from '../api/service-catalogue.ts';
import { useUpdateTechnicianInfo } from '../api/technician-info.ts';
import { ChoiceChips } from '../components/choice-chips.tsx';
import { TechnicianProfileSection } from './technician-profile-section.tsx';

const schema = yup.object({ skills: technicianSkillsSchema });

/** The catalogue's services as chips; a service saved earlier that has left the catalogue stays, by its slug. */
function ServiceChoices({ saved }: { saved: readonly string[] }) {
  const { t } = useTranslation(['technicians', 'technician-profile']);
  const catalogue = useServiceCatalogue();
  if (catalogue.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('technicians:skills.servicesLoading')}
      </p>
    );
  }
  if (catalogue.isError) {
    return (
      <LoadError
        title={t('technicians:skills.servicesLoadError')}
        error={catalogue.error}
        onRetry={() => void catalogue.refetch()}
        retryLabel={t('technician-profile:retry')}
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
      legend={t('technicians:fields.services')}
      hint={t('technicians:fields.servicesHint')}
      options={options}
    />
  );
}

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
  const trades = technicianTrades.map((trade) => ({ value: trade, label: t(`technicians:trades.${trade}`) }));
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
          <ChoiceChips
            name="skills.trades"
            legend={t('technicians:fields.trades')}
            hint={t('technicians:fields.tradesHint')}
            options={trades}
          />
          <ServiceChoices saved={info.skills.services} />
          <FormTextField
            name="skills.yearsExperience"
            type="number"
            inputMode="numeric"
            min={0}
            max={TECHNICIAN_LIMITS.yearsExperienceMax}
            label={t('technicians:fields.yearsExperience')}
            frameClassName="max-w-48"
          />
          <SubmitButton size="md">{t('skills.save')}</SubmitButton>
        </Form>
      </Formik>
    </TechnicianProfileSection>
  );
}
