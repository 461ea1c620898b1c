import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAZETTEER_FILE, gazetteerText } from '../../../../scripts/build-gazetteer.mjs';

describe('the committed gazetteer file', () => {
  it('is exactly what scripts/build-gazetteer.mjs builds from the installed data packages', async () => {
    // When this fails after a package upgrade: run `npm run gazetteer:build` and commit the file.
    expect(readFileSync(GAZETTEER_FILE, 'utf8')).toBe(await gazetteerText());
  }, 60_000);
});
