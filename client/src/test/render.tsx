import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

const catalogues = {
  ...import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../../../shared/src/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
};

/** An i18n instance with every catalogue loaded synchronously, for component tests. */
export async function testI18n(language: 'en' | 'nb' = 'en') {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, lng, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    if (!lng || !ns) continue;
    resources[lng] ??= {};
    resources[lng][ns] = catalogue;
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders routes in memory with the app's providers. */
export async function renderRoutes(
  routes: RouteObject[],
  options: { path?: string; language?: 'en' | 'nb'; queryClient?: QueryClient } = {},
) {
  const i18n = await testI18n(options.language);
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const queryClient = options.queryClient ?? createQueryClient();
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </I18nextProvider>
  );
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}
