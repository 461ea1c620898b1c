import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-100" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}

export default NotFoundPage;
