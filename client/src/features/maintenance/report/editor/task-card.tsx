import {
  Camera,
  CircleAlert,
  CircleCheck,
  ChevronUp,
  CircleDashed,
  Pencil,
  Plus,
  Replace,
  Trash2,
  Video,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, reportTaskStatuses, type ReportTaskStatus } from '@fleetcare/shared';
import { Button, iconButtonClass } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { ShownEntry, ShownMedia, ShownTask } from '../offline/pending-ops.ts';
import { PendingMark, Refusals, TextArea } from './editor-parts.tsx';
import type { MediaRefusal, ReportEditorModel } from './use-report-editor.ts';

type Changes = NonNullable<ReportEditorModel['changes']>;

const statusIcons: Record<ReportTaskStatus, LucideIcon> = {
  todo: CircleDashed,
  ok: CircleCheck,
  attention: CircleAlert,
  fixed: Wrench,
  replaced: Replace,
};

const statusLooks: Record<ReportTaskStatus, string> = {
  todo: 'border-slate-400 bg-slate-100 text-slate-900',
  ok: 'border-brand-700 bg-brand-50 text-brand-900',
  attention: 'border-amber-600 bg-amber-50 text-amber-900',
  fixed: 'border-sky-700 bg-sky-50 text-sky-900',
  replaced: 'border-violet-700 bg-violet-50 text-violet-900',
};

const videoMegabytes = Math.round(REPORT_LIMITS.videoMaxBytes / (1024 * 1024));

/**
 * What the technician found of a task: five chips, each a radio with a big tap target, each as wide as its word
 * on one line; chips that do not fit the row wrap whole onto the next. The chosen one is filled.
 */
