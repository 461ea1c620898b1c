import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BackOnRoadIllustration, BookingIllustration, DispatchIllustration } from './slide-illustrations.tsx';
import { useSlider } from './use-slider.ts';

const slides: { key: 'book' | 'dispatch' | 'road'; Picture: ComponentType }[] = [
  { key: 'book', Picture: BookingIllustration },
  { key: 'dispatch', Picture: DispatchIllustration },
  { key: 'road', Picture: BackOnRoadIllustration },
];

/**
 * The landing slider: three slides, the next every 5 s, following the WAI carousel
 * pattern: labelled slides, dots that say which slide they show, a pause button, no announcements while it
 * rotates by itself. Every slide sits in the same grid cell, so the box is as tall as the tallest slide and
 * nothing moves when one replaces another.
 */
export function HeroSlider() {
  const { t } = useTranslation('landing');
  const slider = useSlider(slides.length);
  const id = useId();

  return (
    <section
      aria-roledescription={t('slider.roleDescription')}
      aria-label={t('slider.label')}
      className="rounded-3xl bg-white/10 p-5 ring-1 ring-white/15 sm:p-6"
      {...slider.containerProps}
    >
      <div className="grid" aria-live={slider.rotating ? 'off' : 'polite'} id={`${id}-slides`}>
        {slides.map(({ key, Picture }, index) => {
          const active = index === slider.index;
          return (
            <div
              key={key}
              role="group"
              aria-roledescription={t('slider.slideRoleDescription')}
              aria-label={t('slider.slideLabel', { index: index + 1, count: slides.length })}
              aria-hidden={!active}
              data-active={active}
              className={`col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none ${
                active ? 'opacity-100' : 'invisible opacity-0'
              }`}
            >
              <div className="mx-auto aspect-[8/5] w-full max-w-xs">
                <Picture />
              </div>
              <p className="mt-4 text-lg font-bold text-white">{t(`slider.slides.${key}.title`)}</p>
              <p className="mt-1 text-sm text-brand-50">{t(`slider.slides.${key}.body`)}</p>
            </div>
          );
        })}
      </div>

      <div className="mt-4 flex items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          {slides.map(({ key }, index) => (
            <button
              key={key}
              type="button"
              aria-controls={`${id}-slides`}
              aria-current={index === slider.index ? 'true' : undefined}
              aria-label={t('slider.goTo', {
                index: index + 1,
                title: t(`slider.slides.${key}.title`),
              })}
              onClick={() => slider.goTo(index)}
              className="group flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                  index === slider.index ? 'w-6 bg-accent-400' : 'w-2.5 bg-white/60 group-hover:bg-white'
                }`}
              />
            </button>
          ))}
        </div>
        {/* Visitors who prefer reduced motion never see it move: nothing to pause. */}
        <button
          type="button"
          hidden={slider.reducedMotion}
          onClick={slider.toggleStopped}
          aria-controls={`${id}-slides`}
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
        >
          {slider.stopped ? t('slider.play') : t('slider.pause')}
        </button>
      </div>
    </section>
  );
}
