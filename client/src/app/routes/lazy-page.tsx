import { Suspense, type ComponentType } from 'react';
import { PageLoader } from '../../components/ui/page-loader.tsx';

/**
 * Loads a page module on demand; each page module exports its page as default. The page gets a Suspense boundary
 * of its own (what it waits for, such as a catalogue of strings, shows the page loader in its place), so the
 * boundary leaves with the page. Under Preact, a boundary that outlived the suspended page it held (a layout's,
 * around the Outlet) brought the page's parts back to render after they were gone: "Cannot read properties of
 * null" on every load of the profile page.
 */
export function withPageBoundary(Page: ComponentType): ComponentType {
  function PageWithBoundary() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  }
  return PageWithBoundary;
}

export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: withPageBoundary((await load()).default),
});

type PageLoaders<Name extends string> = Record<Name, () => Promise<{ default: ComponentType }>>;

/**
 * The pages of a module of loaders (`name: () => import(page)`), by name. The route table holds one import of that
 * small module, so the lists of files each page needs sit there and not in the JavaScript every page loads first.
 */
export const screensFrom =
  <Name extends string>(load: () => Promise<PageLoaders<Name>>) =>
  (name: Name) =>
    page(async () => (await load())[name]());
