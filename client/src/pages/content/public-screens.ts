/**
 * The public information, help, blog and service screens, each loaded on its own. The route table reaches them
 * through this small module, so the lists of files each screen needs sit here and not in the JavaScript every page
 * loads first (the landing page's budget counts each kilobyte).
 */
export const publicScreens = {
  howItWorks: () => import('../../features/content/pages/how-it-works-page.tsx'),
  aboutUs: () => import('../../features/content/pages/about-us-page.tsx'),
  privacy: () => import('../../features/content/pages/privacy-page.tsx'),
  terms: () => import('../../features/content/pages/terms-page.tsx'),
  cookiePolicy: () => import('../../features/content/pages/cookie-policy-page.tsx'),
  help: () => import('../../features/content/pages/help-page.tsx'),
  blog: () => import('../../features/content/pages/blog-page.tsx'),
  blogPost: () => import('../../features/content/pages/blog-post-page.tsx'),
  newsletterUnsubscribe: () => import('../../features/content/pages/newsletter-unsubscribe-page.tsx'),
  servicePrice: () => import('../../features/maintenance/pages/service-price-page.tsx'),
  service: () => import('../../features/maintenance/pages/service-type-page.tsx'),
  forTechnicians: () => import('../technicians/for-technicians.tsx'),
  playground: () => import('../playground-page.tsx'),
};
