import { useTranslation } from 'react-i18next';
import { technicianTrades, TECHNICIAN_LIMITS } from '@fleetcare/shared';
import { FormTextField } from '../../../components/form/form-fields.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useServiceCatalogue } from '../api/service-catalogue.ts';
import { ChoiceChips } from './choice-chips.tsx';

/** The catalogue's services as chips; a service saved earlier that has left the catalogue stays, by its slug. */
function ServiceChoices({ saved }: { saved: readonly string[] }) {
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

/**
 * The skills section's fields (trades, the catalogue's services, years of experience) inside a Formik form whose
 * values hold `skills`: the registration's step and the profile page show the same ones.
 */
export function SkillsFields({ savedServices }: { savedServices: readonly string[] }) {
  const { t } = useTranslation('technicians');
  const trades = technicianTrades.map((trade) => ({ value: trade, label: t(`trades.${trade}`) }));
  return (
    <>
      <ChoiceChips name="skills.trades" legend={t('fields.trades')} hint={t('fields.tradesHint')} options={trades} />
      <ServiceChoices saved={savedServices} />
      <FormTextField
        name="skills.yearsExperience"
        type="number"
        inputMode="numeric"
        min={0}
        max={TECHNICIAN_LIMITS.yearsExperienceMax}
        label={t('fields.yearsExperience')}
        frameClassName="max-w-48"
      />
    </>
  );
}
