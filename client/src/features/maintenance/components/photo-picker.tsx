import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_LIMITS, type MaintenanceMediaDto, type MaintenanceMediaKind } from '@fleetcare/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteMaintenanceMedia, useUploadMaintenanceMedia } from '../api/maintenance-requests.ts';
import { compressPhoto } from '../lib/compress-photo.ts';

/** A photo or the video chosen on this page (a photo compressed), waiting to be sent once the request is saved. */
interface ChosenMedia {
  key: number;
  kind: MaintenanceMediaKind;
  file: File;
  preview: string;
  /** 0 to 1 while it is being sent; null before. */
  progress: number | null;
  done: boolean;
  error: string | null;
}

const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
const videoTypes = ['video/mp4', 'video/webm'];
/** Names of video files a browser may give no type for (a phone's .mov among them). */
const videoName = /\.(mov|qt|mp4|m4v|webm|mkv|avi|3gp|3g2|wmv)$/i;
const videoMaxMegabytes = Math.round(MAINTENANCE_LIMITS.videoMaxBytes / (1024 * 1024));

const isVideoFile = (file: File) => file.type.startsWith('video/') || (file.type === '' && videoName.test(file.name));
/** A video the server takes: MP4 or WebM, at most `videoMaxBytes` (it checks the content again). */
const isAcceptedVideo = (file: File) => videoTypes.includes(file.type) && file.size <= MAINTENANCE_LIMITS.videoMaxBytes;

/**
 * The photos or the video of a request: chosen photos are compressed on the phone first; everything chosen is sent
 * one by one after the request is saved (`uploadAll`), each with its progress; what is sent already can be removed.
 */
