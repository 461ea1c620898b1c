import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { screens } from '@fleetcare/shared';
import { reportKeys } from '../features/maintenance/report/api/report-keys.ts';
import { REPORT_JOB_ID, reportFixture } from '../features/maintenance/report/testing/report-fixtures.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { SERVER_MARKUP_ID, SERVER_STATE_ID } from '../lib/server-markup.ts';
import ReportScreen from '../pages/maintenance/report-screen.tsx';
import { mockApi, failure, setSessionCookie } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { adoptServerRendered, releaseOnLeaving } from './server-rendered.ts';

const path = `/view-report/vehicle-inspection/${REPORT_JOB_ID}`;
const routes: RouteObject[] = [
  { path: screens.viewReport, element: <ReportScreen /> },
  { path: '/login', element: <h1>Sign in</h1> },
];

/** The page as the server sends it for a reader of the report: its markup, the app's root hidden, the JSON. */
function serverPage(state: unknown, lang = 'en') {
  document.documentElement.lang = lang;
  const markup = document.createElement('div');
  markup.id = SERVER_MARKUP_ID;
  markup.innerHTML = '<main><article><h1>Job report (from the server)</h1></article></main>';
  const root = document.createElement('div');
  root.id = 'root';
  root.hidden = true;
  const json = document.createElement('script');
  json.type = 'application/json';
  json.id = SERVER_STATE_ID;
  json.textContent = JSON.stringify(state).replace(/</g, '\\u003c');
  document.body.append(markup, root, json);
}

const reportState = (report = reportFixture()) => ({
  screen: screens.viewReport,
  maintenanceId: REPORT_JOB_ID,
  report,
});

afterEach(() => {
  setSessionCookie(false);
  document.getElementById(SERVER_MARKUP_ID)?.remove();
  document.getElementById(SERVER_STATE_ID)?.remove();
  document.getElementById('root')?.remove();
});

describe('a report view the server rendered into the page', () => {
  it('when the app starts on it, then the screen draws from the inlined report without asking the server, and the server markup goes once the screen is drawn', async () => {
    const report = reportFixture({ summary: 'Pads replaced </script> and checked.' });
    serverPage(reportState(report));
    const calls = mockApi(() => failure(500, 'INTERNAL'));
    const queryClient = createQueryClient();

    expect(adoptServerRendered(queryClient)).toEqual({ lang: 'en' });
    expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
    expect(queryClient.getQueryData(reportKeys.detail(REPORT_JOB_ID))).toEqual(report);

    // The screen's words load a moment later, as in the app: the server's markup stays meanwhile, the root hidden.
    await renderRoutes(routes, { path, queryClient, lateCatalogues: true });
    expect(document.getElementById(SERVER_MARKUP_ID)).not.toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(true);

    expect(await screen.findByText('Pads replaced </script> and checked.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job report' })).toBeInTheDocument();
    expect(document.getElementById(SERVER_MARKUP_ID)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    // One heading for a screen reader: the server's went with its markup.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(calls.filter((call) => call.url.startsWith('/reports/get-report'))).toEqual([]);
  });

  it('when the server wrote the page in Norwegian, then the app starts in Norwegian', () => {
    serverPage(reportState(), 'nb');
    expect(adoptServerRendered(createQueryClient())).toEqual({ lang: 'nb' });
  });

  it('when the page is the plain app, then nothing is taken over and the report is not in the cache', () => {
    const queryClient = createQueryClient();
    expect(adoptServerRendered(queryClient)).toBeUndefined();
    expect(queryClient.getQueryData(reportKeys.detail(REPORT_JOB_ID))).toBeUndefined();
  });

  it('when the inlined state is not a report view, then the server markup goes at once and nothing is cached', () => {
    serverPage({ screen: '/somewhere-else' });
    const queryClient = createQueryClient();
    expect(adoptServerRendered(queryClient)).toBeUndefined();
    expect(document.getElementById(SERVER_MARKUP_ID)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('when the route ends elsewhere (a redirect to sign in), then the server markup goes with it', async () => {
    serverPage(reportState());
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    releaseOnLeaving(router);
    await router.navigate('/login');
    await waitFor(() => expect(document.getElementById(SERVER_MARKUP_ID)).toBeNull());
    expect(document.getElementById('root')?.hidden).toBe(false);
    router.dispose();
  });
});
