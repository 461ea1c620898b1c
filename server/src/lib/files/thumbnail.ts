import type { Sharp } from 'sharp';

/** The most a thumbnail may weigh: a page of 40 or more of them loads on a phone's data plan. */
export const THUMBNAIL_MAX_BYTES = 30 * 1024;

/** JPEG qualities tried in turn for a thumbnail: the first within THUMBNAIL_MAX_BYTES is kept. */
const thumbnailQualities = [70, 55, 40, 25];

/**
 * A photo's thumbnail: a JPEG at most `maxPx` on its longer side, at quality 70 (a phone's photo comes to about
 * 15 KB), or lower for a photo so full of fine detail that it would weigh more than THUMBNAIL_MAX_BYTES. `image` is
 * a checked photo already re-encoded without its metadata (lib/files/checked-file.ts); the thumbnail carries none.
 */
export async function jpegThumbnail(image: Sharp, maxPx: number): Promise<Buffer> {
  let thumbnail = Buffer.alloc(0);
  for (const quality of thumbnailQualities) {
    thumbnail = await image
      .clone()
      .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (thumbnail.length <= THUMBNAIL_MAX_BYTES) break;
  }
  return thumbnail;
}
