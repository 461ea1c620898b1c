import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationStep, TechnicianInfoDto } from '@fleetcare/shared';
import { formatCalendarDate, formatKm } from '../../../lib/format.ts';
import { useServiceCatalogue } from '../api/service-catalogue.ts';
import { missingOf } from '../lib/registration-flow.ts';
import { registrationStepPath } from '../paths.ts';
import { ReferenceStateBadge } from './reference-state-badge.tsx';

/** One section of the summary: its title, an Edit link to its step, and what was given (or that nothing was). */
function SummarySection({
  step,
  info,
  editLabel,
  children,
}: {
  step: RegistrationStep;
  info: TechnicianInfoDto;
  editLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('technicians');
  const incomplete = missingOf(info, step).length > 0;
  return (
    <section className="py-4 first:pt-0" aria-labelledby={`summary-${step}`} data-testid={`summary-${step}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 id={`summary-${step}`} className="min-w-0 pt-2.5 font-semibold text-slate-900">
          {t(`steps.${step}.title`)}
          {incomplete && <span className="ml-2 text-sm font-medium text-amber-800">{t('review.incomplete')}</span>}
        </h3>
        <Link
          to={registrationStepPath(step)}
          aria-label={t('review.editSection', { section: t(`steps.${step}.title`) })}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Pencil className="size-4" aria-hidden />
          {editLabel}
        </Link>
      </div>
      <div className="mt-1 space-y-1 break-words text-sm text-slate-700">{children}</div>
    </section>
  );
}

const none = (text: string) => <p className="text-slate-500">{text}</p>;

/** Everything the application holds, section by section, each with a link to change it. */
export function ApplicationSummary({ info, editLabel }: { info: TechnicianInfoDto; editLabel: string }) {
  const { t, i18n } = useTranslation('technicians');
  const language = i18n.resolvedLanguage;
  const catalogue = useServiceCatalogue();
  const serviceName = (slug: string) => catalogue.data?.find((service) => service.slug === slug)?.name ?? slug;
  const { personal, skills, serviceArea, availability } = info;
  const address = serviceArea.address;
  const idDocuments = info.credentials.filter((credential) => credential.kind === 'id-document');
  const papers = info.credentials.filter((credential) => credential.kind !== 'id-document');
  const section = (step: RegistrationStep, children: ReactNode) => (
    <SummarySection step={step} info={info} editLabel={editLabel}>
      {children}
    </SummarySection>
  );
  return (
    <div className="divide-y divide-slate-200">
      {section(
        'personal',
        <div className="flex items-start gap-3">
          {personal.avatarUrl && (
            <img src={personal.avatarUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />
          )}
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {personal.firstName} {personal.lastName}
            </p>
            <p>{personal.phone ? `${personal.phone.dialCode} ${personal.phone.number}` : t('review.noPhone')}</p>
            <p>
              {personal.dateOfBirth
                ? t('review.born', { date: formatCalendarDate(personal.dateOfBirth, language, 'medium') })
                : t('review.noDateOfBirth')}
            </p>
            {personal.bio && <p className="mt-1 whitespace-pre-line text-slate-600">{personal.bio}</p>}
          </div>
        </div>,
      )}
      {section(
        'skills',
        skills.trades.length === 0 ? (
          none(t('review.nothingYet'))
        ) : (
          <>
            <p>{skills.trades.map((trade) => t(`trades.${trade}`)).join(', ')}</p>
            <p>{skills.services.map(serviceName).join(', ')}</p>
            {skills.yearsExperience !== null && <p>{t('review.years', { count: skills.yearsExperience })}</p>}
          </>
        ),
      )}
      {section(
        'languages',
        info.languages.length === 0 ? (
          none(t('review.nothingYet'))
        ) : (
          <p>
            {info.languages
              .map((row) => `${t(`languageNames.${row.code}`)} (${t(`languageLevels.${row.level}`)})`)
              .join(', ')}
          </p>
        ),
      )}
      {section(
        'service-area',
        address ? (
          <>
            <p>
              {[address.line, address.town, address.lga === address.town ? null : address.lga, address.state]
                .filter(Boolean)
                .join(', ')}
            </p>
            {address.landmark && <p>{t('review.landmark', { landmark: address.landmark })}</p>}
            <p>{t('review.radius', { distance: formatKm(serviceArea.radiusKm, language) })}</p>
          </>
        ) : (
          none(t('review.nothingYet'))
        ),
      )}
      {section(
        'availability',
        availability.days.length === 0 ? (
          none(t('review.nothingYet'))
        ) : (
          <ul>
            {availability.days.map((day) => (
              <li key={day.day}>
                {t(`weekdays.${day.day}`)} {day.from}–{day.to}
              </li>
            ))}
          </ul>
        ),
      )}
      {section(
        'identity',
        <>
          <p>{info.identity.ninMasked ? t('review.nin', { nin: info.identity.ninMasked }) : t('review.noNin')}</p>
          <p>{t('review.idDocuments', { count: idDocuments.length })}</p>
        </>,
      )}
      {section(
        'credentials',
        papers.length === 0 ? (
          none(t('review.nothingYet'))
        ) : (
          <ul>
            {papers.map((paper) => (
              <li key={paper._id}>
                {paper.title} ({t(`credentialKinds.${paper.kind}`)})
              </li>
            ))}
          </ul>
        ),
      )}
      {section(
        'references',
        info.references.length === 0 ? (
          none(t('review.nothingYet'))
        ) : (
          <ul className="space-y-1">
            {info.references.map((reference) => (
              <li key={reference._id} className="flex flex-wrap items-center gap-2">
                <span>
                  {reference.name} ({t(`relationships.${reference.relationship}`)})
                </span>
                <ReferenceStateBadge state={reference.state} />
              </li>
            ))}
          </ul>
        ),
      )}
      {section('payout', <p>{t('payout.count', { count: info.payout.bankAccountCount })}</p>)}
    </div>
  );
}
