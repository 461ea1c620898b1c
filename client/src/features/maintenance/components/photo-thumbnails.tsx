import type { MaintenanceMediaDto } from '@fleetcare/shared';

/**
 * Photos as a grid of square thumbnails, each a link to the full picture in a new tab. `framed` gives each a border
 * on a grey ground (the technician's screens); `className` places the grid and sets its columns.
 */
export function PhotoThumbnails({
  photos,
  alt,
  label,
  className,
  framed = false,
}: {
  photos: MaintenanceMediaDto[];
  /** The text of the photo numbered `number` (from 1). */
  alt: (number: number) => string;
  /** The list's name, where the photos have no heading of their own. */
  label?: string;
  className: string;
  framed?: boolean;
}) {
  return (
    <ul aria-label={label} className={className}>
      {photos.map((photo, index) => (
        <li key={photo._id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className={
              framed ? 'block aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100' : 'block'
            }
          >
            <img
              src={photo.url}
              alt={alt(index + 1)}
              className={framed ? 'size-full object-cover' : 'aspect-square w-full rounded-lg object-cover'}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
