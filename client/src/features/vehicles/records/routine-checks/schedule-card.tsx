import { CalendarClock } from 'lucide-react';
import type { RoutineCheckScheduleDto } from '@fleetcare/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { DueBadge, dueEdges } from '../../../../components/ui/due-badge.tsx';
import { CardActions } from '../parts/card-actions.tsx';
import {
  dueUnknownText,
  forecastText,
  intervalText,
  lastDoneText,
  nextDueText,
  scheduleName,
} from './schedule-text.ts';

/**
 * One routine check: its state in words, its rule, when it falls due next (and the distance forecast). An item
 * whose last time is not known says so and reads "check soon", never OK; editors can set when it was last done.
 */
export function ScheduleCard({
  schedule,
  onEdit,
  onDelete,
  onSetLastDone,
}: {
  schedule: RoutineCheckScheduleDto;
  /** Absent for viewers: no buttons. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Shown while the item's next due is not known. */
  onSetLastDone?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation('vehicle-records');
  const language = i18n.resolvedLanguage;
  const name = scheduleName(t, schedule);
  const forecast = schedule.dueUnknown ? null : forecastText(t, schedule, language);
  const lastDone = lastDoneText(t, schedule, language);
  const setLastDone = schedule.dueUnknown ? onSetLastDone : undefined;
  return (
    <article
      aria-label={name}
      className={`h-full rounded-xl border border-l-4 border-slate-200 bg-white p-4 ${dueEdges[schedule.dueState]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <DueBadge
          state={schedule.dueState}
          label={schedule.dueUnknown ? t('checks.checkSoon') : t(`due.${schedule.dueState}`)}
        />
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">
        {schedule.dueUnknown ? dueUnknownText(t, schedule) : nextDueText(t, schedule, language)}
      </p>
      {forecast && <p className="text-sm text-slate-700">{forecast}</p>}
      <p className="mt-1 text-sm text-slate-600">
        {intervalText(t, schedule, language)}
        {lastDone && ` · ${lastDone}`}
      </p>
      {(setLastDone || onEdit || onDelete) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {setLastDone && (
            <Button
              variant="secondary"
              className="min-h-9 px-2.5"
              onClick={setLastDone}
              aria-label={t('checks.lastDone.setNamed', { name })}
            >
              <CalendarClock className="size-4" aria-hidden />
              {t('checks.lastDone.set')}
            </Button>
          )}
          <CardActions
            onEdit={onEdit}
            onDelete={onDelete}
            editLabel={t('checks.editNamed', { name })}
            deleteLabel={t('checks.deleteNamed', { name })}
          />
        </div>
      )}
    </article>
  );
}
