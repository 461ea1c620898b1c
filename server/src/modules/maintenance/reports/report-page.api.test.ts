import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens, type ReportDto } from '@fleetcare/shared';
import { users } from '../../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { SERVER_RENDERED_PHOTOS } from './report-page.ts';
import {
  ADD_ENTRY,
  firstTask,
  phonePhoto,
  reportJob,
  updateReportPath,
  uploadMedia,
  type ReportJob,
} from './report.test-support.ts';

/*
 * The report view's page (/view-report/vehicle-inspection/:orderId) as the server answers a browser: for a reader
 * of the report, its first screen and its data in the page, never kept by any cache; for anyone else the app's
 * plain page, with nothing of the report in it.
 */

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div></body></html>';

/** A built client as Vite leaves it: the page, and the manifest naming each source file's chunk and its imports. */
function builtClient(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-report-page-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      '_app-1.js': chunk('app-1.js'),
      'src/pages/maintenance/maintenance-screens.ts': chunk('maintenance-screens-1.js', ['_app-1.js']),
      'src/pages/maintenance/report-screen.tsx': chunk('report-screen-1.js', ['_app-1.js', '_record-page-1.js']),
      '_record-page-1.js': chunk('record-page-1.js', ['_app-1.js']),
      'src/locales/en/reports.json': chunk('reports-en.js'),
      'src/locales/nb/reports.json': chunk('reports-nb.js'),
    }),
  );
  return dist;
}

let t: TestApp;
let dist: string;
let job: ReportJob;
const SUMMARY = 'Oil and filter changed </script><script>window.hacked = 1</script> <!-- and -->';
const NOTE = 'The sump plug was loose & leaking: <b>tightened</b>.';