function StatusPicker({ task, onChange }: { task: ShownTask; onChange: (status: ReportTaskStatus) => void }) {
  const { t } = useTranslation(['report-editor', 'reports']);
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('task.statusLegend', { task: task.title })}</legend>
      <div className="flex flex-wrap gap-1.5">
        {reportTaskStatuses.map((status) => {
          const Icon = statusIcons[status];
          const chosen = task.status === status;
          return (
            <label
              key={status}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-1 whitespace-nowrap rounded-full border-2 px-2.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                chosen ? statusLooks[status] : 'border-slate-200 bg-white text-slate-700'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={status}
                checked={chosen}
                onChange={() => onChange(status)}
                className="sr-only"
              />
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(`reports:taskStatus.${status}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function noteError(text: string): 'noteRequired' | 'noteTooLong' | undefined {
  if (text.trim() === '') return 'noteRequired';
  if (text.trim().length > REPORT_LIMITS.entryTextMax) return 'noteTooLong';
  return undefined;
}

function Note({ entry, n, changes }: { entry: ShownEntry; n: number; changes: Changes }) {
  const { t } = useTranslation('report-editor');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.text);
  const [error, setError] = useState<string | undefined>(undefined);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(text);
    if (problem) {
      setError(t(`task.${problem}`, { max: REPORT_LIMITS.entryTextMax }));
      return;
    }
    if (text.trim() !== entry.text) void changes.editNote(entry._id, text.trim());
    setEditing(false);
  };
  if (editing) {
    return (
      <li>
        <form onSubmit={save} className="space-y-2">
          <TextArea
            label={t('task.editLabel', { n })}
            value={text}
            error={error}
            maxLength={REPORT_LIMITS.entryTextMax + 100}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit">{t('task.saveNote')}</Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('task.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-1 rounded-lg bg-slate-50 py-1 pl-3">
      <div className="min-w-0 flex-1 py-2">
        <p className="whitespace-pre-line break-words text-sm text-slate-900">{entry.text}</p>
        {entry.pending && (
          <div className="mt-1">
            <PendingMark />
          </div>
        )}
      </div>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('task.editNote', { n })}
        onClick={() => {
          setText(entry.text);
          setEditing(true);
        }}
      >
        <Pencil className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={t('task.deleteNote', { n })}
        onClick={() => void changes.deleteNote(entry._id)}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/** A task's notes, each with Edit and Delete; the box for a new one only while the task is open. */
function Notes({ task, changes, open }: { task: ShownTask; changes: Changes; open: boolean }) {
  const { t } = useTranslation('report-editor');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(text);
    if (problem) {
      setError(t(`task.${problem}`, { max: REPORT_LIMITS.entryTextMax }));
      return;
    }
    void changes.addNote(task._id, text.trim());
    setText('');
  };
  if (task.entries.length === 0 && !open) return null;
  return (
    <div className="space-y-2">
      {task.entries.length > 0 && (
        <ul className="space-y-2" aria-label={t('task.notes')}>
          {task.entries.map((entry, index) => (
            <Note key={entry.clientId} entry={entry} n={index + 1} changes={changes} />
          ))}
        </ul>
      )}
      {open && (
        <form onSubmit={add} className="space-y-2">
          <TextArea
            label={t('task.newNote')}
            rows={2}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            {t('task.addNote')}
          </Button>
        </form>
      )}
    </div>
  );
}

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

function MediaTile({
  media,
  n,
  task,
  picture,
  progress,
  changes,
}: {
  media: ShownMedia;
  n: number;
  task: ShownTask;
  picture: string | undefined;
  progress: number | null;
  changes: Changes;
}) {
  const { t } = useTranslation('report-editor');
  const video = media.kind === 'video';
  const src = media.pending ? picture : video ? media.url : (media.thumbnailUrl ?? media.url);
  return (
    <li className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
      {src ? (
        video ? (
          <video
            src={src}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t('media.videoLabel', { n, task: task.title })}
            className="size-full bg-black object-contain"
          />
        ) : (
          <img
            src={src}
            alt={t('media.photoAlt', { n, task: task.title })}
            loading="lazy"
            className="size-full object-cover"
          />
        )
      ) : (
        <span
          role="img"
          aria-label={t(video ? 'media.videoLabel' : 'media.photoAlt', { n, task: task.title })}
          className="flex size-full items-center justify-center text-slate-500"
        >
          {video ? <Video className="size-6" aria-hidden /> : <Camera className="size-6" aria-hidden />}
        </span>
      )}
      <button
        type="button"
        onClick={() => void changes.deleteMedia(media._id)}
        aria-label={t(video ? 'media.deleteVideo' : 'media.deletePhoto', { n, task: task.title })}
        className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow"
      >
        <Trash2 className="size-5" aria-hidden />
      </button>
      {progress !== null && <Progress value={progress} label={t('media.uploading', { n, task: task.title })} />}
      {media.pending && progress === null && (
        <span className="absolute bottom-1 left-1">
          <CloudBadge />
        </span>
      )}
    </li>
  );
}

function CloudBadge() {
  return <PendingMark />;
}

/** A task's photos and videos as small tiles; the buttons that take more only while the task is open. */
function MediaSection({
  task,
  changes,
  mediaUrls,
  uploading,
  open,
}: {
  open: boolean;
  task: ShownTask;
  changes: Changes;
  mediaUrls: ReadonlyMap<string, string>;
  uploading: { clientId: string; progress: number | null } | null;
}) {
  const { t } = useTranslation('report-editor');
  const photoInput = useId();
  const videoInput = useId();
  const [refusal, setRefusal] = useState<MediaRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setRefusal(null);
    setBusy(true);
    try {
      for (const file of files) {
        const refused = await changes.addMedia(task._id, file);
        if (refused) setRefusal(refused);
      }
    } finally {
      setBusy(false);
    }
  };
  if (task.media.length === 0 && !open) return null;
  const pickerClass =
    'flex min-h-12 min-w-0 flex-1 cursor-pointer whitespace-nowrap items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';
  return (
    <div className="space-y-2">
      {task.media.length > 0 && (
        <ul
          className="grid grid-cols-[repeat(auto-fill,minmax(5rem,1fr))] gap-2 sm:grid-cols-[repeat(auto-fill,minmax(7rem,1fr))]"
          aria-label={t('media.title')}
        >
          {task.media.map((media, index) => (
            <MediaTile
              key={media.clientId}
              media={media}
              n={index + 1}
              task={task}
              picture={mediaUrls.get(media.clientId)}
              progress={uploading?.clientId === media.clientId ? (uploading.progress ?? 0) : null}
              changes={changes}
            />
          ))}
        </ul>
      )}
      {open && (
        <>
          <div className="flex flex-wrap gap-2">
            <label htmlFor={photoInput} className={pickerClass}>
              {busy ? <Spinner /> : <Camera className="size-5 shrink-0" aria-hidden />}
              {t('media.takePhoto')}
              <input
                id={photoInput}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                disabled={busy}
                onChange={(event) => void pick(event)}
              />
            </label>
            <label htmlFor={videoInput} className={pickerClass}>
              <Video className="size-5 shrink-0" aria-hidden />
              {t('media.addVideo')}
              <input
                id={videoInput}
                type="file"
                accept="video/mp4,video/webm,video/*"
                capture="environment"
                className="sr-only"
                disabled={busy}
                onChange={(event) => void pick(event)}
              />
            </label>
          </div>
          <p role={refusal ? 'alert' : undefined} className={`text-sm ${refusal ? 'text-red-700' : 'text-slate-500'}`}>
            {refusal
              ? t(`media.refused.${refusal}`, { mb: videoMegabytes, max: REPORT_LIMITS.mediaMax })
              : t('media.hint', { mb: videoMegabytes })}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * One task of the report as a compact row: its title, how many notes and photos it has, its status chips, its notes
 * and photo tiles if any, and what the server refused of it. "Add a note or photo" opens the box for a note and the
 * buttons for photos and videos (closed at first, so a long list of tasks stays short on a phone).
 */
export function TaskCard({
  task,
  changes,
  mediaUrls,
  uploading,
}: {
  task: ShownTask;
  changes: Changes;
  mediaUrls: ReadonlyMap<string, string>;
  uploading: { clientId: string; progress: number | null } | null;
}) {
  const { t } = useTranslation('report-editor');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const counts = [
    task.entries.length > 0 ? t('task.noteCount', { count: task.entries.length }) : null,
    task.media.length > 0 ? t('task.mediaCount', { count: task.media.length }) : null,
  ].filter((count) => count !== null);
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h5 id={headingId} className="min-w-0 break-words text-base font-semibold text-slate-900">
          {task.title}
        </h5>
        <div className="flex flex-wrap items-center gap-2">
          {counts.length > 0 && <p className="text-sm text-slate-600">{counts.join(' · ')}</p>}
          {task.pending && <PendingMark />}
        </div>
      </div>
      <StatusPicker task={task} onChange={(status) => void changes.markTask(task._id, status)} />
      <Refusals ops={task.refusals} onDismiss={(op) => void changes.dismiss(op)} />
      <Notes task={task} changes={changes} open={open} />
      <MediaSection task={task} changes={changes} mediaUrls={mediaUrls} uploading={uploading} open={open} />
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {open ? <ChevronUp className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
        {t('task.open')}
      </button>
    </section>
  );
}
