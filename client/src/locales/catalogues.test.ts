import { describe, expect, it } from 'vitest';
import { errorCodes } from '@fleetcare/shared';

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
/** The catalogues written once for client and server (the shared workspace's locales, alias @shared-locales): the client loads them beside its own. */
const sharedCatalogues = import.meta.glob<Record<string, unknown>>('@shared-locales/*/*.json', {
  eager: true,
  import: 'default',
});
const namespaceOf = (file: string) => /\/(\w+)\/([\w-]+)\.json$/.exec(file)?.slice(1, 3).join(':');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale catalogues', () => {
  const files = Object.keys(catalogues).filter((file) => file.startsWith('./en/'));

  it.each(files)('%s has the same keys in Norwegian', (file) => {
    const norwegian = catalogues[file.replace('./en/', './nb/')];
    expect(norwegian, `${file} has no Norwegian twin`).toBeDefined();
    expect(keys(norwegian).sort()).toEqual(keys(catalogues[file]).sort());
  });

  it('when a shared catalogue is loaded, then no client catalogue has its name (one would hide the other)', () => {
    const own = new Set(Object.keys(catalogues).map(namespaceOf));
    const shared = Object.keys(sharedCatalogues).map(namespaceOf);
    expect(shared.length).toBeGreaterThan(0);
    for (const name of shared) expect(own.has(name), `${name} is both a client and a shared catalogue`).toBe(false);
  });

  it("when the server renders the report view's first screen, then its words are the app's report view's, in both languages", () => {
    for (const language of ['en', 'nb']) {
      const page = Object.entries(sharedCatalogues).find(([file]) =>
        file.endsWith(`/${language}/report-page.json`),
      )?.[1];
      const reports = catalogues[`./${language}/reports.json`] ?? {};
      const common = catalogues[`./${language}/common.json`] as { nav: { home: string } };
      if (!page) throw new Error(`no shared report-page catalogue in ${language}`);
      const { home, ...rest } = page;
      expect(home, language).toBe(common.nav.home);
      for (const key of keys(rest)) {
        const path = key.split('.');
        const value = (from: unknown) =>
          path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], from);
        expect(value(rest), `${language}: ${key}`).toBe(value(reports));
      }
    }
  });

  it('has a message for every server error code in both languages', () => {
    for (const language of ['en', 'nb']) {
      const errors = catalogues[`./${language}/errors.json`] ?? {};
      for (const code of errorCodes) expect(errors, `${language}: ${code}`).toHaveProperty(code);
    }
  });
});
