import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { RequestEditor } from '../components/request-editor.tsx';

/**
 * /dashboard/spare-parts/spare-part-requests/new: a new request. Its first save (a draft, a part added, or a
 * submission) creates it; a saved draft then opens in the edit form, so a reload cannot create it twice.
 */
export function NewRequestPage() {
  const { t } = useTranslation('spare-parts');
  usePageMeta(t('form.newTitle'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('form.newTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('form.newIntro')}</p>
      <div className="mt-6">
        <RequestEditor />
      </div>
    </div>
  );
}

export default NewRequestPage;
