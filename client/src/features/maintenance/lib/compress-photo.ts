/** Photos are sent at most this long on their longest side, as JPEG of this quality. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;
/** A photo larger than this at PHOTO_QUALITY is encoded again at PHOTO_QUALITY_SMALLER: data is dear. */
export const PHOTO_TARGET_BYTES = 300 * 1024;
export const PHOTO_QUALITY_SMALLER = 0.6;

/** The size a picture is drawn at: its longest side at most `maxSide`, never enlarged. */
export function fittedSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Compresses a photo on the phone before it is sent: drawn on a canvas (turned as the camera took it) at most 1600 px
 * on its longest side and encoded as JPEG of quality 0.8, or 0.6 when that is still over 300 KB. Where the browser
 * cannot (no canvas, a format it does not decode) the file goes as it is: the server checks and re-encodes every
 * photo anyway.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const encode = (quality: number) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    let blob = await encode(PHOTO_QUALITY);
    if (blob && blob.size > PHOTO_TARGET_BYTES) blob = (await encode(PHOTO_QUALITY_SMALLER)) ?? blob;
    if (!blob) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
