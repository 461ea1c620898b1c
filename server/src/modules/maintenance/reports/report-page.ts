import type { Request } from 'express';
import {
  API_PREFIX,
  buildPath,
  formatCalendarDate,
  formatInstant,
  hasContent,
  intlLocale,
  LAGOS_TIME_ZONE,
  recommendationsByUrgency,
  REPORT_LIMITS,
  reportMaintenanceParamsSchema,
  reportsApi,
  screens,
  taskSections,
  thumbnailSize,
  type RecommendationUrgency,
  type ReportDto,
  type ReportMediaDto,
  type ReportTaskStatus,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RenderedScreen, ServerRenderedScreen } from '../../../lib/http/spa.ts';
import { fixedT, localeOf, type Locale } from '../../../lib/i18n.ts';
import { sessionTokenOf } from '../../../lib/session/session-cookies.ts';
import { icon, type ReportIcon } from './report-page-icons.ts';
import { getReport } from './report.service.ts';

/*
 * The report view's first screen, rendered by the server into the app's page for a reader who may read the report
 * (the same check as get-report), so a phone on a slow network shows the report without waiting for the app's code
 * and a call for the report. The markup is the client's report view (client/src/features/maintenance/report/view)
 * written as plain HTML: the same elements and classes, so nothing moves when the app draws its own over it. Its
 * buttons are marked disabled (aria-disabled) until then; the PDF link works as it is.
 */

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

type Text = ReturnType<typeof fixedT>;

/** The ids of the server's markup, apart from the app's (both are in the page until the app takes over). */
const idOf = (name: string) => `fc-ssr-${name}`;

const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 min-h-11 px-4 text-sm';

