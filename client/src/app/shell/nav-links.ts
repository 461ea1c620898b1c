import { screens, withScreens } from '@fleetcare/shared';

/**
 * The header's entries, written once for the desktop bar and the slide-in menu. Labels are `common:nav.<key>`. An
 * entry shows once its path is a screen of the app (the shared screens table).
 */
export const serviceLinks = withScreens([
  { key: 'maintenance', to: '/services/maintenance' },
  { key: 'spareParts', to: '/services/spare-parts' },
  { key: 'fleet', to: '/services/fleet' },
  // The landing page's subscriptions section (/#subscriptions scrolls to it).
  { key: 'subscriptions', to: '/#subscriptions' },
] as const);

export const mainLinks = withScreens([
  { key: 'howItWorks', to: screens.howItWorks },
  { key: 'technician', to: screens.technician },
  { key: 'blog', to: screens.blog },
] as const);

export const HELP_ARTICLES_PATH = screens.help;
export const SUBSCRIPTION_CART_PATH = screens.subscriptionCart;

/** The mobile breakpoint: at 1200 px wide or less the header uses the slide-in menu. */
export const MOBILE_MENU_MAX_WIDTH = 1200;
