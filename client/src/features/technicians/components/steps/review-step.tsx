import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TechnicianInfoDto } from '@fleetcare/shared';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorText, translateMessage } from '../../../../lib/error-text.ts';
import { formatInstant } from '../../../../lib/format.ts';
import { refreshTechnicianInfo, useSubmitApplication } from '../../api/technician-info.ts';
import { editModeOf } from '../../lib/registration-flow.ts';
import { refusedItems } from '../../lib/submit-refusal.ts';
import { APPLICATION_STATUS_PATH } from '../../paths.ts';
import { ApplicationSummary } from '../application-summary.tsx';
import { MissingList } from '../missing-list.tsx';
import { LinkStepNav } from '../step-layout.tsx';

/** Why the submit was refused: every missing item the server named, each leading to its step. */
function SubmitRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('technicians');
  if (!isApiError(error) || error.code !== 'TECHNICIAN_APPLICATION_INCOMPLETE') {
    return <Alert tone="error">{errorText(t, error)}</Alert>;
  }
  const { items, others } = refusedItems(error);
  return (
    <Alert tone="error" title={errorText(t, error)}>
      <div className="mt-2 space-y-2">
        {items.length > 0 && <MissingList items={items} />}
        {others.map((message) => (
          <p key={message}>{translateMessage(t, message)}</p>
        ))}
      </div>
    </Alert>
  );
}

/** The submit, or why there is none now (waiting for review, approved, stopped, too soon after a rejection). */
function SubmitArea({ info }: { info: TechnicianInfoDto }) {
  const { t, i18n } = useTranslation('technicians');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const mode = editModeOf(info);
  if (mode !== 'edit') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t(`review.noSubmit.${mode}`)}</p>
        <ButtonLink to={APPLICATION_STATUS_PATH} variant="secondary">
          {t('review.seeStatus')}
        </ButtonLink>
      </div>
    );
  }
  const reapplyAfter = info.application.reapplyAfter;
  const tooSoon = info.status === 'rejected' && reapplyAfter !== null && new Date(reapplyAfter) > new Date();
  const send = () =>
    submit.mutate(undefined, {
      onSuccess: () => void navigate(APPLICATION_STATUS_PATH),
      // What was missing may have changed elsewhere: the list above follows the server.
      onError: () => void refreshTechnicianInfo(queryClient),
    });
  const complete = info.missing.length === 0;
  return (
    <div className="space-y-4">
      {submit.isError && <SubmitRefusal error={submit.error} />}
      {tooSoon && (
        <Alert tone="warning">
          {t('review.reapplyAfter', {
            date: formatInstant(reapplyAfter, i18n.resolvedLanguage, { style: 'longDate' }),
          })}
        </Alert>
      )}
      <p className="text-sm text-slate-700">{complete ? t('review.readyBody') : t('review.notReadyBody')}</p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        onClick={send}
        disabled={submit.isPending || tooSoon}
        aria-busy={submit.isPending}
      >
        {submit.isPending ? <Spinner /> : <Send className="size-4" aria-hidden />}
        {info.status === 'incomplete' ? t('review.submit') : t('review.resubmit')}
      </Button>
    </div>
  );
}

/** Step 10: everything at a glance with Edit links, what is still missing, and the submit. */
export function ReviewStep({ info }: { info: TechnicianInfoDto }) {
  const { t } = useTranslation('technicians');
  return (
    <div className="space-y-8">
      {info.missing.length > 0 && (
        <section aria-labelledby="review-missing" className="space-y-3">
          <h2 id="review-missing" className="text-lg font-semibold text-slate-900">
            {t('review.missingTitle', { count: info.missing.length })}
          </h2>
          <MissingList items={info.missing} />
        </section>
      )}
      <section aria-labelledby="review-summary" className="space-y-3">
        <h2 id="review-summary" className="text-lg font-semibold text-slate-900">
          {t('review.summaryTitle')}
        </h2>
        <ApplicationSummary info={info} editLabel={t('review.edit')} />
      </section>
      <section aria-labelledby="review-submit" className="space-y-3 border-t border-slate-200 pt-6">
        <h2 id="review-submit" className="text-lg font-semibold text-slate-900">
          {t('review.submitTitle')}
        </h2>
        <SubmitArea info={info} />
      </section>
      <LinkStepNav step="review" />
    </div>
  );
}
