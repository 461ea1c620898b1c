/**
 * The subscription screens, each loaded on its own. The route table reaches them through this small module, so the
 * lists of files each screen needs sit here and not in the JavaScript every page loads first (the landing page's
 * budget counts each kilobyte).
 */
export const subscriptionScreens = {
  plans: () => import('../../features/subscriptions/pages/plans-page.tsx'),
  cart: () => import('../../features/subscriptions/pages/subscription-cart-page.tsx'),
};