export function usePhotoUploads() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ChosenMedia[]>([]);
  const next = useRef(0);
  const upload = useUploadMaintenanceMedia();
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  });
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const update = (key: number, change: Partial<ChosenMedia>) =>
    setChosen((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = async (files: File[], kind: MaintenanceMediaKind = 'photo') => {
    const ready = kind === 'photo' ? await Promise.all(files.map((file) => compressPhoto(file))) : files;
    setChosen((items) => [
      ...items,
      ...ready.map((file) => ({
        key: next.current++,
        kind,
        file,
        preview: URL.createObjectURL(file),
        progress: null,
        done: false,
        error: null,
      })),
    ]);
  };

  const remove = (key: number) =>
    setChosen((items) => {
      const gone = items.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return items.filter((item) => item.key !== key);
    });

  /** Sends what is not sent yet, one after another; answers how many failed (they stay, with their error). */
  const uploadAll = async (maintenanceId: string): Promise<number> => {
    let failed = 0;
    for (const item of latest.current.filter((each) => !each.done)) {
      update(item.key, { progress: 0, error: null });
      try {
        await upload.mutateAsync({
          maintenanceId,
          file: item.file,
          onProgress: (fraction) => update(item.key, { progress: fraction }),
        });
        update(item.key, { progress: 1, done: true });
      } catch (error) {
        failed += 1;
        update(item.key, { progress: null, error: errorText(t, error) });
      }
    }
    return failed;
  };

  return { chosen, add, remove, uploadAll, pending: chosen.filter((item) => !item.done).length };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;

function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="absolute inset-x-1 bottom-1 h-2 overflow-hidden rounded-full bg-white/80"
    >
      <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

const removeButtonClass =
  'absolute right-1 top-1 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow';
const photoTileClass = 'relative aspect-square overflow-hidden rounded-lg bg-slate-100';
/** A video takes the whole row: its controls need the width of a phone. */
const videoTileClass = 'relative col-span-3 overflow-hidden rounded-lg bg-black sm:col-span-6';

function VideoPreview({ src, label }: { src: string; label: string }) {
  return (
    <video
      src={src}
      controls
      muted
      playsInline
      preload="metadata"
      aria-label={label}
      className="aspect-video max-h-72 w-full object-contain"
    />
  );
}

interface MediaPick {
  kind: MaintenanceMediaKind;
  take: File[];
  /** The key of the message saying what was left out and why, or null when everything was taken. */
  problem: string | null;
}

/**
 * What a pick adds, by the server's rules: up to `photosMax` photos or one MP4 or WebM video of at most
 * `videoMaxBytes`, never both (`has`: what the request holds and has chosen already).
 */
function sortPick(files: File[], has: { photos: number; video: boolean }): MediaPick {
  const videos = files.filter(isVideoFile);
  const photos = files.filter((file) => photoTypes.includes(file.type));
  const others = files.length - videos.length - photos.length;
  if (videos.length > 0) {
    if (photos.length > 0) return { kind: 'photo', take: [], problem: 'photos.mixedPick' };
    const accepted = videos.filter(isAcceptedVideo);
    if (accepted.length < videos.length) return { kind: 'video', take: [], problem: 'photos.videoNotAllowed' };
    if (has.photos > 0) return { kind: 'video', take: [], problem: 'photos.videoWithPhotos' };
    if (has.video) return { kind: 'video', take: [], problem: 'photos.oneVideo' };
    const problem = accepted.length > 1 ? 'photos.oneVideo' : others > 0 ? 'photos.notAPhoto' : null;
    return { kind: 'video', take: accepted.slice(0, MAINTENANCE_LIMITS.videosMax), problem };
  }
  if (has.video && photos.length > 0) return { kind: 'photo', take: [], problem: 'photos.photosWithVideo' };
  const room = Math.max(0, MAINTENANCE_LIMITS.photosMax - has.photos);
  const problem = others > 0 ? 'photos.notAPhoto' : photos.length > room ? 'photos.tooMany' : null;
  return { kind: 'photo', take: photos.slice(0, room), problem };
}

/**
 * The media part of the request form: what is sent already, what is chosen, and a way to add up to six photos or
 * one short video (MP4 or WebM), never both.
 */
export function PhotoPicker({
  uploads,
  maintenanceId,
  existing = [],
  disabled = false,
}: {
  uploads: PhotoUploads;
  maintenanceId?: string;
  existing?: readonly MaintenanceMediaDto[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('maintenance');
  const inputId = useId();
  const remove = useDeleteMaintenanceMedia();
  const [problem, setProblem] = useState<string | null>(null);
  const photos = existing.filter((media) => media.kind === 'photo');
  const videos = existing.filter((media) => media.kind === 'video');
  const waiting = uploads.chosen.filter((item) => !item.done);
  const waitingPhotos = waiting.filter((item) => item.kind === 'photo');
  const waitingVideos = waiting.filter((item) => item.kind === 'video');
  const has = { photos: photos.length + waitingPhotos.length, video: videos.length + waitingVideos.length > 0 };
  const full = has.video || has.photos >= MAINTENANCE_LIMITS.photosMax;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const pick = sortPick(files, has);
    setProblem(pick.problem ? t(pick.problem, { max: MAINTENANCE_LIMITS.photosMax, mb: videoMaxMegabytes }) : null);
    if (pick.take.length > 0) void uploads.add(pick.take, pick.kind);
  };

  const removeSent = (media: MaintenanceMediaDto, label: string) =>
    maintenanceId && (
      <button
        type="button"
        onClick={() => remove.mutate({ maintenanceId, mediaId: media._id })}
        disabled={remove.isPending}
        aria-label={label}
        className={removeButtonClass}
      >
        {remove.isPending && remove.variables.mediaId === media._id ? (
          <Spinner />
        ) : (
          <X className="size-5" aria-hidden />
        )}
      </button>
    );

  return (
    <fieldset disabled={disabled} aria-describedby={`${inputId}-help`}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('photos.legend')}</legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((media) => (
          <li key={media._id} className={photoTileClass}>
            <img src={media.url} alt={t('photos.sent')} className="size-full object-cover" />
            {removeSent(media, t('photos.removeSent'))}
          </li>
        ))}
        {videos.map((media) => (
          <li key={media._id} className={videoTileClass}>
            <VideoPreview src={media.url} label={t('photos.sentVideo')} />
            {removeSent(media, t('photos.removeSentVideo'))}
          </li>
        ))}
        {waiting.map((item) => {
          const video = item.kind === 'video';
          const n = waitingPhotos.indexOf(item) + 1;
          return (
            <li key={item.key} className={video ? videoTileClass : photoTileClass}>
              {video ? (
                <VideoPreview src={item.preview} label={t('photos.chosenVideo')} />
              ) : (
                <img src={item.preview} alt={t('photos.chosen', { n })} className="size-full object-cover" />
              )}
              {item.progress === null && (
                <button
                  type="button"
                  onClick={() => uploads.remove(item.key)}
                  aria-label={video ? t('photos.removeChosenVideo') : t('photos.removeChosen', { n })}
                  className={removeButtonClass}
                >
                  <X className="size-5" aria-hidden />
                </button>
              )}
              {item.progress !== null && (
                <Progress
                  value={item.progress}
                  label={video ? t('photos.progressVideo') : t('photos.progress', { n })}
                />
              )}
              {item.error && (
                <p
                  role="alert"
                  className={`absolute bg-red-700/90 px-1 py-0.5 text-xs text-white ${video ? 'left-0 right-14 top-0' : 'inset-x-0 bottom-0'}`}
                >
                  {item.error}
                </p>
              )}
            </li>
          );
        })}
        {!full && (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-square min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-white p-1 text-center text-sm font-medium text-slate-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <ImagePlus className="size-6" aria-hidden />
              {t('photos.add')}
              <input
                id={inputId}
                type="file"
                accept={[...photoTypes, ...videoTypes].join(',')}
                multiple
                onChange={choose}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      <p
        id={`${inputId}-help`}
        role={problem ? 'alert' : undefined}
        className={`mt-1.5 text-sm ${problem ? 'text-red-700' : 'text-slate-500'}`}
      >
        {problem ?? t('photos.hint', { max: MAINTENANCE_LIMITS.photosMax, mb: videoMaxMegabytes })}
      </p>
    </fieldset>
  );
}
