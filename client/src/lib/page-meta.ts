import { useEffect } from 'react';

const SITE_NAME = 'FleetCare';

/** The tab title for a page's title: "Wallet · FleetCare". */
export const documentTitle = (title: string) => `${title} · ${SITE_NAME}`;

// The title the page on screen gave itself, if any: the shell's title for the route yields to it.
let pageTitle: string | undefined;
const pageTitleListeners = new Set<() => void>();

function setPageTitle(title: string | undefined) {
  pageTitle = title;
  for (const listener of pageTitleListeners) listener();
}

export function subscribeToPageTitle(listener: () => void): () => void {
  pageTitleListeners.add(listener);
  return () => pageTitleListeners.delete(listener);
}

export const currentPageTitle = () => pageTitle;

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the tab title ("Blog · FleetCare") and, when given, the meta description for as long as the page shows;
 * puts back what was there before when it goes. Nothing is set while `title` is undefined (data still loading).
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = documentTitle(title);
    setPageTitle(title);
    return () => {
      document.title = previousTitle;
      if (pageTitle === title) setPageTitle(undefined);
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
