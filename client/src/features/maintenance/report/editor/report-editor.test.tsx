import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  formatCalendarDate,
  type MaintenanceStatus,
  type ReportDto,
  type ReportEntryDto,
  type ReportTaskStatus,
} from '@fleetcare/shared';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { sendReportChange } from '../api/report-writes.ts';
import { ReportQueue } from '../offline/report-queue.ts';
import { indexedDbStore } from '../offline/report-store.ts';
import {
  MAINTENANCE_ID,
  TASK_A,
  TASK_B,
  testEntry,
  testMedia,
  testReport,
} from '../offline/testing/report-fixtures.ts';
import { refusalOf, replaceReportQueue } from '../offline/app-report-queue.ts';
import { ReportEditor } from './report-editor.tsx';

/** The network as the queue sees it: tests switch it off and on. */
const network = { online: true };
/** The account signed in on the phone: the booked mechanic, unless a test signs in someone else. */
const MECHANIC = 'user-mechanic';
const signedIn = { id: MECHANIC as string | null };

/** A fresh phone: its own IndexedDB and queue. `reload` starts a new queue on the same database, as a reload does. */
function phone() {
  const factory = new IDBFactory();
  const start = () => {
    const queue = new ReportQueue({
      store: indexedDbStore(factory),
      send: sendReportChange,
      refusalOf,
      isOnline: () => network.online,
      currentUser: () => signedIn.id,
    }).start();
    replaceReportQueue(queue);
    return queue;
  };
  return { queue: start(), reload: start };
}

function goOnline() {
  network.online = true;
  window.dispatchEvent(new Event('online'));
}

