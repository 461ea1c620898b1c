import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { headingId, readSections } from './info-content.ts';
import { PageHeader } from './page-header.tsx';
import { inlineTarget, lineTarget } from '../../../components/ui/text-link.ts';
import { Prose } from '../../../components/prose/prose.tsx';

export type LegalPageKey = 'privacy' | 'terms' | 'cookiePolicy';

const legalPaths: Record<LegalPageKey, string> = {
  privacy: '/privacy',
  terms: '/terms',
  cookiePolicy: '/cookie-policy',
};

/** A policy from the `pages` catalogue: title, "Last updated", a table of contents and numbered sections. */
export function LegalPage({ page }: { page: LegalPageKey }) {
  const { t } = useTranslation(['pages', 'content']);
  const title = t(`${page}.title`);
  const sections = readSections(t(`${page}.sections`, { returnObjects: true })).map((section, index) => ({
    ...section,
    id: headingId(section.heading, index),
  }));
  usePageMeta(title, t(`content:meta.${page}`));
  const others = (Object.keys(legalPaths) as LegalPageKey[]).filter((key) => key !== page);

  return (
    <article>
      <PageHeader title={title} eyebrow={t('content:legal.eyebrow')}>
        <p className="text-sm text-slate-600 sm:text-base">{t(`${page}.updated`)}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:py-14">
        <nav
          aria-labelledby="toc-heading"
          className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:mb-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
        >
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t('content:legal.toc')}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id} className="flex items-baseline gap-2">
                <span className="w-5 shrink-0 text-right tabular-nums text-slate-500" aria-hidden>
                  {index + 1}.
                </span>
                <Link
                  to={`#${section.id}`}
                  className={`${inlineTarget} text-slate-700 underline-offset-2 hover:text-brand-800 hover:underline`}
                >
                  {section.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0">
          <Prose>
            {sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>
                  <span className="mr-2 tabular-nums text-slate-500">{index + 1}.</span>
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </Prose>
          <nav
            aria-label={t('content:legal.otherPolicies')}
            className="mt-12 max-w-[68ch] border-t border-slate-200 pt-6 text-sm"
          >
            <p className="font-semibold text-slate-900">{t('content:legal.otherPolicies')}</p>
            <ul className="mt-1 flex flex-wrap gap-x-6">
              {others.map((key) => (
                <li key={key}>
                  <Link
                    to={legalPaths[key]}
                    className={`${lineTarget} font-medium text-brand-700 underline underline-offset-2`}
                  >
                    {t(`${key}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </article>
  );
}
