import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from './cookie-banner.tsx';
import { HashScroll } from './hash-scroll.tsx';
import { IdleToaster } from './idle-toaster.tsx';
import { PageViewTracker } from './page-view-tracker.tsx';
import { RequestCallHost } from './request-call/request-call-host.tsx';
import { RouteTitle } from './route-title.tsx';

/**
 * The root of every route, public and signed-in: scrolling (top on navigation unless a saved position is restored;
 * hash links to their anchor), the tab title, page-view counting, the cookie banner, the request-a-call modal and
 * the notices.
 */
export function AppShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <HashScroll />
      <RouteTitle />
      <PageViewTracker />
      <CookieBanner />
      <RequestCallHost />
      <IdleToaster />
    </>
  );
}
