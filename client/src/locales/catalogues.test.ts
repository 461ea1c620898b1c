import { describe, expect, it } from 'vitest';
import { errorCodes } from '@fleetcare/shared';

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

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

  it('has a message for every server error code in both languages', () => {
    for (const language of ['en', 'nb']) {
      const errors = catalogues[`./${language}/errors.json`] ?? {};
      for (const code of errorCodes) expect(errors, `${language}: ${code}`).toHaveProperty(code);
    }
  });
});
