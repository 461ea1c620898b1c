import type { FaqTopicDto } from '@fleetcare/shared';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { headingId } from './info-content.ts';
import { Skeleton } from './page-header.tsx';

export function countEntries(topics: FaqTopicDto[]): number {
  return topics.reduce((total, topic) => total + topic.entries.length, 0);
}

/** The topics as jump links, shown above the full list. */
export function FaqTopicLinks({ topics }: { topics: FaqTopicDto[] }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('help.topicsLabel')}>
      <ul className="flex flex-wrap gap-2">
        {topics.map((topic, index) => (
          <li key={topic.topic}>
            <Link
              to={`#${headingId(topic.topic, index)}`}
              className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
            >
              {topic.topic}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Help articles grouped by topic; every answer is a native disclosure (details/summary: keyboard and
 * screen-reader support for free). Answers start open when a search found only a few.
 */
export function FaqList({ topics, openAll = false }: { topics: FaqTopicDto[]; openAll?: boolean }) {
  return (
    <div className="space-y-10">
      {topics.map((topic, index) => {
        const id = headingId(topic.topic, index);
        return (
          <section key={topic.topic} aria-labelledby={id}>
            <h2 id={id} className="scroll-mt-24 text-xl font-bold text-slate-900">
              {topic.topic}
            </h2>
            <ul className="mt-3 border-t border-slate-200">
              {topic.entries.map((entry) => (
                <li key={entry._id} className="border-b border-slate-200">
                  <details className="group" open={openAll}>
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded py-4 text-left font-medium text-slate-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                      <span>{entry.question}</span>
                      <ChevronDown
                        className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                        aria-hidden
                      />
                    </summary>
                    <p className="max-w-[65ch] pb-5 leading-7 text-slate-600">{entry.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function FaqSkeleton() {
  return (
    <div aria-hidden className="space-y-10">
      {[0, 1].map((topic) => (
        <div key={topic}>
          <Skeleton className="h-7 w-48" />
          <div className="mt-3 border-t border-slate-200">
            {[0, 1, 2].map((entry) => (
              <div key={entry} className="border-b border-slate-200 py-4">
                <Skeleton className="h-5 w-4/5" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
