import { AlertTriangle, CheckCircle2, Circle, RefreshCw, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReportTaskStatus } from '@fleetcare/shared';

/** Each status has a colour, an icon and its words: never colour alone (the words print in black and white too). */
const looks: Record<ReportTaskStatus, { icon: LucideIcon; className: string }> = {
  todo: { icon: Circle, className: 'border-slate-300 bg-slate-100 text-slate-700' },
  ok: { icon: CheckCircle2, className: 'border-green-300 bg-green-50 text-green-800' },
  attention: { icon: AlertTriangle, className: 'border-amber-300 bg-amber-50 text-amber-900' },
  fixed: { icon: Wrench, className: 'border-sky-300 bg-sky-50 text-sky-900' },
  replaced: { icon: RefreshCw, className: 'border-indigo-300 bg-indigo-50 text-indigo-900' },
};

/** A task's status as a badge: its icon and its words on its colour. */
export function TaskStatusBadge({ status }: { status: ReportTaskStatus }) {
  const { t } = useTranslation('reports');
  const { icon: Icon, className } = looks[status];
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium print:border-slate-400 ${className}`}
    >
      <Icon className="size-4" aria-hidden />
      {t(`taskStatus.${status}`)}
    </span>
  );
}
