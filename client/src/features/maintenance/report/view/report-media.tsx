import { Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, thumbnailSize, type ReportMediaDto } from '@fleetcare/shared';
import { formatNumber } from '../../../../lib/format.ts';

// The dialog's code loads the first time a photo is opened: the report shows without it.
const PhotoDialog = lazy(() => import('./photo-dialog.tsx'));

/** "2.4 MB", "850 KB": what playing a video costs in data. */
function useDataSize() {
  const { i18n } = useTranslation();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${formatNumber(bytes / (1024 * 1024), i18n.resolvedLanguage, 1)} MB`
      : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), i18n.resolvedLanguage)} KB`;
}

/** A video as a poster with its size: nothing of it is downloaded until it is tapped; then it plays. */
function VideoPoster({ video, label, playLabel }: { video: ReportMediaDto; label: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <video
        src={video.url}
        controls
        autoPlay
        playsInline
        preload="none"
        aria-label={label}
        className="aspect-video w-full max-w-sm rounded-lg bg-black print:hidden"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="flex aspect-video w-full max-w-sm flex-col items-center justify-center gap-2 rounded-lg bg-slate-800 p-3 text-center text-sm font-medium text-white hover:bg-slate-700 print:hidden"
    >
      <Play className="size-8" aria-hidden />
      {playLabel}
    </button>
  );
}

/**
 * A task's photos and videos. Photos show as their thumbnails (at most 320 px), loaded lazily as they scroll into
 * view with their size set beforehand, so the page does not jump; the full photo (and the dialog's code) is
 * downloaded only when one is opened. Videos are posters until tapped.
 */
export function ReportMedia({ media, task }: { media: ReportMediaDto[]; task: string }) {
  const { t } = useTranslation('reports');
  const dataSize = useDataSize();
  const [open, setOpen] = useState<ReportMediaDto | null>(null);
  const photos = media.filter((item) => item.kind === 'photo');
  const videos = media.filter((item) => item.kind === 'video');
  const openIndex = open ? photos.indexOf(open) + 1 : 0;
  return (
    <div className="space-y-3">
      {photos.length > 0 && (
        <ul aria-label={t('view.photosOf', { task })} className="flex flex-wrap gap-2">
          {photos.map((photo, index) => {
            const size = thumbnailSize(photo.width, photo.height, REPORT_LIMITS.thumbnailMaxPx);
            return (
              <li key={photo._id}>
                <button
                  type="button"
                  onClick={() => setOpen(photo)}
                  aria-label={t('view.openPhoto', { n: index + 1, task })}
                  className="block size-24 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:size-32 print:size-16"
                >
                  <img
                    src={photo.thumbnailUrl ?? photo.url}
                    alt={t('view.photoAlt', { task })}
                    width={size.width}
                    height={size.height}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {videos.length > 0 && (
        <ul aria-label={t('view.videosOf', { task })} className="grid gap-2 sm:grid-cols-2">
          {videos.map((video, index) => (
            <li key={video._id}>
              <VideoPoster
                video={video}
                label={t('view.videoLabel', { task })}
                playLabel={t('view.playVideo', { n: index + 1, task, size: dataSize(video.bytes) })}
              />
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <PhotoDialog
            photo={open}
            title={t('view.photoTitle', { n: openIndex, count: photos.length, task })}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
