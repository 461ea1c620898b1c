import { Play, X } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type ReportMediaDto } from '@fleetcare/shared';
import { iconButtonClass } from '../../../../components/ui/button.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import { thumbnailSize } from './report-content.ts';

/** "2.4 MB", "850 KB": what playing a video costs in data. */
function useDataSize() {
  const { i18n } = useTranslation();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${formatNumber(bytes / (1024 * 1024), i18n.resolvedLanguage, 1)} MB`
      : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), i18n.resolvedLanguage)} KB`;
}

/** The full photo in a modal, loaded only once it is opened. */
function PhotoDialog({ photo, title, onClose }: { photo: ReportMediaDto | null; title: string; onClose: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Dialog.Root open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/80" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-1rem)] w-[calc(100vw-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-3 shadow-xl focus:outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="min-w-0 truncate font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={t('view.close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {photo && (
            <img
              src={photo.url}
              alt={title}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              decoding="async"
              className="mx-auto max-h-[calc(100vh-6rem)] w-auto max-w-full rounded-lg object-contain"
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
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
 * view with their size set beforehand, so the page does not jump; the full photo is downloaded only when one is
 * opened. Videos are posters until tapped.
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
      <PhotoDialog
        photo={open}
        title={t('view.photoTitle', { n: openIndex, count: photos.length, task })}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
