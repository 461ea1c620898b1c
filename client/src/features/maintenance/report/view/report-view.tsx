import {
  AlertOctagon,
  CalendarClock,
  Car,
  CheckCircle2,
  FileDown,
  FilePen,
  Gauge,
  Printer,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_PREFIX,
  buildPath,
  formatCalendarDate,
  hasContent,
  LAGOS_TIME_ZONE,
  recommendationsByUrgency,
  reportsApi,
  taskSections,
  type RecommendationUrgency,
  type ReportDto,
} from '@fleetcare/shared';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { formatInstant, formatKm } from '../../../../lib/format.ts';
import { ReportMedia } from './report-media.tsx';
import { TaskStatusBadge } from './task-status-badge.tsx';

/** Printing the report: an object, so tests can stand in for the browser's print dialog. */
export const reportPrinter = {
  print(): void {
    // Thumbnails not scrolled to yet would print blank: they load now (they are small).
    for (const image of document.querySelectorAll<HTMLImageElement>('[data-report] img[loading="lazy"]')) {
      image.loading = 'eager';
    }
    window.print();
  },
};

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:break-inside-avoid print:rounded-none print:border-0 print:p-0 print:shadow-none sm:p-6"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function HeaderFact({ icon: Icon, label, children }: { icon: typeof Car; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 size-5 shrink-0 text-slate-500 print:hidden" aria-hidden />
      <div className="min-w-0">
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="break-words font-medium text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

const urgencyLooks: Record<RecommendationUrgency, string> = {
  now: 'border-red-300 bg-red-50 text-red-950 print:border-2 print:border-black',
  'within-a-month': 'border-amber-200 bg-amber-50 text-amber-950',
  'next-service': 'border-slate-200 bg-slate-50 text-slate-900',
};

