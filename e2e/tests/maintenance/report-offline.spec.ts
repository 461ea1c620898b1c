import { expect, test, type APIResponse, type Request } from '@playwright/test';
import {
  jobsApi,
  reportsApi,
  screens,
  vehiclesApi,
  type MileageEntryDto,
  type Page,
  type ReportDto,
} from '@fleetcare/shared';
import { bookedFromWallet, sentQuotation, submittedMaintenance } from '../../factories/maintenance.ts';
import { approvedTechnician, type TechnicianBase } from '../../factories/technicians.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle, uniquePlate } from '../../factories/vehicles.ts';
import { topUpThroughSandbox } from '../../factories/wallet.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { TechnicianJobPage } from '../../pages/maintenance-job.ts';
import { ReportEditor, type KeptChange, type KeptMedia } from '../../pages/maintenance-report.ts';
import { apiUrl, dataOf, isApiCall } from '../../support/api.ts';
import { lagosDate } from '../../support/dates.ts';
import { PNG_8X8 } from '../../support/files.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

/*
 * The report written without a network, on a phone (360 px): the booked mechanic opens the job once online (the
 * service worker keeps the page and the report from that first visit), loses the network, marks two tasks, writes a
 * note and corrects it, saves the summary and the mileage and takes three photos; the page says the eight changes
 * wait on the phone, and the server has none of them. Reloaded still offline, the page opens from the worker with
 * every change and photo in place. On the overview, the network back, the app sends them without the job page open;
 * the server holds each once (one note with its corrected text, three photos, one mileage reading), and the job opened
 * offline again from inside the app (no reload) shows the report as sent, photos included. The same requests sent again (the same clientIds) change
 * nothing. The mechanic works around Osogbo, where no demo mechanic and no other journey's mechanic works, so the
 * request is theirs alone.
 */

const OSOGBO: TechnicianBase = {
  line: '3 Station Road',
  landmark: 'Opposite the Osun State Library',
  town: 'Osogbo',
  lga: 'Osogbo',
  state: 'Osun',
  lat: 7.77104,
  lng: 4.55698,
  radiusKm: 25,
};

const NOTE = 'Brake pads worn to 2 mm on the front axle.';
const NOTE_CORRECTED = 'Front brake pads worn to 2 mm: replaced with a new pair.';
const SUMMARY = 'Front brake pads replaced; the rear brakes need attention within a month.';
const MILEAGE_KM = 126_400;

/** The report's write calls: what the phone's queue sends. */
const writes = [
  reportsApi.inspectorMarkTask,
  reportsApi.addFeedbackTask,
  reportsApi.addFeedbackEntry,
  reportsApi.editFeedbackTextEntry,
  reportsApi.deleteFeedbackEntry,
  reportsApi.uploadVehicleMedia,
  reportsApi.deleteVehicleMedia,
  reportsApi.updateVehicleInspectionReport,
];
const isReportWrite = (request: Request) => writes.some((call) => isApiCall(request, call));

/** The report as the server holds it, without what changes on every read (the media's signed links). */
function held(report: ReportDto) {
  return {
    ...report,
    tasks: report.tasks.map((task) => ({
      ...task,
      media: task.media.map(({ url: _url, thumbnailUrl: _thumbnailUrl, ...media }) => media),
    })),
  };
}

