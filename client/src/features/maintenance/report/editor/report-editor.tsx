import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type MaintenanceStatus } from '@fleetcare/shared';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { TextInput } from '../../../../components/ui/field.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { ShownReport, ShownTask } from '../offline/pending-ops.ts';
import { CompleteReport } from './complete-report.tsx';
import { Refusals, SaveIndicator } from './editor-parts.tsx';
import { ReportFields } from './report-fields.tsx';
import { TaskCard } from './task-card.tsx';
import { useReportEditor, type ReportEditorModel } from './use-report-editor.ts';

/** The report's tasks by booked service, in the request's order; added tasks (and any other) last. */
function groupsOf(report: ShownReport): { key: string; name: string | null; tasks: ShownTask[] }[] {
  const known = new Set(report.groups.map((group) => group.slug));
  const groups = report.groups.map((group) => ({
    key: group.slug,
    name: group.name as string | null,
    tasks: report.tasks.filter((task) => task.group === group.slug),
  }));
  const others = report.tasks.filter((task) => task.group === null || !known.has(task.group));
  return [...groups, { key: '', name: null, tasks: others }].filter((group) => group.tasks.length > 0);
}

function AddTask({ report, changes }: { report: ShownReport; changes: NonNullable<ReportEditorModel['changes']> }) {
  const { t } = useTranslation('report-editor');
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const full = report.tasks.length >= REPORT_LIMITS.tasksMax;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') return setError(t('addTask.required'));
    if (trimmed.length > REPORT_LIMITS.taskTitleMax)
      return setError(t('addTask.tooLong', { max: REPORT_LIMITS.taskTitleMax }));
    void changes.addTask(trimmed);
    setTitle('');
  };
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-base font-semibold text-slate-900">
        {t('addTask.title')}
      </h4>
      {full ? (
        <p className="text-sm text-slate-600">{t('addTask.full', { max: REPORT_LIMITS.tasksMax })}</p>
      ) : (
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <TextInput
            label={t('addTask.label')}
            value={title}
            error={error}
            autoComplete="off"
            frameClassName="min-w-0 flex-1"
            onChange={(event) => {
              setTitle(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" variant="secondary">
            <Plus className="size-4" aria-hidden />
            {t('addTask.button')}
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * The booked technician's report editor on the job screen: the tasks of each booked service with their status,
 * notes, photos and videos; added tasks; the summary, recommendations, mileage and next service; and "Complete
 * report". Every change is kept on the phone and shown at once, then sent when the network allows (the indicator
 * says where they stand).
 */
export function ReportEditor({ maintenanceId, jobStatus }: { maintenanceId: string; jobStatus: MaintenanceStatus }) {
  // Every namespace its parts read, asked for at once (one wait for them all, not one per part).
  const { t } = useTranslation(['report-editor', 'reports', 'validation']);
  const editor = useReportEditor(maintenanceId);
  const { report, shown, changes } = editor;
  if (report.isError) {
    return (
      <LoadError
        title={t('loadFailed')}
        error={report.error}
        onRetry={() => void report.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  if (!shown || !changes || !editor.loaded) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('loading')}
      </p>
    );
  }
  const groups = groupsOf(shown);
  return (
    <section aria-labelledby="report-editor-heading" className="space-y-5">
      <div className="space-y-2">
        <h3 id="report-editor-heading" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h3>
        <SaveIndicator
          waiting={editor.waiting}
          online={editor.online}
          retrying={editor.retryAt !== null}
          onRetry={changes.retryNow}
        />
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      <Refusals ops={shown.refusals} onDismiss={(op) => void changes.dismiss(op)} />
      {groups.length === 0 ? (
        <EmptyState size="section" tone="muted" title={t('tasks.empty')}>
          {t('tasks.emptyHint')}
        </EmptyState>
      ) : (
        groups.map((group) => (
          <div key={group.key} className="space-y-3">
            <h4 className="text-base font-semibold text-slate-900">{group.name ?? t('groups.other')}</h4>
            {group.tasks.map((task) => (
              <TaskCard
                key={task.clientId ?? task._id}
                task={task}
                changes={changes}
                mediaUrls={editor.mediaUrls}
                uploading={editor.uploading}
              />
            ))}
          </div>
        ))
      )}
      <AddTask report={shown} changes={changes} />
      <ReportFields key={shown._id} report={shown} onSave={changes.updateFields} />
      <CompleteReport report={shown} waiting={editor.waiting} online={editor.online} jobStatus={jobStatus} />
    </section>
  );
}