function Recommendations({ report }: { report: ReportDto }) {
  const { t } = useTranslation('reports');
  const groups = recommendationsByUrgency(report.recommendations);
  if (groups.length === 0) return <p className="text-slate-700">{t('view.noRecommendations')}</p>;
  return (
    <div className="space-y-3">
      {groups.map(({ urgency, items }) => (
        <section
          key={urgency}
          aria-labelledby={`urgency-${urgency}`}
          data-urgency={urgency}
          className={`rounded-lg border p-3 ${urgencyLooks[urgency]}`}
        >
          <h3 id={`urgency-${urgency}`} className="flex items-center gap-2 font-semibold">
            {urgency === 'now' && <AlertOctagon className="size-5 shrink-0 text-red-700" aria-hidden />}
            {t(`urgency.${urgency}`)}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {items.map((item, index) => (
              <li key={index} className="whitespace-pre-line break-words">
                {item.text}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Whether the report gives a mileage or a next service: without either, their card is left out. */
function hasMileageOrNext(report: ReportDto): boolean {
  return report.mileageKm !== null || report.nextServiceDate !== null || report.nextServiceKm !== null;
}

/** The mileage and the next service, each line only when it was given. */
function MileageAndNext({ report }: { report: ReportDto }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage;
  const km = (value: number) => formatKm(value, language);
  const { nextServiceDate: date, nextServiceKm: distance } = report;
  let next: string | null = null;
  if (date && distance !== null) {
    next = t('view.dateOrKm', { date: formatCalendarDate(date, language), km: km(distance) });
  } else if (date) next = formatCalendarDate(date, language);
  else if (distance !== null) next = t('view.atKm', { km: km(distance) });
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {report.mileageKm !== null && (
        <HeaderFact icon={Gauge} label={t('view.mileage')}>
          {km(report.mileageKm)}
        </HeaderFact>
      )}
      {next !== null && (
        <HeaderFact icon={CalendarClock} label={t('view.nextService')}>
          {next}
        </HeaderFact>
      )}
    </dl>
  );
}

function Tasks({ report }: { report: ReportDto }) {
  const { t } = useTranslation('reports');
  const sections = taskSections(report);
  if (sections.length === 0) return <p className="text-slate-700">{t('view.noTasks')}</p>;
  return (
    <div className="space-y-6">
      {sections.map(({ group, tasks }) => {
        const id = `tasks-${group?.slug ?? 'added'}`;
        const done = tasks.filter((task) => task.status !== 'todo').length;
        return (
          <section key={id} aria-labelledby={id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-200 pb-1">
              <h3 id={id} className="font-semibold text-slate-900">
                {group?.name ?? t('view.otherWork')}
              </h3>
              <p className="text-sm text-slate-600">{t('view.checkedCount', { done, count: tasks.length })}</p>
            </div>
            <ul className="divide-y divide-slate-100">
              {tasks.map((task) => (
                <li key={task._id} className="space-y-2 py-3 print:break-inside-avoid">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h4 className="min-w-0 break-words font-medium text-slate-900">{task.title}</h4>
                    <TaskStatusBadge status={task.status} />
                  </div>
                  {task.entries.length > 0 && (
                    <ul aria-label={t('view.notesOf', { task: task.title })} className="space-y-1">
                      {task.entries.map((entry) => (
                        <li
                          key={entry._id}
                          className="whitespace-pre-line break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 print:bg-transparent print:px-0 print:py-0"
                        >
                          {entry.text}
                        </li>
                      ))}
                    </ul>
                  )}
                  {task.media.length > 0 && <ReportMedia media={task.media} task={task.title} />}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** get-report-pdf of the job: a plain link, so the browser downloads it with the session's cookie. */
export function reportPdfUrl(maintenanceId: string): string {
  return `${API_PREFIX}${buildPath(reportsApi.getReportPdf.path, { id: maintenanceId })}`;
}

/**
 * A job's report as its customer, the vehicle's collaborators and its mechanic read it: the header (vehicle,
 * mechanic, completed when, or a draft still being written), then, once there is anything to show, the summary,
 * the recommendations by urgency (now first), mileage and next service, and each booked service's tasks with their
 * status, notes, photos and videos. `back` is the way back to a page the reader can open, beside Print and Download
 * PDF. Print prints it without the buttons and with small photos. Its times are read on the clock of the job's
 * place (`timeZone`, the platform's Africa/Lagos unless told), as the job's page shows them, whatever the browser's.
 */
export function ReportView({
  report,
  back,
  timeZone = LAGOS_TIME_ZONE,
}: {
  report: ReportDto;
  back?: ReactNode;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('reports');
  const complete = report.status === 'complete' && report.completedAt !== null;
  const ready = hasContent(report);
  return (
    <article data-report data-print-document className="space-y-4">
      {/* The way back may show a moment after the report: its place is kept (a line of its own on a phone, where
          it and the buttons may not fit on one), so nothing moves when it comes. */}
      <div className="flex flex-col gap-2 print:hidden sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-h-11 items-center">{back}</div>
        {ready && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => reportPrinter.print()}>
              <Printer className="size-4" aria-hidden />
              {t('view.print')}
            </Button>
            {/* The same report as a PDF for the service book, made by the server in the reader's language. */}
            <a href={reportPdfUrl(report.maintenanceId)} download className={buttonClass('secondary')}>
              <FileDown className="size-4" aria-hidden />
              {t('view.downloadPdf')}
            </a>
          </div>
        )}
      </div>
      <header className="space-y-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        {complete ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-900">
            <CheckCircle2 className="size-4" aria-hidden />
            {t('view.completedOn', {
              date: formatInstant(report.completedAt ?? '', i18n.resolvedLanguage, { timeZone }),
            })}
          </p>
        ) : (
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-950">
            <FilePen className="size-4" aria-hidden />
            {t('view.draft')}
          </p>
        )}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <HeaderFact icon={Car} label={t('view.vehicle')}>
            {report.vehicleLabel}
          </HeaderFact>
          <HeaderFact icon={UserRound} label={t('view.technician')}>
            {report.technicianName}
          </HeaderFact>
        </dl>
      </header>

      {ready ? (
        <>
          <Section id="report-summary" title={t('view.summary')}>
            {report.summary.trim() ? (
              <p className="whitespace-pre-line break-words text-slate-800">{report.summary}</p>
            ) : (
              <p className="text-slate-600">{t('view.noSummary')}</p>
            )}
          </Section>
          <Section id="report-recommendations" title={t('view.recommendations')}>
            <Recommendations report={report} />
          </Section>
          {hasMileageOrNext(report) && (
            <Section id="report-mileage" title={t('view.mileageAndNext')}>
              <MileageAndNext report={report} />
            </Section>
          )}
          <Section id="report-tasks" title={t('view.tasks')}>
            <Tasks report={report} />
          </Section>
        </>
      ) : (
        <div role="status" className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
          <p className="font-semibold text-slate-900">{t('view.notReady')}</p>
          <p className="mx-auto mt-1 max-w-prose text-sm text-slate-600">{t('view.notReadyHint')}</p>
        </div>
      )}
    </article>
  );
}
