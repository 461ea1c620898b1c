import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { landingLinks } from '../links.ts';
import { HeroSlider } from './hero-slider.tsx';

/**
 * The hero: the headline, Book Now and How it Works. The headline is the page's largest paint:
 * plain text in the first render, with no data to wait for and no entrance animation.
 */
export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-5 max-w-2xl text-base text-brand-50 sm:text-lg">{t('hero.body')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={landingLinks.booking} variant="accent" size="lg">
              {t('hero.bookNow')}
            </ButtonLink>
            <Link
              to={landingLinks.howItWorks}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              {t('hero.howItWorks')}
            </Link>
          </div>
        </div>
        <HeroSlider />
      </div>
    </section>
  );
}
