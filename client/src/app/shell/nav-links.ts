/** The header's entries, written once for the desktop bar and the slide-in menu. Labels are `common:nav.<key>`. */
export const serviceLinks = [
  { key: 'maintenance', to: '/services/maintenance' },
  { key: 'spareParts', to: '/services/spare-parts' },
  { key: 'fleet', to: '/services/fleet' },
  // The landing page's subscriptions section (/#subscriptions scrolls to it).
  { key: 'subscriptions', to: '/#subscriptions' },
] as const;

export const mainLinks = [
  { key: 'howItWorks', to: '/how-it-works' },
  { key: 'technician', to: '/technician' },
  { key: 'blog', to: '/blog' },
] as const;

export const HELP_ARTICLES_PATH = '/help';
export const NOTIFICATIONS_PATH = '/notifications';
export const SUBSCRIPTION_CART_PATH = '/dashboard/subscriptions/subscription-cart';

/** The mobile breakpoint: at 1200 px wide or less the header uses the slide-in menu. */
export const MOBILE_MENU_MAX_WIDTH = 1200;
