import { CircleCheck, CircleX, Clock, LinkIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TECHNICIAN_LIMITS, type ReferenceAnswer, type ReferenceRequestDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useAnswerReference, useReferenceRequest } from '../api/reference-request.ts';

/** The page's card: an icon, a title and what it says. */
function Frame({ icon, title, children }: { icon: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-4 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** The one answer: yes or no, and an optional comment. */
function AnswerForm({ token, request }: { token: string; request: ReferenceRequestDto }) {
  const { t } = useTranslation('technicians');
  const id = useId();
  const answer = useAnswerReference();
  const [choice, setChoice] = useState<ReferenceAnswer>();
  const [comment, setComment] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setUnchosen(true);
      return;
    }
    answer.mutate({ token, answer: choice, comment });
  };
  const options: { value: ReferenceAnswer; label: string }[] = [
    { value: 'confirmed', label: t('referenceCheck.yes') },
    { value: 'denied', label: t('referenceCheck.no') },
  ];
  return (
    <form onSubmit={send} noValidate className="space-y-5">
      <fieldset aria-describedby={unchosen ? `${id}-choose` : undefined}>
        <legend className="font-semibold text-slate-900">
          {t('referenceCheck.question', { name: request.applicantName })}
        </legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                choice === option.value
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type="radio"
                name="answer"
                value={option.value}
                checked={choice === option.value}
                onChange={() => {
                  setChoice(option.value);
                  setUnchosen(false);
                }}
                className="size-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        {unchosen && (
          <p id={`${id}-choose`} className="mt-2 text-sm text-red-700">
            {t('referenceCheck.choose')}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('referenceCheck.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={TECHNICIAN_LIMITS.reasonMax}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className={inputClass}
        />
        <p className="mt-1.5 text-sm text-slate-500">{t('referenceCheck.commentHint')}</p>
      </div>
      {answer.isError && <Alert tone="error">{errorText(t, answer.error)}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={answer.isPending} aria-busy={answer.isPending}>
        {answer.isPending && <Spinner />}
        {t('referenceCheck.send')}
      </Button>
      <p className="text-sm text-slate-500">{t('referenceCheck.once')}</p>
    </form>
  );
}

/** The request's current state: waiting for the answer, answered, or gone. */
function RequestState({ token, request }: { token: string; request: ReferenceRequestDto }) {
  const { t, i18n } = useTranslation('technicians');
  const date = (value: string) => formatInstant(value, i18n.resolvedLanguage, { style: 'longDate' });
  const about = (
    <p>
      {t('referenceCheck.about', {
        reference: request.referenceName,
        name: request.applicantName,
        relationship: t(`relationships.${request.relationship}`).toLowerCase(),
        count: request.yearsKnown,
      })}
    </p>
  );
  if (request.state === 'expired') {
    return (
      <Frame icon={<Clock className="size-6" aria-hidden />} title={t('referenceCheck.expiredTitle')}>
        <p>{t('referenceCheck.expiredBody', { name: request.applicantName, date: date(request.expiresAt) })}</p>
      </Frame>
    );
  }
  if (request.state !== 'waiting') {
    return (
      <Frame
        icon={
          request.state === 'confirmed' ? (
            <CircleCheck className="size-6" aria-hidden />
          ) : (
            <CircleX className="size-6" aria-hidden />
          )
        }
        title={t('referenceCheck.answeredTitle')}
      >
        <p data-testid="reference-answer">
          {t(`referenceCheck.answered.${request.state}`, {
            name: request.applicantName,
            date: request.answeredAt ? date(request.answeredAt) : '',
          })}
        </p>
        <p>{t('referenceCheck.answeredBody')}</p>
      </Frame>
    );
  }
  return (
    <Frame
      icon={<CircleCheck className="size-6" aria-hidden />}
      title={t('referenceCheck.title', { name: request.applicantName })}
    >
      {about}
      <p className="text-sm text-slate-600">{t('referenceCheck.why', { name: request.applicantName })}</p>
      <AnswerForm token={token} request={request} />
      <p className="text-sm text-slate-500">{t('referenceCheck.answerBy', { date: date(request.expiresAt) })}</p>
    </Frame>
  );
}

/**
 * /technician/reference-check?token=…: the public page a reference's link opens (no sign-in). It names the
 * applicant and how they know each other, and takes one answer; an expired, answered or broken link says so.
 */
export function ReferenceCheckPage() {
  const { t } = useTranslation('technicians');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const request = useReferenceRequest(token);
  if (token === '' || (request.isError && isApiError(request.error) && request.error.status < 500)) {
    const expired = isApiError(request.error) && request.error.code === 'REFERENCE_LINK_EXPIRED';
    return (
      <Frame
        icon={<LinkIcon className="size-6" aria-hidden />}
        title={expired ? t('referenceCheck.expiredTitle') : t('referenceCheck.invalidTitle')}
      >
        <p>{expired ? t('referenceCheck.expiredGeneric') : t('referenceCheck.invalidBody')}</p>
      </Frame>
    );
  }
  if (request.isError) {
    return (
      <Frame icon={<LinkIcon className="size-6" aria-hidden />} title={t('referenceCheck.loadErrorTitle')}>
        <Alert tone="error">{errorText(t, request.error)}</Alert>
        <Button variant="secondary" onClick={() => void request.refetch()}>
          {t('retry')}
        </Button>
      </Frame>
    );
  }
  if (!request.data) {
    return (
      <div role="status" className="mx-auto flex max-w-xl items-center gap-3 px-4 py-16 text-slate-600">
        <Spinner className="size-5" />
        {t('loading')}
      </div>
    );
  }
  return <RequestState token={token} request={request.data} />;
}

export default ReferenceCheckPage;
