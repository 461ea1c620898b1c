import type { RoutineCheckScheduleDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { DueBadge, dueEdges } from '../../../../components/ui/due-badge.tsx';
import { CardActions } from '../parts/card-actions.tsx';
import { forecastText, intervalText, lastDoneText, nextDueText, scheduleName } from './schedule-text.ts';

/** One routine check: its state in words, its rule, when it falls due next (and the distance forecast). */
export function ScheduleCard({
  schedule,
  onEdit,
  onDelete,
}: {
  schedule: RoutineCheckScheduleDto;
  /** Absent for viewers: no buttons. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation('vehicle-records');
  const language = i18n.resolvedLanguage;
  const name = scheduleName(t, schedule);
  const forecast = forecastText(t, schedule, language);
  return (
    <article
      aria-label={name}
      className={`h-full rounded-xl border border-l-4 border-slate-200 bg-white p-4 ${dueEdges[schedule.dueState]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <DueBadge state={schedule.dueState} label={t(`due.${schedule.dueState}`)} />
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">{nextDueText(t, schedule, language)}</p>
      {forecast && <p className="text-sm text-slate-700">{forecast}</p>}
      <p className="mt-1 text-sm text-slate-600">
        {intervalText(t, schedule, language)} · {lastDoneText(t, schedule, language)}
      </p>
      <CardActions
        className="mt-3"
        onEdit={onEdit}
        onDelete={onDelete}
        editLabel={t('checks.editNamed', { name })}
        deleteLabel={t('checks.deleteNamed', { name })}
      />
    </article>
  );
}
