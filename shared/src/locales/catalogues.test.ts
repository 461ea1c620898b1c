import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales, resources, sharedNamespaces } from './resources.ts';

/** Every catalogue file beside this test, by its path ("./nb/emails.json"). */
const folder = new URL('.', import.meta.url);
const files: Record<string, unknown> = Object.fromEntries(
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(new URL(`${entry.name}/`, folder))
        .filter((name) => name.endsWith('.json'))
        .map((name) => [
          `./${entry.name}/${name}`,
          JSON.parse(readFileSync(new URL(`${entry.name}/${name}`, folder), 'utf8')) as unknown,
        ]),
    ),
);

/** Every key path of a catalogue (plural forms are keys of their own: English and Norwegian both have one and other). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('the shared catalogues', () => {
  const english = Object.keys(files).filter((file) => file.startsWith('./en/'));

  it.each(english)('%s has the same keys in Norwegian', (file) => {
    const norwegian = files[file.replace('./en/', './nb/')];
    expect(norwegian, `${file} has no Norwegian twin`).toBeDefined();
    expect(keys(norwegian).sort()).toEqual(keys(files[file]).sort());
  });

  it.each(english)('%s uses the same placeholders in Norwegian', (file) => {
    const norwegian = new Map(leaves(files[file.replace('./en/', './nb/')]));
    for (const [key, text] of leaves(files[file])) {
      expect(placeholders(norwegian.get(key) ?? ''), `${file}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('when the server loads them, then every catalogue file is among its resources', () => {
    const loaded = locales.flatMap((locale) => sharedNamespaces.map((namespace) => `./${locale}/${namespace}.json`));
    expect(loaded.sort()).toEqual(Object.keys(files).sort());
    for (const locale of locales) {
      for (const namespace of sharedNamespaces) {
        expect(resources[locale][namespace]).toEqual(files[`./${locale}/${namespace}.json`]);
      }
    }
  });
});