/** A server holding one report and answering the report calls as the contract says; `hold` delays a call. */
function reportServer(start: ReportDto) {
  const state = {
    report: start,
    hold: undefined as ((request: MockRequest) => Promise<void> | undefined) | undefined,
    refuse: undefined as ((request: MockRequest) => MockAnswer | undefined) | undefined,
  };
  const handler = async (request: MockRequest): Promise<MockAnswer> => {
    await state.hold?.(request);
    const refused = state.refuse?.(request);
    if (refused) return refused;
    const { method, url } = request;
    const body = request.body as Record<string, string>;
    if (method === 'GET' && url === `/reports/get-report/${MAINTENANCE_ID}`) return ok(state.report);
    if (method === 'PATCH' && url === '/reports/inspector-mark-task') {
      state.report = {
        ...state.report,
        tasks: state.report.tasks.map((task) =>
          task._id === body.taskId ? { ...task, status: body.status as ReportTaskStatus } : task,
        ),
      };
      const marked = state.report.tasks.find((each) => each._id === body.taskId);
      if (!marked) return failure(404, 'NOT_FOUND');
      const { entries: _entries, media: _media, ...task } = marked;
      return ok(task);
    }
    if (method === 'POST' && url === '/reports/add-feedback-entry') {
      const known = state.report.tasks.flatMap((task) => task.entries).find((e) => e.clientId === body.clientId);
      if (known) return ok(known);
      const entry = testEntry(`server-${body.clientId}`, body.taskId as string, body.text as string, body.clientId);
      state.report = {
        ...state.report,
        tasks: state.report.tasks.map((task) =>
          task._id === body.taskId ? { ...task, entries: [...task.entries, entry] } : task,
        ),
      };
      return ok(entry);
    }
    if (method === 'PATCH' && url === '/reports/edit-feedback-text-entry') {
      let edited: ReportEntryDto | undefined;
      state.report = {
        ...state.report,
        tasks: state.report.tasks.map((task) => ({
          ...task,
          entries: task.entries.map((entry) =>
            entry._id === body.entryId ? (edited = { ...entry, text: body.text as string }) : entry,
          ),
        })),
      };
      return edited ? ok(edited) : failure(404, 'NOT_FOUND');
    }
    const deleted = /^\/reports\/delete-feedback-entry\/(.+)$/.exec(url);
    if (method === 'DELETE' && deleted) {
      state.report = {
        ...state.report,
        tasks: state.report.tasks.map((task) => ({
          ...task,
          entries: task.entries.filter((entry) => entry._id !== deleted[1]),
        })),
      };
      return ok({ _id: deleted[1], deletedAt: '2026-03-05T11:00:00.000Z' });
    }
    if (method === 'PATCH' && url === `/reports/update-vehicle-inspection-report/${state.report._id}`) {
      state.report = { ...state.report, ...(request.body as Partial<ReportDto>) };
      const { tasks: _t, groups: _g, canEdit: _c, ...header } = state.report;
      return ok(header);
    }
    if (method === 'POST' && url === '/reports/upload-vehicle-media') {
      const form = request.body as FormData;
      const clientId = String(form.get('clientId'));
      const known = state.report.tasks.flatMap((task) => task.media).find((each) => each.clientId === clientId);
      if (known) return ok(known);
      const media = testMedia(`server-${clientId}`, String(form.get('taskId')), clientId);
      state.report = {
        ...state.report,
        tasks: state.report.tasks.map((task) =>
          task._id === media.taskId ? { ...task, media: [...task.media, media] } : task,
        ),
      };
      return ok(media);
    }
    if (method === 'PATCH' && url === '/reports/mark-report-complete') {
      state.report = { ...state.report, status: 'complete', canEdit: false, jobStatus: 'work-done' };
      const { tasks: _t, groups: _g, canEdit: _c, ...header } = state.report;
      return ok(header);
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  };
  return { state, handler };
}

const calledWith = (calls: MockRequest[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

async function renderEditor(jobStatus: MaintenanceStatus = 'in-progress') {
  return renderRoutes([
    { path: '/', Component: () => <ReportEditor maintenanceId={MAINTENANCE_ID} jobStatus={jobStatus} /> },
  ]);
}

afterEach(() => {
  replaceReportQueue(undefined);
  network.online = true;
  signedIn.id = MECHANIC;
});

/** Object URLs as a browser makes them for the photos' bytes: each names the blob's size. */
function pictureUrls() {
  const made: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:photo-${made.length + 1}-${blob.size}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return made;
}

describe('the technician’s report editor', () => {
  it('when a task’s status is picked, then it shows at once and counts as waiting until the server has it', async () => {
    phone();
    const server = reportServer(testReport());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.state.hold = (request) => (request.url === '/reports/inspector-mark-task' ? held : undefined);
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();

    const task = await screen.findByRole('region', { name: 'Drain and refill the engine oil' });
    expect(screen.getByTestId('report-save-state')).toHaveTextContent('All changes saved');
    await user.click(within(task).getByRole('radio', { name: 'OK' }));
    expect(within(task).getByRole('radio', { name: 'OK' })).toBeChecked();
    expect(await screen.findByText('1 change waiting')).toBeInTheDocument();

    release();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(calledWith(calls, 'PATCH', '/reports/inspector-mark-task').map((call) => call.body)).toEqual([
      { taskId: TASK_A, status: 'ok' },
    ]);
    expect(within(task).getByRole('radio', { name: 'OK' })).toBeChecked();
  });

  it('when offline, then it says the changes are kept on the device, and sends them when the network comes back', async () => {
    phone();
    network.online = false;
    const server = reportServer(testReport());
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();
    const task = await screen.findByRole('region', { name: 'Replace the oil filter' });
    await user.click(within(task).getByRole('radio', { name: 'Replaced' }));
    expect(await screen.findByText('Offline — 1 change is kept on this device')).toBeInTheDocument();
    expect(calledWith(calls, 'PATCH', '/reports/inspector-mark-task')).toHaveLength(0);

    goOnline();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(server.state.report.tasks.find((each) => each._id === TASK_B)?.status).toBe('replaced');
  });

  it('when something is missing, then "Complete report" is disabled and lists it; once done, it completes and the job moves on', async () => {
    phone();
    const server = reportServer(testReport());
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();

    const complete = await screen.findByRole('button', { name: 'Complete report' });
    expect(complete).toBeDisabled();
    const missing = screen.getByRole('list', { name: 'Before the report can be completed:' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mark “Drain and refill the engine oil”',
      'Mark “Replace the oil filter”',
      'Write and save the summary',
    ]);

    for (const name of ['Drain and refill the engine oil', 'Replace the oil filter']) {
      await user.click(within(screen.getByRole('region', { name })).getByRole('radio', { name: 'OK' }));
    }
    await user.type(screen.getByLabelText('Summary of the work'), 'Oil and filter changed.');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete report' })).toBeEnabled());
    expect(
      calledWith(calls, 'PATCH', `/reports/update-vehicle-inspection-report/${server.state.report._id}`),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Complete report' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete the report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, complete it' }));
    await waitFor(() => expect(calledWith(calls, 'PATCH', '/reports/mark-report-complete')).toHaveLength(1));
    expect(calledWith(calls, 'PATCH', '/reports/mark-report-complete')[0]?.body).toEqual({
      reportId: server.state.report._id,
    });
  });

  it('when the server still finds something missing (422), then it names each task and the summary', async () => {
    phone();
    const done = testReport({
      summary: 'All done.',
      tasks: testReport().tasks.map((task) => ({ ...task, status: 'ok' as const })),
    });
    const server = reportServer(done);
    server.state.refuse = (request) =>
      request.url === '/reports/mark-report-complete'
        ? failure(422, 'REPORT_INCOMPLETE', {
            fieldErrors: { [`tasks.${TASK_B}`]: 'x', summary: 'y' },
            fieldErrorKeys: {
              [`tasks.${TASK_B}`]: 'validation:reportTaskStillTodo',
              summary: 'validation:reportSummaryRequired',
            },
          })
        : undefined;
    mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Complete report' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, complete it' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server says these are still missing:');
    expect(alert).toHaveTextContent('“Replace the oil filter”: Mark this task before the report is complete');
    expect(alert).toHaveTextContent('Write a summary of the work before the report is complete.');
  });

  it('when a note is added offline and the page is opened again, then the note is still there and is sent once online', async () => {
    const device = phone();
    network.online = false;
    const server = reportServer(testReport());
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    const first = await renderEditor();
    const task = await screen.findByRole('region', { name: 'Drain and refill the engine oil' });
    await user.click(within(task).getByRole('button', { name: 'Add a note or photo' }));
    await user.type(within(task).getByLabelText('Add a note'), 'The oil was black.');
    await user.click(within(task).getByRole('button', { name: 'Add note' }));
    expect(await within(task).findByText('The oil was black.')).toBeInTheDocument();
    expect(within(task).getByText('Not sent yet')).toBeInTheDocument();
    await device.queue.settled();
    first.unmount();

    // A reload while still offline: a new queue reads the same database.
    device.reload();
    await renderEditor();
    const again = await screen.findByRole('region', { name: 'Drain and refill the engine oil' });
    expect(await within(again).findByText('The oil was black.')).toBeInTheDocument();
    expect(screen.getByTestId('report-save-state')).toHaveTextContent('Offline — 1 change is kept on this device');

    goOnline();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const sent = calledWith(calls, 'POST', '/reports/add-feedback-entry');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ taskId: TASK_A, text: 'The oil was black.' });
    expect(within(again).getByText('The oil was black.')).toBeInTheDocument();
    expect(within(again).queryByText('Not sent yet')).not.toBeInTheDocument();
  });

  it('a note added on a task can be edited and deleted; each change goes to the note’s server id', async () => {
    const device = phone();
    const server = reportServer(testReport());
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();
    const task = await screen.findByRole('region', { name: 'Replace the oil filter' });
    await user.click(within(task).getByRole('button', { name: 'Add a note or photo' }));
    await user.type(within(task).getByLabelText('Add a note'), 'Filter was loose.');
    await user.click(within(task).getByRole('button', { name: 'Add note' }));
    await device.queue.settled();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const added = calledWith(calls, 'POST', '/reports/add-feedback-entry')[0]?.body as { clientId: string };

    await user.click(within(task).getByRole('button', { name: 'Edit note 1' }));
    const editor = within(task).getByLabelText('Note 1');
    await user.clear(editor);
    await user.type(editor, 'Filter was loose and leaking.');
    await user.click(within(task).getByRole('button', { name: 'Save note' }));
    expect(await within(task).findByText('Filter was loose and leaking.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calledWith(calls, 'PATCH', '/reports/edit-feedback-text-entry').map((call) => call.body)).toEqual([
        { entryId: `server-${added.clientId}`, text: 'Filter was loose and leaking.' },
      ]),
    );

    await user.click(within(task).getByRole('button', { name: 'Delete note 1' }));
    await waitFor(() => expect(within(task).queryByText('Filter was loose and leaking.')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(calledWith(calls, 'DELETE', `/reports/delete-feedback-entry/server-${added.clientId}`)).toHaveLength(1),
    );
  });

  it('when the report was completed elsewhere, then the refused change says so on its task and the rest go on', async () => {
    phone();
    const server = reportServer(testReport());
    server.state.refuse = (request) =>
      request.url === '/reports/inspector-mark-task' ? failure(409, 'REPORT_COMPLETE') : undefined;
    mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();
    const task = await screen.findByRole('region', { name: 'Drain and refill the engine oil' });
    await user.click(within(task).getByRole('radio', { name: 'Fixed' }));
    expect(await within(task).findByText('The report was completed elsewhere.')).toBeInTheDocument();
    expect(within(task).getByRole('radio', { name: 'To do' })).toBeChecked();
    await user.click(within(task).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(within(task).queryByText('The report was completed elsewhere.')).not.toBeInTheDocument(),
    );
  });

  it('when a photo is taken, then it shows at once and is sent with its clientId and time; a dropped upload is sent again', async () => {
    phone();
    const server = reportServer(testReport());
    const uploads: FormData[] = [];
    server.state.refuse = (request) => {
      if (request.url !== '/reports/upload-vehicle-media') return undefined;
      uploads.push(request.body as FormData);
      // The first upload drops: no answer at all.
      if (uploads.length === 1) throw new TypeError('Failed to fetch');
      return undefined;
    };
    mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();
    const task = await screen.findByRole('region', { name: 'Replace the oil filter' });
    await user.click(within(task).getByRole('button', { name: 'Add a note or photo' }));
    const taken = Date.parse('2026-03-05T10:30:00.000Z');
    await user.upload(
      within(task).getByLabelText('Take a photo'),
      new File(['jpeg bytes'], 'filter.jpg', { type: 'image/jpeg', lastModified: taken }),
    );
    expect(await within(task).findByRole('img', { name: 'Photo 1 of Replace the oil filter' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send now' })).toBeInTheDocument();
    expect(screen.getByTestId('report-save-state')).toHaveTextContent('1 change waiting');

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    const [first, second] = uploads.map((form) =>
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    );
    expect(first).toEqual(second);
    expect(first).toMatchObject({ taskId: TASK_B, takenAt: '2026-03-05T10:30:00.000Z' });
    expect(first?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploads[1]?.get('file')).toBeInstanceOf(Blob);
    expect(within(task).getByRole('img', { name: 'Photo 1 of Replace the oil filter' })).toHaveAttribute(
      'src',
      `https://files.test/server-${String(first?.clientId)}-thumb.jpg`,
    );
  });

  it('when a photo is taken offline and the page is opened again offline, then it shows from its bytes on the phone', async () => {
    const made = pictureUrls();
    const device = phone();
    network.online = false;
    mockApi(reportServer(testReport()).handler);
    const user = userEvent.setup();
    const first = await renderEditor();
    const task = await screen.findByRole('region', { name: 'Replace the oil filter' });
    await user.click(within(task).getByRole('button', { name: 'Add a note or photo' }));
    await user.upload(
      within(task).getByLabelText('Take a photo'),
      new File(['jpeg bytes'], 'filter.jpg', { type: 'image/jpeg' }),
    );
    // The tile shows an icon until the picture of the bytes is made, then the picture.
    await waitFor(() =>
      expect(within(task).getByRole('img', { name: 'Photo 1 of Replace the oil filter' })).toHaveAttribute(
        'src',
        made[0],
      ),
    );
    await device.queue.settled();
    first.unmount();

    device.reload();
    await renderEditor();
    const again = await screen.findByRole('region', { name: 'Replace the oil filter' });
    expect(screen.getByTestId('report-save-state')).toHaveTextContent('Offline — 1 change is kept on this device');
    await waitFor(() =>
      expect(within(again).getByRole('img', { name: 'Photo 1 of Replace the oil filter' })).toHaveAttribute(
        'src',
        made[1],
      ),
    );
    expect(made[1]).toMatch(/-10$/);
  });

  it('until the app says who is signed in, nothing kept on the phone is shown; then only that account’s changes are', async () => {
    const device = phone();
    network.online = false;
    mockApi(reportServer(testReport()).handler);
    await device.queue.enqueue(
      { kind: 'add-entry', taskId: TASK_A, text: 'Left by the mechanic' },
      { maintenanceId: MAINTENANCE_ID, reportId: testReport()._id },
    );
    signedIn.id = 'user-apprentice';
    await device.queue.enqueue(
      { kind: 'add-entry', taskId: TASK_A, text: 'Left by the apprentice' },
      { maintenanceId: MAINTENANCE_ID, reportId: testReport()._id },
    );
    signedIn.id = null;
    device.queue.userChanged();
    await renderEditor();
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    expect(screen.queryByText('Left by the mechanic')).not.toBeInTheDocument();

    signedIn.id = MECHANIC;
    device.queue.userChanged();
    const task = await screen.findByRole('region', { name: 'Drain and refill the engine oil' });
    expect(within(task).getByText('Left by the mechanic')).toBeInTheDocument();
    expect(within(task).queryByText('Left by the apprentice')).not.toBeInTheDocument();
    expect(screen.getByTestId('report-save-state')).toHaveTextContent('Offline — 1 change is kept on this device');
  });

  it('once every change is sent, the report is read again and shown as the server has it', async () => {
    phone();
    const server = reportServer(testReport());
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderEditor();
    const task = await screen.findByRole('region', { name: 'Drain and refill the engine oil' });
    // Meanwhile, on another phone of the same mechanic, the filter was marked OK.
    server.state.report = {
      ...server.state.report,
      tasks: server.state.report.tasks.map((each) => (each._id === TASK_B ? { ...each, status: 'ok' } : each)),
    };
    await user.click(within(task).getByRole('radio', { name: 'Fixed' }));
    const filter = screen.getByRole('region', { name: 'Replace the oil filter' });
    await waitFor(() => expect(within(filter).getByRole('radio', { name: 'OK' })).toBeChecked());
    expect(within(task).getByRole('radio', { name: 'Fixed' })).toBeChecked();
    expect(calledWith(calls, 'GET', `/reports/get-report/${MAINTENANCE_ID}`)).toHaveLength(2);
  });

  it('refuses a video that is not MP4 or WebM, or larger than 20 MB, saying why', async () => {
    phone();
    mockApi(reportServer(testReport()).handler);
    const user = userEvent.setup({ applyAccept: false });
    await renderEditor();
    const task = await screen.findByRole('region', { name: 'Drain and refill the engine oil' });
    await user.click(within(task).getByRole('button', { name: 'Add a note or photo' }));
    await user.upload(
      within(task).getByLabelText('Add a video'),
      new File(['x'], 'clip.mov', { type: 'video/quicktime' }),
    );
    expect(await within(task).findByRole('alert')).toHaveTextContent('only MP4 or WebM videos are taken');
    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(within(task).getByLabelText('Add a video'), big);
    expect(await within(task).findByRole('alert')).toHaveTextContent('This video is too large: at most 20 MB');
  });

  it('a task is a compact row until "Add a note or photo" opens its note box and photo buttons; its notes show with their count', async () => {
    phone();
    mockApi(reportServer(testReport()).handler);
    const user = userEvent.setup();
    await renderEditor();
    const task = await screen.findByRole('region', { name: 'Replace the oil filter' });
    const toggle = within(task).getByRole('button', { name: 'Add a note or photo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(task).queryByLabelText('Add a note')).not.toBeInTheDocument();
    expect(within(task).queryByLabelText('Take a photo')).not.toBeInTheDocument();
    expect(within(task).getByRole('radio', { name: 'To do' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(task).getByLabelText('Take a photo')).toBeInTheDocument();
    await user.type(within(task).getByLabelText('Add a note'), 'Filter was loose.');
    await user.click(within(task).getByRole('button', { name: 'Add note' }));
    expect(await within(task).findByText('1 note')).toBeInTheDocument();

    // Closed again, the note stays in sight with its Edit button; the box for a new one goes.
    await user.click(toggle);
    expect(within(task).queryByLabelText('Add a note')).not.toBeInTheDocument();
    expect(within(task).getByText('Filter was loose.')).toBeInTheDocument();
    expect(within(task).getByRole('button', { name: 'Edit note 1' })).toBeInTheDocument();
  });

  it('the next service’s day is said in the app’s language under its date field, whatever order the browser writes it in', async () => {
    phone();
    mockApi(reportServer(testReport()).handler);
    await renderRoutes(
      [{ path: '/', Component: () => <ReportEditor maintenanceId={MAINTENANCE_ID} jobStatus="in-progress" /> }],
      { language: 'nb' },
    );
    const field = await screen.findByLabelText('Neste service den');
    fireEvent.input(field, { target: { value: '2026-09-01' } });
    expect(field).toHaveAccessibleDescription(formatCalendarDate('2026-09-01', 'nb'));
  });

  it('speaks Norwegian', async () => {
    phone();
    mockApi(reportServer(testReport()).handler);
    await renderRoutes(
      [{ path: '/', Component: () => <ReportEditor maintenanceId={MAINTENANCE_ID} jobStatus="in-progress" /> }],
      { language: 'nb' },
    );
    expect(await screen.findByRole('button', { name: 'Fullfør rapport' })).toBeDisabled();
    expect(screen.getByTestId('report-save-state')).toHaveTextContent('Alle endringer er lagret');
  });
});
