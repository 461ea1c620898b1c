import i18next from 'i18next';
// ?raw: the text goes inside this page's own file (one request) rather than into two separate chunks.
import enLanding from '../../locales/en/landing.json?raw';
import nbLanding from '../../locales/nb/landing.json?raw';
import { GetTheApp } from '../../features/landing/components/get-the-app.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { HowItWorks } from '../../features/landing/components/how-it-works.tsx';
import { ServiceCards } from '../../features/landing/components/service-cards.tsx';
import { WhyChooseUs } from '../../features/landing/components/why-choose-us.tsx';
import { listenForInstallPrompt } from '../../features/landing/pwa/install-prompt.ts';
import { NewsletterPopupSlot } from './newsletter-slot.tsx';
import { SubscriptionsSection } from './subscriptions-section.tsx';

// Chromium offers installation once, soon after load: listen as soon as this page's code arrives.
listenForInstallPrompt();

// The page's strings come with its code, in both languages (about 3 KB each): fetching them after the code
// would add a round trip before the headline can paint, and a page that suspended for them would show a loader
// first and then push the footer down (a layout shift). The router may load this module while i18next is still
// initialising (main.tsx starts both at once): its store exists from the start of init.
function addLandingStrings() {
  i18next.addResourceBundle('en', 'landing', JSON.parse(enLanding) as object, true, false);
  i18next.addResourceBundle('nb', 'landing', JSON.parse(nbLanding) as object, true, false);
}
if (i18next.isInitialized || i18next.isInitializing) addLandingStrings();
else i18next.on('initialized', addLandingStrings);

/**
 * The landing page. It composes several features (landing, subscriptions, the session), so it
 * lives here rather than in one feature. First load: the hero and the static sections; the plan loads as its
 * section nears the viewport, the newsletter popup after 5 s.
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <ServiceCards />
      <SubscriptionsSection />
      <HowItWorks />
      <WhyChooseUs />
      <GetTheApp />
      <NewsletterPopupSlot />
    </>
  );
}

export default LandingPage;
