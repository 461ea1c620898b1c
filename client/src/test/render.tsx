import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { folderNamespaceOf, mergeCatalogues } from '../lib/merge-catalogues.ts';
import { createQueryClient } from '../lib/query-client.ts';

const catalogues = {
  ...import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('@shared-locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
};

/** Namespaces written as a folder of files (`<lng>/admin-resources/*.json`), merged as the app merges them. */
const folderCatalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*/*.json', {
  eager: true,
  import: 'default',
});

function cataloguesByLanguage() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, lng, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!lng || !ns) continue;
    resources[lng] ??= {};
    resources[lng][ns] = catalogue;
  }
  for (const [file, catalogue] of Object.entries(folderCatalogues)) {
    const found = folderNamespaceOf(file);
    if (!found) continue;
    const byNamespace = (resources[found.language] ??= {});
    byNamespace[found.namespace] = mergeCatalogues([byNamespace[found.namespace] ?? {}, catalogue]);
  }
  return resources;
}

/** Hands each catalogue over a moment after it is asked for, as the app's download of it does. */
const lateCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const catalogue = cataloguesByLanguage()[language]?.[namespace] ?? {};
    setTimeout(() => callback(null, catalogue), 20);
  },
};

/**
 * An i18n instance for component tests: by default with every catalogue loaded at once. With `late: true`, as in
 * the app: only `common` and `errors` at start, the others when a component first asks for them, which suspends it.
 */
export async function testI18n(language: 'en' | 'nb' = 'en', { late = false }: { late?: boolean } = {}) {
  const instance = i18next.createInstance();
  const options = {
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  };
  if (late) {
    await instance
      .use(lateCatalogues)
      .use(initReactI18next)
      .init({ ...options, ns: ['common', 'errors'], react: { useSuspense: true } });
  } else {
    await instance
      .use(initReactI18next)
      .init({ ...options, resources: cataloguesByLanguage(), react: { useSuspense: false } });
  }
  return instance;
}

/**
 * Renders routes in memory with the app's providers. `lateCatalogues` loads the strings as the app does (see
 * testI18n), under a Suspense boundary as the app's providers have one (it catches the first wait).
 */
export async function renderRoutes(
  routes: RouteObject[],
  options: { path?: string; language?: 'en' | 'nb'; queryClient?: QueryClient; lateCatalogues?: boolean } = {},
) {
  const late = options.lateCatalogues ?? false;
  const i18n = await testI18n(options.language, { late });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const queryClient = options.queryClient ?? createQueryClient();
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {late ? <Suspense fallback={<p role="status">Loading</p>}>{node}</Suspense> : node}
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}
