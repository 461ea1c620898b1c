import { ClipboardCheck, ListPlus, Plus } from 'lucide-react';
import { defaultSchedulesFor, type RoutineCheckScheduleDto, type VehicleDto } from '@fleetcare/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDeleteSchedule, useSchedules } from '../api/routine-checks.ts';
import { errorText } from '../../../lib/error-text.ts';
import { EmptyState, RecordsError, RecordsSkeleton } from './parts/states.tsx';
import { AddAllForm } from './routine-checks/add-all-form.tsx';
import { CompletedChecks } from './routine-checks/completed-checks.tsx';
import { LastDoneForm } from './routine-checks/last-done-form.tsx';
import { RecordCheckForm } from './routine-checks/record-check-form.tsx';
import { ScheduleCard } from './routine-checks/schedule-card.tsx';
import { ScheduleForm } from './routine-checks/schedule-form.tsx';
import { bySeverity, scheduleName } from './routine-checks/schedule-text.ts';

type Panel =
  | { kind: 'add' }
  | { kind: 'add-all' }
  | { kind: 'record' }
  | { kind: 'edit'; schedule: RoutineCheckScheduleDto }
  | { kind: 'last-done'; schedule: RoutineCheckScheduleDto }
  | null;

/**
 * The vehicle page's routine checks: every item with its state, next date or distance and forecast; the
 * recommended set with one answer of when they were last done; adding, changing and removing items; setting when
 * an item was last done; recording a completed check; the history. Viewers see it all read-only.
 */
export function RoutineChecksSection({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation(['vehicle-records', 'errors']);
  const headingId = useId();
  const canEdit = vehicle.access !== 'view' && !vehicle.archived;
  const schedules = useSchedules(vehicle._id);
  const remove = useDeleteSchedule(vehicle._id);
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<RoutineCheckScheduleDto | null>(null);

  const list = [...(schedules.data ?? [])].sort(bySeverity);
  const taken = new Set(list.map((schedule) => schedule.item));
  const missing = defaultSchedulesFor(vehicle.category, vehicle.fuel).filter((row) => !taken.has(row.item));

  const confirmDelete = () => {
    if (!deleting) return;
    const name = scheduleName(t, deleting);
    remove.mutate(deleting._id, {
      onSuccess: () => {
        setDeleting(null);
        showToast(t('checks.deleted', { name }));
      },
      onError: (error) => {
        setDeleting(null);
        showToast(errorText(t, error), 'error');
      },
    });
  };

  const addAllButton = (variant: 'primary' | 'secondary') => (
    <Button variant={variant} onClick={() => setPanel({ kind: 'add-all' })}>
      <ListPlus className="size-4" aria-hidden />
      {t('checks.addAll', { count: missing.length })}
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('checks.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('checks.intro')}</p>
      </div>

      {schedules.isPending ? (
        <RecordsSkeleton label={t('checks.loading')} />
      ) : schedules.isError ? (
        <RecordsError error={schedules.error} onRetry={() => void schedules.refetch()} title={t('checks.loadFailed')} />
      ) : (
        <>
          {canEdit && panel === null && (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {list.length > 0 && (
                <Button onClick={() => setPanel({ kind: 'record' })}>
                  <ClipboardCheck className="size-4" aria-hidden />
                  {t('checks.record')}
                </Button>
              )}
              {list.length > 0 && missing.length > 0 && addAllButton('secondary')}
              <Button variant="secondary" onClick={() => setPanel({ kind: 'add' })}>
                <Plus className="size-4" aria-hidden />
                {t('checks.add')}
              </Button>
            </div>
          )}

          {panel?.kind === 'add' && <ScheduleForm vehicle={vehicle} taken={taken} onDone={() => setPanel(null)} />}
          {panel?.kind === 'add-all' && (
            <AddAllForm vehicle={vehicle} count={missing.length} onDone={() => setPanel(null)} />
          )}
          {panel?.kind === 'last-done' && (
            <LastDoneForm
              key={panel.schedule._id}
              vehicle={vehicle}
              schedule={panel.schedule}
              onDone={() => setPanel(null)}
            />
          )}
          {panel?.kind === 'edit' && (
            <ScheduleForm
              key={panel.schedule._id}
              vehicle={vehicle}
              schedule={panel.schedule}
              taken={taken}
              onDone={() => setPanel(null)}
            />
          )}
          {panel?.kind === 'record' && (
            <RecordCheckForm vehicle={vehicle} schedules={list} onDone={() => setPanel(null)} />
          )}

          {list.length === 0 ? (
            <EmptyState
              title={t('checks.emptyTitle')}
              action={canEdit && missing.length > 0 && panel === null ? addAllButton('primary') : undefined}
            >
              {canEdit ? t('checks.emptyBody', { count: missing.length }) : t('checks.emptyBodyViewer')}
            </EmptyState>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {list.map((schedule) => (
                <li key={schedule._id}>
                  <ScheduleCard
                    schedule={schedule}
                    onEdit={canEdit ? () => setPanel({ kind: 'edit', schedule }) : undefined}
                    onDelete={canEdit ? () => setDeleting(schedule) : undefined}
                    onSetLastDone={canEdit ? () => setPanel({ kind: 'last-done', schedule }) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <CompletedChecks vehicleId={vehicle._id} canEdit={canEdit} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('checks.deleteTitle', { name: deleting ? scheduleName(t, deleting) : '' })}
        description={t('checks.deleteBody')}
        confirmLabel={t('checks.deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        danger
      />
    </section>
  );
}

export default RoutineChecksSection;