test('the mechanic writes the report offline: a reload keeps every change and photo, back online each reaches the server once, and sending them again changes nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  test.setTimeout(300_000);

  const mechanicContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    viewport: { width: 360, height: 800 },
  });
  const mechanic = await mechanicContext.newPage();
  await blockNewsletterPopup(mechanic);
  const account = await approvedTechnician(mechanic.request, baseURL, {
    // The sandbox bank names its account numbers by a fixed rule: 3-014-16-xxxx is SEGUN AKANDE's.
    firstName: 'Segun',
    lastName: 'Akande',
    accountNumber: `301416${String(Math.floor(Math.random() * 9_999)).padStart(4, '0')}`,
    services: ['general-servicing'],
    base: OSOGBO,
  });

  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await confirmedAccount(page.request, { firstName: 'Titilayo', lastName: 'Adeleke' });
  const vehicle = await createVehicle(page.request, {
    plateNumber: uniquePlate('OS'),
    brand: 'Honda',
    model: 'Accord',
    year: 2012,
    category: 'car',
    fuel: 'petrol',
  });
  await topUpThroughSandbox(page.request, 80_000_00);
  const request = await submittedMaintenance(page.request, {
    vehicleId: vehicle._id,
    services: ['general-servicing'],
    description: 'The brakes squeal and the car pulls to the left.',
    address: {
      line: '22 Gbongan Road',
      landmark: 'By the Olaiya flyover',
      town: OSOGBO.town,
      lga: OSOGBO.lga,
      state: 'Osun',
      lat: OSOGBO.lat + 0.01,
      lng: OSOGBO.lng + 0.01,
    },
    preferredDate: lagosDate(2),
    timeWindow: 'morning',
  });
  const quotation = await sentQuotation(mechanic.request, {
    maintenance: request,
    labour: { 'general-servicing': 25_000_00 },
    callOutFee: 2_000_00,
  });
  await bookedFromWallet(page.request, quotation);

  const job = new TechnicianJobPage(mechanic);
  const editor = new ReportEditor(mechanic);
  // The server's report through the API (the request context is not taken offline with the browser).
  const serverReport = async () =>
    dataOf<ReportDto>(await mechanic.request.get(apiUrl(reportsApi.getReport, { id: request._id })));
  const mileageLog = async () =>
    (
      await dataOf<Page<MileageEntryDto>>(
        await page.request.get(apiUrl(vehiclesApi.getMileageLog, { id: vehicle._id }, { limit: 100 })),
      )
    ).items;
  const before = await serverReport();
  const [first, second] = before.tasks.map((task) => task.title);
  if (!first || !second) throw new Error('the servicing checklist is too short for this journey');
  const mileageBefore = await mileageLog();

  // Every write the page sends, in order, and the phone's uploads with their bytes: sent again at the end.
  const sent: Request[] = [];
  let uploads: KeptChange[] = [];
  let photos: KeptMedia[] = [];
  mechanicContext.on('request', (each) => {
    if (isReportWrite(each)) sent.push(each);
  });

  await test.step('the mechanic opens the job online: the service worker keeps the page and the report at once', async () => {
    await job.goto(request._id);
    await expect(editor.region).toBeVisible();
    await expect(editor.saveState).toHaveText('All changes saved');
    // Kept by the worker: its API answers are in the cache it answers from offline.
    const kept = [apiUrl(reportsApi.getReport, { id: request._id }), apiUrl(jobsApi.getJob, { id: request._id })];
    await expect
      .poll(() =>
        mechanic.evaluate(
          async (paths) => ({
            controlled: navigator.serviceWorker.controller !== null,
            kept: await Promise.all(paths.map(async (path) => (await caches.match(path)) !== undefined)),
          }),
          kept,
        ),
      )
      .toEqual({ controlled: true, kept: kept.map(() => true) });
    // The overview too, so the app opens there offline later.
    await mechanic.goto('/dashboard');
    await expect(mechanic.getByRole('heading', { level: 1 })).toBeVisible();
    await job.goto(request._id);
    await expect(editor.saveState).toHaveText('All changes saved');
  });

  await test.step('offline, five changes and three photos wait on the phone; the server has none of them', async () => {
    await mechanicContext.setOffline(true);
    await expect(editor.saveState).toHaveText('Offline — changes are kept on this device');
    await editor.markTask(first, 'Replaced');
    await editor.markTask(second, 'Needs attention');
    await editor.addNote(first, NOTE);
    await editor.editNote(first, 1, NOTE_CORRECTED);
    await editor.writeDetails({ summary: SUMMARY, mileageKm: MILEAGE_KM });
    for (const name of ['pads-front-left.png', 'pads-front-right.png', 'rear-drums.png']) {
      await editor.addPhoto(first, { name, mimeType: 'image/png', buffer: PNG_8X8 });
    }
    await expect(editor.saveState).toHaveText('Offline — 8 changes are kept on this device');
    await editor.expectPhotosDrawn(first, 3);
    const kept = await editor.keptChanges();
    expect(kept.map((change) => change.kind)).toEqual([
      'mark-task',
      'mark-task',
      'add-entry',
      'edit-entry',
      'update-report',
      'upload-media',
      'upload-media',
      'upload-media',
    ]);
    expect(new Set(kept.map((change) => change.clientId)).size).toBe(8);
    expect(kept.every((change) => change.userId === account.userId)).toBe(true);
    uploads = kept.filter((change) => change.kind === 'upload-media');
    photos = await editor.keptMedia();
    expect(photos.map((photo) => photo.clientId).sort()).toEqual(uploads.map((upload) => upload.clientId).sort());
    expect(sent).toEqual([]);
    expect(held(await serverReport())).toEqual(held(before));
    await shoot(mechanic, 'report-offline-waiting');
  });

  await test.step('reloaded still offline, the page opens from the worker with every change and photo', async () => {
    await mechanic.reload();
    await expect(mechanic.getByRole('heading', { level: 2, name: 'Your job' })).toBeVisible();
    await expect(editor.saveState).toHaveText('Offline — 8 changes are kept on this device');
    await expect(editor.task(first).getByRole('radio', { name: 'Replaced', exact: true })).toBeChecked();
    await expect(editor.task(second).getByRole('radio', { name: 'Needs attention', exact: true })).toBeChecked();
    await expect(editor.notes(first)).toHaveText([NOTE_CORRECTED]);
    await expect(editor.region.getByLabel('Summary of the work')).toHaveValue(SUMMARY);
    await expect(editor.region.getByLabel('Mileage (km)')).toHaveValue(String(MILEAGE_KM));
    await editor.expectPhotosDrawn(first, 3);
    expect(sent).toEqual([]);
  });

  await test.step('on the overview, still offline; once online the app sends the changes without the job page open', async () => {
    await mechanic.goto('/dashboard');
    await expect(mechanic.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await editor.keptChanges()).toHaveLength(8);
    await mechanicContext.setOffline(false);
    await expect.poll(() => editor.keptChanges(), { timeout: 120_000 }).toEqual([]);
  });

  await test.step('the server holds each change once: one note with its corrected text, three photos', async () => {
    expect(sent).toHaveLength(8);
    const report = await serverReport();
    const byTitle = (title: string) => report.tasks.find((task) => task.title === title);
    expect(byTitle(first)?.status).toBe('replaced');
    expect(byTitle(second)?.status).toBe('attention');
    expect(byTitle(first)?.entries.map((entry) => entry.text)).toEqual([NOTE_CORRECTED]);
    expect(byTitle(first)?.media.map((media) => media.kind)).toEqual(['photo', 'photo', 'photo']);
    expect(report.tasks.flatMap((task) => task.entries)).toHaveLength(1);
    expect(report.tasks.flatMap((task) => task.media)).toHaveLength(3);
    expect(report.summary).toBe(SUMMARY);
    expect(report.mileageKm).toBe(MILEAGE_KM);
    expect((await mileageLog()).map((entry) => entry.valueKm)).toEqual(
      [MILEAGE_KM, ...mileageBefore.map((entry) => entry.valueKm)].sort((a, b) => b - a),
    );

    await job.goto(request._id);
    await expect(editor.saveState).toHaveText('All changes saved');
    await expect(editor.task(first).getByRole('radio', { name: 'Replaced', exact: true })).toBeChecked();
    await editor.expectPhotosDrawn(first, 3);
    // The worker keeps the photos shown, whatever their signed links say later.
    const pictures = await editor
      .media(first)
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    await expect
      .poll(() =>
        mechanic.evaluate(
          (urls) =>
            Promise.all(urls.map(async (url) => (await caches.match(url, { ignoreSearch: true })) !== undefined)),
          pictures,
        ),
      )
      .toEqual(pictures.map(() => true));
    await shoot(mechanic, 'report-offline-sent');
  });

  await test.step('offline again, the job opened from inside the app shows the report as sent, its photos from the worker', async () => {
    await mechanicContext.setOffline(true);
    // A move inside the running app, as a tapped link makes it: the page is not loaded again, so the app's own
    // reads (not the page's) must reach the worker while the phone says it is offline.
    await mechanic.evaluate(
      (path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      `${screens.jobNotification}?job=${encodeURIComponent(request._id)}`,
    );
    await expect(mechanic.getByRole('heading', { level: 2, name: 'Your job' })).toBeVisible();
    await expect(editor.saveState).toHaveText('Offline — changes are kept on this device');
    await expect(editor.task(first).getByRole('radio', { name: 'Replaced', exact: true })).toBeChecked();
    await expect(editor.task(second).getByRole('radio', { name: 'Needs attention', exact: true })).toBeChecked();
    await expect(editor.notes(first)).toHaveText([NOTE_CORRECTED]);
    await editor.expectPhotosDrawn(first, 3);
    await mechanicContext.setOffline(false);
  });

  await test.step('the same requests sent again (the same clientIds) change nothing', async () => {
    const once = await serverReport();
    const mileageOnce = await mileageLog();
    const answered = async (response: APIResponse, what: string) =>
      expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
    // The JSON calls as the page sent them, byte for byte.
    for (const each of sent.filter((write) => !isApiCall(write, reportsApi.uploadVehicleMedia))) {
      const contentType = (await each.allHeaders())['content-type'];
      const replayed = await mechanic.request.fetch(each.url(), {
        method: each.method(),
        headers: contentType ? { 'content-type': contentType } : {},
        data: each.postDataBuffer() ?? undefined,
      });
      await answered(replayed, `${each.method()} ${each.url()}`);
    }
    // The uploads from what the phone kept for them (the browser does not hand over a file's bytes as sent).
    expect(sent.filter((write) => isApiCall(write, reportsApi.uploadVehicleMedia))).toHaveLength(uploads.length);
    for (const upload of uploads) {
      const photo = photos.find((each) => each.clientId === upload.clientId);
      if (!photo) throw new Error(`no bytes kept for ${upload.clientId}`);
      const replayed = await mechanic.request.post(apiUrl(reportsApi.uploadVehicleMedia), {
        multipart: {
          reportId: upload.reportId,
          taskId: String(upload.taskId),
          clientId: upload.clientId,
          takenAt: String(upload.takenAt),
          file: { name: photo.name || 'photo.jpg', mimeType: photo.type, buffer: photo.bytes },
        },
      });
      await answered(replayed, `upload ${upload.clientId}`);
    }
    // The report's own updatedAt is left out: the server stamps it on every save of the details, an identical one
    // sent again included (tasks and notes are sets that keep theirs when nothing changes).
    const { updatedAt: _updatedAt, ...again } = held(await serverReport());
    const { updatedAt: _updatedAtOnce, ...before } = held(once);
    expect(again).toEqual(before);
    expect(await mileageLog()).toEqual(mileageOnce);
  });

  await mechanicContext.close();
});
