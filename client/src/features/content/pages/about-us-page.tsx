import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { headingId, readSections } from '../components/info-content.ts';
import { PageHeader } from '../components/page-header.tsx';

export function AboutUsPage() {
  const { t } = useTranslation(['pages', 'content']);
  const title = t('aboutUs.title');
  const intro = t('aboutUs.intro');
  usePageMeta(title, intro);
  const sections = readSections(t('aboutUs.sections', { returnObjects: true }));

  return (
    <article>
      <PageHeader title={title}>
        <p>{intro}</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <Prose>
          {sections.map((section, index) => {
            const id = headingId(section.heading, index);
            return (
              <section key={id} aria-labelledby={id}>
                <h2 id={id}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            );
          })}
        </Prose>
        <aside
          aria-labelledby="about-next"
          className="mt-12 max-w-[68ch] rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="about-next" className="text-lg font-semibold text-slate-900">
            {t('content:about.nextTitle')}
          </h2>
          <p className="mt-2 text-slate-600">{t('content:about.nextBody')}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/how-it-works" className={buttonClass('primary')}>
              {t('content:about.howItWorks')}
            </Link>
            <Link to="/help" className={buttonClass('secondary')}>
              {t('content:about.help')}
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}

export default AboutUsPage;
