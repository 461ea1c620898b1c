import { describe, expect, it } from 'vitest';
import { tagLabel } from './blog-card.tsx';

describe('blog tag labels', () => {
  it('when a tag is a slug, then it reads as words with a capital first letter; vowel-less words are acronyms', () => {
    expect(tagLabel('engine-oil')).toBe('Engine oil');
    expect(tagLabel('frsc')).toBe('FRSC');
    expect(tagLabel('sesongkontroll')).toBe('Sesongkontroll');
    expect(tagLabel('kjøpsguide')).toBe('Kjøpsguide');
  });
});
