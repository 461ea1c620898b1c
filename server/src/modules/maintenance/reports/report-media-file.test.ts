import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '@fleetcare/shared';
import { THUMBNAIL_MAX_BYTES } from '../../../lib/files/thumbnail.ts';
import { checkReportMediaFile } from './report-media-file.ts';

/*
 * A report photo's thumbnail: at most REPORT_LIMITS.thumbnailMaxPx on its longer side and THUMBNAIL_MAX_BYTES in
 * weight, whatever the photo.
 */

/** The same numbers for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A photo of `width` × `height` as full of detail as a photo gets: grain at the thumbnail's own scale (one grain a
 * thumbnail pixel), every channel at full range, so nothing of it averages out when it is made smaller.
 */
async function grainyPhoto(width: number, height: number): Promise<Buffer> {
  const scale = Math.max(width, height) / REPORT_LIMITS.thumbnailMaxPx;
  const grainWidth = Math.round(width / scale);
  const grainHeight = Math.round(height / scale);
  const next = random(7);
  const grain = Buffer.alloc(grainWidth * grainHeight * 3);
  for (let index = 0; index < grain.length; index += 1) grain[index] = Math.floor(next() * 256);
  return sharp(grain, { raw: { width: grainWidth, height: grainHeight, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('checkReportMediaFile: a photo’s thumbnail', () => {
  it('a phone photo (1600 × 1200, smooth) keeps quality 70, the thumbnail 320 × 240 and far under the weight', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const { thumbnail } = await checkReportMediaFile(photo);
    if (!thumbnail) throw new Error('no thumbnail');
    const metadata = await sharp(thumbnail).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 240]);
    expect(thumbnail.length).toBeLessThan(THUMBNAIL_MAX_BYTES / 4);
  });

  it('a square photo full of fine detail, over 30 KB as a thumbnail at quality 70, gets one within 30 KB', async () => {
    const photo = await grainyPhoto(1200, 1200);
    const atSeventy = await sharp(photo)
      .resize(REPORT_LIMITS.thumbnailMaxPx, REPORT_LIMITS.thumbnailMaxPx, { fit: 'inside' })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
    expect(atSeventy.length).toBeGreaterThan(THUMBNAIL_MAX_BYTES);
    const { thumbnail } = await checkReportMediaFile(photo);
    if (!thumbnail) throw new Error('no thumbnail');
    const metadata = await sharp(thumbnail).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 320]);
    expect(thumbnail.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
  });

  it.each([
    ['landscape', 1600, 1200],
    ['portrait', 1200, 1600],
  ])('a %s photo full of fine detail gets a thumbnail within 30 KB', async (_shape, width, height) => {
    const { thumbnail } = await checkReportMediaFile(await grainyPhoto(width, height));
    if (!thumbnail) throw new Error('no thumbnail');
    const metadata = await sharp(thumbnail).metadata();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(REPORT_LIMITS.thumbnailMaxPx);
    expect(thumbnail.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
  });
});
