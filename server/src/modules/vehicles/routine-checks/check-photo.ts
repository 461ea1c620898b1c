import { CHECK_PHOTO_MAX_BYTES } from '@fleetcare/shared';
import { photoTooLarge, storedPhoto, type PhotoRules } from '../../../lib/images.ts';

/** A phone photo of a worn part or a tyre: up to 8 MB as taken, stored at most 1600 px a side. */
const checkPhotoRules: PhotoRules = {
  maxBytes: CHECK_PHOTO_MAX_BYTES,
  width: 1600,
  height: 1600,
  maxInputPixels: 40_000_000,
  messages: {
    tooLarge: 'The photo is larger than 8 MB. Choose a smaller one.',
    notAnImage: 'The photo must be a JPEG, PNG or WebP image.',
    tooManyPixels: 'The photo has too many pixels. Choose a smaller one.',
  },
};

export const checkPhotoTooLarge = () => photoTooLarge(checkPhotoRules);

/** The stored photo of a routine-check result (see storedPhoto). */
export const makeCheckPhoto = (bytes: Buffer) => storedPhoto(bytes, checkPhotoRules);
