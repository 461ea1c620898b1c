import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withScreens } from '@fleetcare/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { landingLinks } from '../links.ts';
import { HeroSlider } from './hero-slider.tsx';

/** The hero's actions, the first one shown as the main one: Book Now once booking has its screen. */
const heroActions = withScreens([
  { key: 'bookNow', to: landingLinks.booking },
  { key: 'howItWorks', to: landingLinks.howItWorks },
] as const);

/**
 * The hero: the headline and its actions (Book Now, How it Works). The headline is the page's largest paint:
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
            {heroActions.map(({ key, to }, index) =>
              index === 0 ? (
                <ButtonLink key={key} to={to} variant="accent" size="lg">
                  {t(`hero.${key}`)}
                </ButtonLink>
              ) : (
                <Link
                  key={key}
                  to={to}
                  className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10"
                >
                  {t(`hero.${key}`)}
                </Link>
              ),
            )}
          </div>
        </div>
        <HeroSlider />
      </div>
    </section>
  );
}
