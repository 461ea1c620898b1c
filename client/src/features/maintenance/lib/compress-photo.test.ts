import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressPhoto, fittedSize } from './compress-photo.ts';

describe('compressing a photo before it is sent', () => {
  it('draws it at most 1600 px on its longest side, keeping its shape, never enlarging it', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  afterEach(() => vi.restoreAllMocks());

  it('encodes it as JPEG of quality 0.8, and again at 0.6 when that is over 300 KB', async () => {
    const qualities: number[] = [];
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => undefined }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => undefined,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type, quality = 1) => {
      qualities.push(quality);
      callback(new Blob([new Uint8Array(quality > 0.7 ? 450_000 : 210_000)], { type }));
    });
    try {
      const photo = await compressPhoto(new File(['raw'], 'engine.png', { type: 'image/png', lastModified: 5 }));
      expect(qualities).toEqual([0.8, 0.6]);
      expect(photo).toMatchObject({ name: 'engine.jpg', type: 'image/jpeg', size: 210_000, lastModified: 5 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when the browser cannot draw it, then the file goes as it is', async () => {
    const file = new File(['not really a picture'], 'engine.png', { type: 'image/png' });
    expect(await compressPhoto(file)).toBe(file);
  });
});
