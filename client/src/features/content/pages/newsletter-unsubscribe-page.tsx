import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useUnsubscribeFromNewsletter } from '../api/newsletter.ts';
import { RequestCallButton } from '../components/contact-card.tsx';

function ResultCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-3 space-y-3 text-slate-600">{children}</div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row [&>*]:w-full sm:[&>*]:w-auto">{actions}</div>
    </section>
  );
}

function InvalidLink() {
  const { t } = useTranslation('content');
  return (
    <ResultCard
      icon={<MailX className="size-7" aria-hidden />}
      title={t('unsubscribe.invalidTitle')}
      actions={
        <>
          <ButtonLink to="/">{t('unsubscribe.home')}</ButtonLink>
          <RequestCallButton variant="secondary" />
        </>
      }
    >
      <p>{t('unsubscribe.invalidBody')}</p>
    </ResultCard>
  );
}

/** Opened from the link in a newsletter e-mail: unsubscribes once and says so (repeating it is harmless). */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation('content');
  usePageMeta(t('unsubscribe.pageTitle'));
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const hasLink = Boolean(email && token);
  const unsubscribe = useUnsubscribeFromNewsletter();
  const sent = useRef(false);

  useEffect(() => {
    // Send once, even when StrictMode runs effects twice.
    if (!hasLink || sent.current) return;
    sent.current = true;
    unsubscribe.mutate({ email, token });
  }, [hasLink, email, token, unsubscribe]);

  if (!hasLink) return <InvalidLink />;
  if (unsubscribe.isSuccess) {
    return (
      <ResultCard
        icon={<MailCheck className="size-7" aria-hidden />}
        title={t('unsubscribe.doneTitle')}
        actions={<ButtonLink to="/">{t('unsubscribe.resubscribe')}</ButtonLink>}
      >
        <p role="status">{t('unsubscribe.doneBody', { email: unsubscribe.data.email })}</p>
        <p>{t('unsubscribe.resubscribeHint')}</p>
      </ResultCard>
    );
  }
  if (unsubscribe.isError) {
    const error = unsubscribe.error;
    const linkProblem = isApiError(error) && (error.code === 'LINK_INVALID' || error.code === 'VALIDATION_FAILED');
    if (linkProblem) return <InvalidLink />;
    return (
      <ResultCard
        icon={<MailX className="size-7" aria-hidden />}
        title={t('unsubscribe.failedTitle')}
        actions={
          <>
            <Button onClick={() => unsubscribe.mutate({ email, token })}>{t('retry')}</Button>
            <ButtonLink to="/" variant="secondary">
              {t('unsubscribe.home')}
            </ButtonLink>
          </>
        }
      >
        <p role="alert">{t('unsubscribe.failedBody')}</p>
      </ResultCard>
    );
  }
  return <PageLoader />;
}

export default NewsletterUnsubscribePage;