const statusLooks: Record<ReportTaskStatus, { icon: ReportIcon; className: string }> = {
  todo: { icon: 'circle', className: 'border-slate-300 bg-slate-100 text-slate-700' },
  ok: { icon: 'checkCircle', className: 'border-green-300 bg-green-50 text-green-800' },
  attention: { icon: 'alertTriangle', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  fixed: { icon: 'wrench', className: 'border-sky-300 bg-sky-50 text-sky-900' },
  replaced: { icon: 'refresh', className: 'border-indigo-300 bg-indigo-50 text-indigo-900' },
};

const urgencyLooks: Record<RecommendationUrgency, string> = {
  now: 'border-red-300 bg-red-50 text-red-950 print:border-2 print:border-black',
  'within-a-month': 'border-amber-200 bg-amber-50 text-amber-950',
  'next-service': 'border-slate-200 bg-slate-50 text-slate-900',
};

function section(id: string, title: string, body: string): string {
  return (
    `<section aria-labelledby="${idOf(id)}" class="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:break-inside-avoid print:rounded-none print:border-0 print:p-0 print:shadow-none sm:p-6">` +
    `<h2 id="${idOf(id)}" class="mb-3 text-lg font-semibold text-slate-900">${escapeHtml(title)}</h2>${body}</section>`
  );
}

function headerFact(name: ReportIcon, label: string, value: string): string {
  return (
    `<div class="flex min-w-0 items-start gap-2">${icon(name, 'mt-0.5 size-5 shrink-0 text-slate-500 print:hidden')}` +
    `<div class="min-w-0"><dt class="text-sm text-slate-600">${escapeHtml(label)}</dt>` +
    `<dd class="break-words font-medium text-slate-900">${escapeHtml(value)}</dd></div></div>`
  );
}

const number = (value: number, locale: Locale, digits = 0) =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
const km = (value: number, locale: Locale) => `${number(value, locale)} km`;
const dataSize = (bytes: number, locale: Locale) =>
  bytes >= 1024 * 1024
    ? `${number(bytes / (1024 * 1024), locale, 1)} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;

function recommendations(report: ReportDto, text: Text): string {
  const groups = recommendationsByUrgency(report.recommendations);
  if (groups.length === 0)
    return `<p class="text-slate-700">${escapeHtml(text('report-page:view.noRecommendations'))}</p>`;
  const body = groups
    .map(
      ({ urgency, items }) =>
        `<section aria-labelledby="${idOf(`urgency-${urgency}`)}" data-urgency="${urgency}" class="rounded-lg border p-3 ${urgencyLooks[urgency]}">` +
        `<h3 id="${idOf(`urgency-${urgency}`)}" class="flex items-center gap-2 font-semibold">` +
        `${urgency === 'now' ? icon('alertOctagon', 'size-5 shrink-0 text-red-700') : ''}${escapeHtml(text(`report-page:urgency.${urgency}`))}</h3>` +
        `<ul class="mt-1 list-disc space-y-1 pl-6">${items
          .map((item) => `<li class="whitespace-pre-line break-words">${escapeHtml(item.text)}</li>`)
          .join('')}</ul></section>`,
    )
    .join('');
  return `<div class="space-y-3">${body}</div>`;
}

function mileageAndNext(report: ReportDto, text: Text, locale: Locale): string {
  const { nextServiceDate: date, nextServiceKm: distance } = report;
  let next: string | null = null;
  if (date && distance !== null) {
    next = text('report-page:view.dateOrKm', { date: formatCalendarDate(date, locale), km: km(distance, locale) });
  } else if (date) next = formatCalendarDate(date, locale);
  else if (distance !== null) next = text('report-page:view.atKm', { km: km(distance, locale) });
  return (
    `<dl class="grid gap-x-6 gap-y-3 sm:grid-cols-2">` +
    (report.mileageKm !== null
      ? headerFact('gauge', text('report-page:view.mileage'), km(report.mileageKm, locale))
      : '') +
    (next !== null ? headerFact('calendarClock', text('report-page:view.nextService'), next) : '') +
    `</dl>`
  );
}

/**
 * How many thumbnails the markup shows: the report's first ones. A thumbnail the markup names but the browser has
 * not loaded yet (a lazy one out of reach) would be fetched at once, not lazily, when the app draws the same one (its
 * image cache shares the deferred load), so the markup names only the first few, which load with it when they are
 * near the screen; the others are their boxes, which the app fills lazily as they come near.
 */
export const SERVER_RENDERED_PHOTOS = 6;

/** How many thumbnails the markup may still show. */
interface PhotoBudget {
  left: number;
}

function media(items: ReportMediaDto[], task: string, text: Text, locale: Locale, budget: PhotoBudget): string {
  const photos = items.filter((item) => item.kind === 'photo');
  const videos = items.filter((item) => item.kind === 'video');
  let html = '<div class="space-y-3">';
  if (photos.length > 0) {
    html += `<ul aria-label="${escapeHtml(text('report-page:view.photosOf', { task }))}" class="flex flex-wrap gap-2">`;
    photos.forEach((photo, index) => {
      const size = thumbnailSize(photo.width, photo.height, REPORT_LIMITS.thumbnailMaxPx);
      const shown = budget.left > 0;
      budget.left -= 1;
      html +=
        `<li><button type="button" aria-disabled="true" aria-label="${escapeHtml(text('report-page:view.openPhoto', { n: index + 1, task }))}" ` +
        `class="block size-24 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:size-32 print:size-16">` +
        (shown
          ? `<img src="${escapeHtml(photo.thumbnailUrl ?? photo.url)}" alt="${escapeHtml(text('report-page:view.photoAlt', { task }))}" ` +
            `width="${size.width}" height="${size.height}" loading="lazy" decoding="async" class="size-full object-cover">`
          : '') +
        `</button></li>`;
    });
    html += '</ul>';
  }
  if (videos.length > 0) {
    html += `<ul aria-label="${escapeHtml(text('report-page:view.videosOf', { task }))}" class="grid gap-2 sm:grid-cols-2">`;
    videos.forEach((video, index) => {
      const label = text('report-page:view.playVideo', { n: index + 1, task, size: dataSize(video.bytes, locale) });
      html +=
        `<li><button type="button" aria-disabled="true" class="flex aspect-video w-full max-w-sm flex-col items-center justify-center gap-2 rounded-lg bg-slate-800 p-3 text-center text-sm font-medium text-white hover:bg-slate-700 print:hidden">` +
        `${icon('play', 'size-8')}${escapeHtml(label)}</button></li>`;
    });
    html += '</ul>';
  }
  return `${html}</div>`;
}

function tasks(report: ReportDto, text: Text, locale: Locale): string {
  const budget: PhotoBudget = { left: SERVER_RENDERED_PHOTOS };
  const sections = taskSections(report);
  if (sections.length === 0) return `<p class="text-slate-700">${escapeHtml(text('report-page:view.noTasks'))}</p>`;
  const body = sections
    .map(({ group, tasks: items }) => {
      const id = idOf(`tasks-${group?.slug ?? 'added'}`);
      const done = items.filter((task) => task.status !== 'todo').length;
      const rows = items
        .map((task) => {
          const look = statusLooks[task.status];
          const badge =
            `<span data-status="${task.status}" class="inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium print:border-slate-400 ${look.className}">` +
            `${icon(look.icon, 'size-4')}${escapeHtml(text(`report-page:taskStatus.${task.status}`))}</span>`;
          const notes =
            task.entries.length > 0
              ? `<ul aria-label="${escapeHtml(text('report-page:view.notesOf', { task: task.title }))}" class="space-y-1">${task.entries
                  .map(
                    (entry) =>
                      `<li class="whitespace-pre-line break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 print:bg-transparent print:px-0 print:py-0">${escapeHtml(entry.text)}</li>`,
                  )
                  .join('')}</ul>`
              : '';
          return (
            `<li class="space-y-2 py-3 print:break-inside-avoid"><div class="flex flex-wrap items-start justify-between gap-2">` +
            `<h4 class="min-w-0 break-words font-medium text-slate-900">${escapeHtml(task.title)}</h4>${badge}</div>` +
            `${notes}${task.media.length > 0 ? media(task.media, task.title, text, locale, budget) : ''}</li>`
          );
        })
        .join('');
      return (
        `<section aria-labelledby="${id}"><div class="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-200 pb-1">` +
        `<h3 id="${id}" class="font-semibold text-slate-900">${escapeHtml(group?.name ?? text('report-page:view.otherWork'))}</h3>` +
        `<p class="text-sm text-slate-600">${escapeHtml(text('report-page:view.checkedCount', { done, count: items.length }))}</p></div>` +
        `<ul class="divide-y divide-slate-100">${rows}</ul></section>`
      );
    })
    .join('');
  return `<div class="space-y-6">${body}</div>`;
}

/**
 * The report view's page as the app's site layout draws it (the header's bar with the logo, the page, the report),
 * in `locale`, with the reader's times on the job's clock (Africa/Lagos), as the client's view shows them.
 */
export function reportMarkup(report: ReportDto, locale: Locale): string {
  const text = fixedT(locale);
  const complete = report.status === 'complete' && report.completedAt !== null;
  const ready = hasContent(report);
  const pdf = `${API_PREFIX}${buildPath(reportsApi.getReportPdf.path, { id: report.maintenanceId })}`;
  const actions = ready
    ? `<div class="flex flex-wrap gap-2">` +
      `<button type="button" aria-disabled="true" class="${secondaryButton}">${icon('printer', 'size-4')}${escapeHtml(text('report-page:view.print'))}</button>` +
      `<a href="${escapeHtml(pdf)}" download class="${secondaryButton}">${icon('fileDown', 'size-4')}${escapeHtml(text('report-page:view.downloadPdf'))}</a></div>`
    : '';
  const state = complete
    ? `<p class="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-900">${icon('checkCircle', 'size-4')}` +
      `${escapeHtml(text('report-page:view.completedOn', { date: formatInstant(report.completedAt ?? '', locale, { timeZone: LAGOS_TIME_ZONE }) }))}</p>`
    : `<p class="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-950">${icon('filePen', 'size-4')}` +
      `${escapeHtml(text('report-page:view.draft'))}</p>`;
  const body = ready
    ? section(
        'report-summary',
        text('report-page:view.summary'),
        report.summary.trim()
          ? `<p class="whitespace-pre-line break-words text-slate-800">${escapeHtml(report.summary)}</p>`
          : `<p class="text-slate-600">${escapeHtml(text('report-page:view.noSummary'))}</p>`,
      ) +
      section('report-recommendations', text('report-page:view.recommendations'), recommendations(report, text)) +
      (report.mileageKm !== null || report.nextServiceDate !== null || report.nextServiceKm !== null
        ? section('report-mileage', text('report-page:view.mileageAndNext'), mileageAndNext(report, text, locale))
        : '') +
      section('report-tasks', text('report-page:view.tasks'), tasks(report, text, locale))
    : `<div role="status" class="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">` +
      `<p class="font-semibold text-slate-900">${escapeHtml(text('report-page:view.notReady'))}</p>` +
      `<p class="mx-auto mt-1 max-w-prose text-sm text-slate-600">${escapeHtml(text('report-page:view.notReadyHint'))}</p></div>`;
  return (
    `<div class="flex min-h-screen flex-col pt-16">` +
    `<header class="fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow border-slate-200">` +
    `<div class="mx-auto flex max-w-7xl items-center gap-2 px-4 transition-[height] duration-200 motion-reduce:transition-none xl:gap-3 h-16">` +
    `<a href="/" class="flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold text-brand-800" aria-label="${escapeHtml(text('report-page:home'))}">` +
    `<svg viewBox="0 0 32 32" class="size-8" aria-hidden="true"><rect width="32" height="32" rx="7" fill="currentColor"/>` +
    `<path d="M9 23V9h13v3.2h-9.2v2.6h8v3.1h-8V23z" fill="#fff"/></svg>FleetCare</a></div></header>` +
    `<main class="flex-1"><div class="mx-auto min-h-svh max-w-3xl space-y-4 px-4 py-6 print:min-h-0 print:max-w-none print:p-0 sm:py-10">` +
    `<article data-print-document class="space-y-4">` +
    `<div class="flex flex-col gap-2 print:hidden sm:flex-row sm:items-center sm:justify-between"><div class="flex min-h-11 items-center"></div>${actions}</div>` +
    `<header class="space-y-3"><h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">${escapeHtml(text('report-page:title'))}</h1>${state}` +
    `<dl class="grid gap-x-6 gap-y-3 sm:grid-cols-2">${headerFact('car', text('report-page:view.vehicle'), report.vehicleLabel)}` +
    `${headerFact('userRound', text('report-page:view.technician'), report.technicianName)}</dl></header>` +
    `${body}</article></div></main></div>`
  );
}

