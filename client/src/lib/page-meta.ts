import { useEffect } from 'react';

const SITE_NAME = 'FleetCare';

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
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previousTitle;
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
