import { describe, expect, it } from 'vitest';
import { displayName, withoutInvisibles } from './text.ts';

describe('names shown to other people', () => {
  it('when a name carries bidirectional overrides or zero-width characters, then they are removed', () => {
    expect(withoutInvisibles('\u202EAmaka\u202C')).toBe('Amaka');
    expect(withoutInvisibles('Ok\u200Bafor\uFEFF')).toBe('Okafor');
    expect(withoutInvisibles('Chi\u2066di\u2069')).toBe('Chidi');
  });

  it('when a name is only invisible characters, then it counts as empty and is required', async () => {
    const field = displayName('required', 60, 'long');
    await expect(field.validate('\u200B\u200D ')).rejects.toThrow('required');
    await expect(field.validate(' Ngozi\u200B ')).resolves.toBe('Ngozi');
  });

  it('when a name uses letters from any script, then they are kept', () => {
    expect(withoutInvisibles('Ọlá Adébáyọ̀')).toBe('Ọlá Adébáyọ̀');
    expect(withoutInvisibles('Øyvind Ærø')).toBe('Øyvind Ærø');
  });
});