/** What the report view's route loads (Vite's manifest's names): its screen and its words in `locale`. */
export function reportScreenModules(locale: Locale): string[] {
  return [
    'src/pages/maintenance/maintenance-screens.ts',
    'src/pages/maintenance/report-screen.tsx',
    ...['common', 'errors', 'titles', 'reports'].map((namespace) => `src/locales/${locale}/${namespace}.json`),
  ];
}

/**
 * The report view (/view-report/vehicle-inspection/:orderId) rendered for a request whose session may read the
 * report, by get-report's own rules and in the reader's language; anything else (no session or an ended one, a
 * malformed id, a report that is not theirs or does not exist) is answered undefined: the app's plain page.
 */
export function reportViewScreen(deps: Pick<AppDeps, 'db' | 'storage' | 'sessions' | 'logger'>): ServerRenderedScreen {
  return {
    screen: screens.viewReport,
    async render(req: Request, params: Record<string, string>): Promise<RenderedScreen | undefined> {
      const token = sessionTokenOf(req);
      if (!token) return undefined;
      const auth = await deps.sessions.authenticate(token).catch(() => undefined);
      if (!auth) return undefined;
      const valid = await reportMaintenanceParamsSchema.isValid({ id: params.orderId });
      if (!valid) return undefined;
      const maintenanceId = String(params.orderId).toLowerCase();
      const locale = localeOf(auth.user.locale);
      let report: ReportDto;
      try {
        report = await getReport(deps, { id: auth.user.id, locale: auth.user.locale }, maintenanceId);
      } catch (error) {
        // Not theirs or not there: the app's page asks, and says so. Anything else is logged, and the app asks too.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) {
          deps.logger.warn({ err: error }, 'the report view could not be rendered on the server');
        }
        return undefined;
      }
      return {
        lang: locale,
        markup: reportMarkup(report, locale),
        state: { screen: screens.viewReport, maintenanceId, report },
        modules: reportScreenModules(locale),
      };
    },
  };
}
