import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const supportedLocales = ['en', 'nb'] as const;
export type Locale = (typeof supportedLocales)[number];
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

type CatalogueLoader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Every catalogue by `language/namespace`: the client's own and those written once for client and server in the
 * shared workspace (the yup schemas' `validation:key` messages, notices). A name is never in both (a test checks).
 */
const catalogueLoaders = new Map<string, CatalogueLoader>(
  Object.entries({
    ...import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json'),
    ...import.meta.glob<{ default: Record<string, unknown> }>('@shared-locales/*/*.json'),
  }).flatMap(([file, load]) => {
    const [, language, namespace] = /\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    return language && namespace ? [[`${language}/${namespace}`, load] as const] : [];
  }),
);

/**
 * Namespaces written as a folder of files (`<lng>/admin-resources/*.json`, one per server module): each is loaded
 * as one catalogue, its files merged (lib/folder-catalogues.ts, itself loaded only then).
 */
const folderNamespaces = ['admin-resources'] as const;
for (const language of supportedLocales) {
  for (const namespace of folderNamespaces) {
    catalogueLoaders.set(`${language}/${namespace}`, async () =>
      (await import('./folder-catalogues.ts')).loadFolderCatalogue(language, namespace),
    );
  }
}

function catalogueLoader(language: string, namespace: string): CatalogueLoader | undefined {
  return catalogueLoaders.get(`${language}/${namespace}`);
}

/** Loads a catalogue on demand, so a visitor downloads only their language's strings. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogueLoader(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function initI18n(locale: Locale = storedLocale() ?? 'en') {
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...supportedLocales],
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = locale;
  return i18next;
}

export async function changeLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}
