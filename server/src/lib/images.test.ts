import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pixelBombPng } from '../../test/pictures.ts';
import { storedPhoto, type PhotoRules } from './images.ts';

const rules: PhotoRules = {
  maxBytes: 1024 * 1024,
  width: 800,
  height: 800,
  maxInputPixels: 40_000_000,
  messages: { tooLarge: 'too large', notAnImage: 'not an image', tooManyPixels: 'too many pixels' },
};

describe('storedPhoto', () => {
  it('when a small file declares more pixels than allowed, then FILE_TOO_LARGE with the pixels message', async () => {
    await expect(storedPhoto(pixelBombPng(), rules)).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'too many pixels',
    });
  });

  it('when the bytes are not a picture, then FILE_TYPE_NOT_ALLOWED', async () => {
    await expect(storedPhoto(Buffer.from('plain text, not a photo'), rules)).rejects.toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'not an image',
    });
  });

  it('when a picture is within the limits, then it is stored as WebP no larger than the box', async () => {
    const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#1a73e8' } })
      .png()
      .toBuffer();
    const stored = await storedPhoto(png, rules);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 800, 200]);
  });
});