beforeAll(async () => {
  dist = builtClient();
  t = await createTestApp({ CLIENT_DIST: dist });
  job = await reportJob(t, { progress: 'in-progress' });
  await job.technician.agent.patch(updateReportPath(job.report._id)).send({ summary: SUMMARY }).expect(200);
  await job.technician.agent
    .post(ADD_ENTRY)
    .send({ taskId: firstTask(job)._id, clientId: randomUUID(), text: NOTE })
    .expect(201);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const pagePath = (requestId: string) => screens.viewReport.replace(':orderId', requestId);

/** The JSON the page carries for the app, read as the app reads it. */
function stateOf(html: string): { screen: string; maintenanceId: string; report: ReportDto } {
  const match = /<script type="application\/json" id="fc-state">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page carries no state');
  return JSON.parse(match[1]) as { screen: string; maintenanceId: string; report: ReportDto };
}

/** The inline script that starts the app. */
function startScriptOf(html: string): string {
  const match = /<script type="module">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page has no start script');
  return match[1];
}

/** The page says nothing of the report: the app's own page, as built. */
function expectPlainPage(res: request.Response) {
  expect(res.status).toBe(200);
  expect(res.text).toBe(INDEX_HTML);
  expect(res.text).not.toContain('fc-state');
  expect(res.text).not.toContain('Oil and filter');
  expect(res.headers['cache-control']).toBe('no-cache');
}

describe('the report view page', () => {
  it("when the job's customer opens it, then the report's first screen and its data are in the page, which no cache keeps", async () => {
    const res = await job.customer.agent.get(pagePath(job.requestId)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    const html = res.text;
    // The first screen: the heading, the vehicle and mechanic, the summary, the tasks with their status.
    expect(html).toContain('<div id="fc-first-screen">');
    expect(html).toContain('>Job report</h1>');
    expect(html).toContain('>Vehicle</dt>');
    expect(html).toContain('>Mechanic</dt>');
    expect(html).toContain('>What was checked</h2>');
    expect(html).toContain(`>${firstTask(job).title}</h4>`);
    // The app draws into its root hidden, and starts from the report in the page.
    expect(html).toContain('<div id="root" hidden></div>');
    const state = stateOf(html);
    expect(state.screen).toBe(screens.viewReport);
    expect(state.maintenanceId).toBe(job.requestId);
    const api = await job.customer.agent.get(`/api/reports/get-report/${job.requestId}`).expect(200);
    const fromApi = (api.body as { data: ReportDto }).data;
    expect({ ...state.report, tasks: state.report.tasks.map((task) => task._id) }).toEqual({
      ...fromApi,
      tasks: fromApi.tasks.map((task) => task._id),
    });
    // The app starts after the first paint from an inline script the answer's policy allows by its hash: the
    // chunks its route needs preloaded at once (those the page loads already left out, each once), then the entry.
    expect(html).not.toContain('<script type="module" crossorigin src=');
    const script = startScriptOf(html);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim().split(/\s+/).sort()).toEqual(
      ['script-src', "'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`].sort(),
    );
    expect(JSON.parse(/const preloads=(\[[^\]]*\])/.exec(script)?.[1] ?? '')).toEqual([
      '/assets/maintenance-screens-1.js',
      '/assets/record-page-1.js',
      '/assets/report-screen-1.js',
      '/assets/reports-en.js',
    ]);
    expect(JSON.parse(/const entries=(\[[^\]]*\])/.exec(script)?.[1] ?? '')).toEqual(['/assets/app-1.js']);
  });

  it('when the mechanic opens it, then they get it too (a reader by the same rules as get-report)', async () => {
    const res = await job.technician.agent.get(pagePath(job.requestId)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(stateOf(res.text).report._id).toBe(job.report._id);
  });

  it("when the report's text holds markup or a closing script tag, then the page shows it as text and the data reads back unchanged", async () => {
    const html = (await job.customer.agent.get(pagePath(job.requestId)).expect(200)).text;
    expect(html).not.toContain('<script>window.hacked');
    expect(html).not.toContain('<b>tightened</b>');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the state's and the one starting the app
    expect(html).toContain('Oil and filter changed &lt;/script&gt;&lt;script&gt;window.hacked = 1&lt;/script&gt;');
    expect(html).toContain('The sump plug was loose &amp; leaking: &lt;b&gt;tightened&lt;/b&gt;.');
    const state = stateOf(html);
    expect(state.report.summary).toBe(SUMMARY);
    expect(state.report.tasks.flatMap((task) => task.entries.map((entry) => entry.text))).toContain(NOTE);
  });

  it('when the report has many photos, then the markup shows the first ones as sized lazy thumbnails and keeps a box for each of the others', async () => {
    const photos = await job.technician.agent.get(`/api/reports/get-report/${job.requestId}`);
    const tasks = (photos.body as { data: ReportDto }).data.tasks;
    const bytes = await phonePhoto();
    for (let index = 0; index < SERVER_RENDERED_PHOTOS + 2; index += 1) {
      const task = tasks[index % tasks.length];
      if (!task) throw new Error('the report has no task');
      await uploadMedia(job.technician.agent, { reportId: job.report._id, taskId: task._id }, bytes).expect(201);
    }
    const html = (await job.customer.agent.get(pagePath(job.requestId)).expect(200)).text;
    const markup = html.slice(0, html.indexOf('<div id="root"'));
    const thumbnails = [...markup.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(thumbnails).toHaveLength(SERVER_RENDERED_PHOTOS);
    for (const image of thumbnails) {
      expect(image).toMatch(/ width="\d+" height="\d+" loading="lazy"/);
      expect(image).toContain('thumb');
    }
    expect(markup.match(/aria-label="Open photo /g)).toHaveLength(SERVER_RENDERED_PHOTOS + 2);
    expect(stateOf(html).report.tasks.flatMap((task) => task.media)).toHaveLength(SERVER_RENDERED_PHOTOS + 2);
  });

  it('when the reader reads Norwegian, then the first screen is in Norwegian and the page says so', async () => {
    await t.database.db.update(users).set({ locale: 'nb' }).where(eq(users.id, job.customer.user._id));
    try {
      const html = (await job.customer.agent.get(pagePath(job.requestId)).expect(200)).text;
      expect(html).toContain('<html lang="nb"');
      expect(html).toContain('>Oppdragsrapport</h1>');
      expect(html).toContain('>Kjøretøy</dt>');
      expect(html).toContain('>Dette ble sjekket</h2>');
      expect(startScriptOf(html)).toContain('/assets/reports-nb.js');
      expect(html).not.toContain('/assets/reports-en.js');
    } finally {
      await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, job.customer.user._id));
    }
  });

  it("when another customer, a stranger or someone signed out opens it, then they get the app's plain page and nothing of the report", async () => {
    const other = await reportJob(t);
    const stranger = await signUpAndSignIn(t, { firstName: 'Bola', lastName: 'Ade' });
    expectPlainPage(await other.customer.agent.get(pagePath(job.requestId)));
    expectPlainPage(await stranger.agent.get(pagePath(job.requestId)));
    expectPlainPage(await request(t.app).get(pagePath(job.requestId)));
    // A session cookie that is no session's.
    expectPlainPage(await request(t.app).get(pagePath(job.requestId)).set('Cookie', 'fc_session=forged.token.here'));
  });

  it("when the id is no job's or not an id, then the app's plain page (the app says it cannot find the report)", async () => {
    expectPlainPage(await job.customer.agent.get(pagePath(randomUUID())));
    expectPlainPage(await job.customer.agent.get(pagePath('not-an-id')));
  });
});
