import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFaq } from '../api/faq.ts';
import { ContactCard, RequestCallButton } from '../components/contact-card.tsx';
import { countEntries, FaqList, FaqSkeleton, FaqTopicLinks } from '../components/faq-list.tsx';
import { FaqSearch, useSearchQuery } from '../components/faq-search.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** With this many answers or fewer, a search shows them open. */
const OPEN_RESULTS_UP_TO = 4;

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('help.noResultsTitle', { query })}</h2>
      <p className="mx-auto mt-2 max-w-[50ch] text-slate-600">{t('help.noResultsBody')}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <RequestCallButton />
        <Button variant="secondary" onClick={onClear} className="w-full sm:w-auto">
          {t('help.showAll')}
        </Button>
      </div>
    </div>
  );
}

export function HelpPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('help.title'), t('help.description'));
  const [query, setQuery] = useSearchQuery();
  const faq = useFaq(query);
  const topics = faq.data ?? [];
  const found = countEntries(topics);
  // The answers on screen belong to the current search only once the new ones have arrived.
  const searching = faq.isPlaceholderData;

  return (
    <>
      <PageHeader title={t('help.title')} wide>
        <p>{t('help.intro')}</p>
        <div className="mt-6">
          <FaqSearch query={query} onSearch={setQuery} />
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div className="min-w-0" aria-busy={faq.isPending || searching}>
          <p role="status" className={query && found > 0 && !searching ? 'mb-6 text-sm text-slate-600' : 'sr-only'}>
            {faq.isPending || searching
              ? t('help.searching')
              : query && faq.isSuccess
                ? t('help.resultCount', { count: found, query })
                : ''}
          </p>
          {faq.isPending ? (
            <FaqSkeleton />
          ) : faq.isError && !faq.data ? (
            <Alert
              tone="error"
              title={t('help.loadFailed')}
              action={
                <Button variant="secondary" onClick={() => void faq.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          ) : found === 0 && query ? (
            <NoResults query={query} onClear={() => setQuery('')} />
          ) : found === 0 ? (
            <p className="text-slate-600">{t('help.empty')}</p>
          ) : (
            <div className={searching ? 'opacity-60 transition-opacity' : undefined}>
              {!query && (
                <div className="mb-10">
                  <FaqTopicLinks topics={topics} />
                </div>
              )}
              <FaqList key={query} topics={topics} openAll={Boolean(query) && found <= OPEN_RESULTS_UP_TO} />
            </div>
          )}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ContactCard />
        </div>
      </div>
    </>
  );
}

export default HelpPage;
