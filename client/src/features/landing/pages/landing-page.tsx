/**
 * The route table's module for "/". The landing page composes several features (landing, subscriptions and the
 * session), and features may not import each other, so the page itself lives in src/pages/landing. The route
 * could import that file directly; this re-export keeps the route table as it is.
 */
export { default, LandingPage } from '../../../pages/landing/landing-page.tsx';
