import type { QueryClient } from '@tanstack/react-query';
import { screens, type ReportDto } from '@fleetcare/shared';
import { reportKeys } from '../features/maintenance/report/api/report-keys.ts';
import { isLocale, type Locale } from '../lib/i18n.ts';
import { hasServerMarkup, releaseServerMarkup, takeServerState } from '../lib/server-markup.ts';
import type { createRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createRouter>;

/** The report view as the server rendered it: the report the page shows, the job it is of. */
interface ReportViewState {
  screen: typeof screens.viewReport;
  maintenanceId: string;
  report: ReportDto;
}

function isReportViewState(value: unknown): value is ReportViewState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<ReportViewState>;
  return (
    state.screen === screens.viewReport &&
    typeof state.maintenanceId === 'string' &&
    typeof state.report === 'object' &&
    state.report !== null
  );
}

/**
 * The screen the server rendered into the page, taken over before the app's first render: its data goes into the
 * query cache (the screen asks the server for nothing it already has), and the language it is written in is
 * answered (the app starts in it unless the reader chose another). Undefined when the page is the plain app.
 */
export function adoptServerRendered(queryClient: QueryClient): { lang: Locale | undefined } | undefined {
  const state = takeServerState();
  if (!hasServerMarkup()) return undefined;
  if (!isReportViewState(state)) {
    releaseServerMarkup();
    return undefined;
  }
  queryClient.setQueryData(reportKeys.detail(state.maintenanceId), state.report);
  const lang = document.documentElement.lang;
  return { lang: isLocale(lang) ? lang : undefined };
}

/**
 * The page's screen is the app's once its route has drawn it (the screen releases the server's markup itself);
 * any other outcome (a redirect, a route's error, a navigation away) releases it at once.
 */
export function releaseOnLeaving(router: Pick<AppRouter, 'subscribe' | 'state'>): void {
  if (!hasServerMarkup()) return;
  const start = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (!hasServerMarkup()) {
      unsubscribe();
      return;
    }
    if (state.location.pathname !== start || state.errors) {
      releaseServerMarkup();
      unsubscribe();
    }
  });
}
