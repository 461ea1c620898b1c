import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, type UIMatch } from 'react-router';
import type titles from '../../locales/en/titles.json';
import { currentPageTitle, documentTitle, subscribeToPageTitle } from '../../lib/page-meta.ts';

/** A key of the `titles` catalogue: a page's title in the browser tab. */
export type TitleKey = keyof typeof titles;

/** What a route of the table carries: its page title (the deepest route with one names the page). */
export interface RouteHandle {
  title: TitleKey;
}

export const titled = (title: TitleKey): { handle: RouteHandle } => ({ handle: { title } });

function titleKeyOf(matches: readonly UIMatch[]): TitleKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/**
 * The document's own title (index.html's), which is the English landing page's: the landing page needs no titles
 * catalogue for it, which keeps that catalogue off the page every first visit opens.
 */
const documentOwnTitle = typeof document === 'undefined' ? '' : document.title;
const HOME_TITLE: TitleKey = 'home';

/**
 * Sets the tab title ("Wallet · FleetCare") from the deepest route that names one, in the current language. A page
 * that gives itself a title of its own (a blog post's, a vehicle's: `usePageMeta`) keeps it while it shows. The
 * English landing page takes the document's own title; any other title comes from the titles catalogue, loaded
 * after the first paint (until then the tab keeps what it had).
 */
export function RouteTitle() {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const key = titleKeyOf(useMatches());
  const pageTitle = useSyncExternalStore(subscribeToPageTitle, currentPageTitle);
  const ownTitle = pageTitle === undefined && key === HOME_TITLE && i18n.resolvedLanguage === 'en';
  useEffect(() => {
    if (ownTitle && documentOwnTitle && document.title !== documentOwnTitle) document.title = documentOwnTitle;
  });
  return ownTitle ? null : <CatalogueTitle titleKey={key} pageTitle={pageTitle} />;
}

function CatalogueTitle({ titleKey, pageTitle }: { titleKey: TitleKey | undefined; pageTitle: string | undefined }) {
  const { t, ready } = useTranslation('titles', { useSuspense: false });
  const title = pageTitle ?? (ready && titleKey ? t(titleKey) : undefined);
  // After every render: a page's title that goes puts back what was there before it, which may be stale.
  useEffect(() => {
    if (title && document.title !== documentTitle(title)) document.title = documentTitle(title);
  });
  return null;
}
