import { describe, expect, it } from 'vitest';
import { compressPhoto, fittedSize } from './compress-photo.ts';

describe('compressing a photo before it is sent', () => {
  it('draws it at most 1600 px on its longest side, keeping its shape, never enlarging it', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('when the browser cannot draw it, then the file goes as it is', async () => {
    const file = new File(['not really a picture'], 'engine.png', { type: 'image/png' });
    expect(await compressPhoto(file)).toBe(file);
  });
});
