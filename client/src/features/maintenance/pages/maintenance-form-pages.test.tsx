import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadsToScreen } from '@fleetcare/shared';
import { Toaster } from '../../../components/ui/toast.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  pageOf,
  REQUEST_ID,
  requestFixture,
  serviceFixture,
  soon,
  VEHICLE_ID,
  vehicleChoiceFixture,
} from '../testing/fixtures.ts';
import { EditMaintenancePage } from './edit-maintenance-page.tsx';
import { NewMaintenancePage } from './new-maintenance-page.tsx';

const catalogue = [
  serviceFixture('oil-change', 'Oil change', [1_500_000, 2_500_000]),
  serviceFixture('brake-repair', 'Brake repair', [3_000_000, 6_000_000]),
];

function renderPages(path: string, language: 'en' | 'nb' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const withToaster = (Page: () => React.JSX.Element) => () => (
    <>
      <Page />
      <Toaster closeLabel="Close" />
    </>
  );
  return renderRoutes(
    [
      { path: '/dashboard/maintenance', Component: () => <h1>Requests list</h1> },
      { path: '/dashboard/maintenance/new', Component: withToaster(NewMaintenancePage) },
      { path: '/dashboard/maintenance/edit/:maintenanceId', Component: withToaster(EditMaintenancePage) },
      { path: '/dashboard/maintenance/show/:maintenanceId', Component: () => <h1>Request page</h1> },
      { path: '/dashboard/fleet/new', Component: () => <h1>New vehicle form</h1> },
    ],
    { path, queryClient, language },
  );
}

/** The API of the form: the user's vehicles, the catalogue, the request; `save` answers the PATCH. */
function mockFormApi({
  request = requestFixture(),
  vehicles = [vehicleChoiceFixture()],
  save = (call: MockRequest) => ok({ ...request, ...(call.body as object) }),
}: {
  request?: ReturnType<typeof requestFixture>;
  vehicles?: ReturnType<typeof vehicleChoiceFixture>[];
  save?: (call: MockRequest) => ReturnType<typeof ok>;
} = {}) {
  return mockApi((call) => {
    if (call.url === '/vehicles/get-my-vehicles') return ok(pageOf(vehicles));
    if (call.url === '/users/get-service-details') return ok(catalogue);
    if (call.url === `/maintenances/get-maintenance/${REQUEST_ID}`) return ok(request);
    if (call.method === 'PATCH' && call.url === '/maintenances/update-maintenance') return save(call);
    if (call.method === 'POST' && call.url === `/maintenances/upload-maintenance-media/${REQUEST_ID}`) {
      return ok({ ...request, media: [{ _id: 'm1', kind: 'photo', url: '/photo.jpg', contentType: 'image/jpeg' }] });
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const patches = (calls: MockRequest[]) => calls.filter((call) => call.method === 'PATCH');

beforeEach(() => localStorage.clear());

describe('booking a mechanic', () => {
  it('when the form is sent empty, then each field says what it needs and nothing is sent', async () => {
    const calls = mockFormApi();
    await renderPages('/dashboard/maintenance/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Book a mechanic' })).toBeInTheDocument();
    await screen.findByLabelText('Vehicle');
    await screen.findByRole('checkbox', { name: 'Oil change' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Choose a vehicle.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one service.')).toBeInTheDocument();
    expect(screen.getByText('Describe what is wrong or what you need done.')).toBeInTheDocument();
    expect(screen.getByText('Choose the day you would like the technician to come.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('when a vehicle and services are chosen, then the typical price of those services for its class is shown', async () => {
    mockFormApi({
      vehicles: [
        vehicleChoiceFixture(),
        vehicleChoiceFixture({ _id: 'bike', category: 'motorcycle', plateNumber: 'MC1' }),
      ],
    });
    await renderPages('/dashboard/maintenance/new');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Vehicle'), VEHICLE_ID);
    await user.click(await screen.findByRole('checkbox', { name: 'Oil change' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brake repair' }));
    expect(screen.getByTestId('price-estimate')).toHaveTextContent(
      'Typical price for these services: ₦45,000 – ₦85,000',
    );
    await user.selectOptions(screen.getByLabelText('Vehicle'), 'bike');
    expect(screen.getByTestId('price-estimate')).toHaveTextContent('The price depends on the vehicle');
  });

  it('when the form is opened with ?vehicle= naming one of the vehicles, then that vehicle is chosen; another id chooses none', async () => {
    const vehicles = [
      vehicleChoiceFixture({ _id: 'other', plateNumber: 'KJA1' }),
      vehicleChoiceFixture({ plateNumber: 'LAG123XY' }),
    ];
    mockFormApi({ vehicles });
    const first = await renderPages(`/dashboard/maintenance/new?vehicle=${VEHICLE_ID}`);
    expect(await screen.findByLabelText('Vehicle')).toHaveValue(VEHICLE_ID);
    first.unmount();

    mockFormApi({ vehicles });
    await renderPages('/dashboard/maintenance/new?vehicle=6f1c2d3e-0000-4000-8000-0000000000ff');
    expect(await screen.findByLabelText('Vehicle')).toHaveValue('');
  });

  it('when the user has no vehicle, then the form offers to add one', async () => {
    mockFormApi({ vehicles: [] });
    await renderPages('/dashboard/maintenance/new');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Add a vehicle' }));
    expect(await screen.findByRole('heading', { name: 'New vehicle form' })).toBeInTheDocument();
  });
});

describe('a saved request', () => {
  it('when a draft is saved again, then everything it holds is sent without submitting it', async () => {
    const calls = mockFormApi();
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    const user = userEvent.setup();
    const description = await screen.findByLabelText('Describe the problem');
    await user.clear(description);
    await user.type(description, 'Brakes squeal when stopping.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(patches(calls)[0]?.body).toEqual({
      id: REQUEST_ID,
      vehicleId: VEHICLE_ID,
      services: ['oil-change'],
      description: 'Brakes squeal when stopping.',
      address: {
        line: '12 Allen Avenue',
        landmark: 'Opposite the bank',
        town: 'Ikeja',
        lga: 'Ikeja',
        state: 'Lagos',
        lat: 6.6018,
        lng: 3.3515,
      },
      preferredDate: soon(),
      timeWindow: 'morning',
    });
  });

  it('when a draft is submitted, then the body says submit and its page opens', async () => {
    const calls = mockFormApi({
      save: (call) => ok(requestFixture({ ...(call.body as object), status: 'open' })),
    });
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Evening/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The request's page once that screen exists, else the list.
    const next = leadsToScreen(`/dashboard/maintenance/show/${REQUEST_ID}`) ? 'Request page' : 'Requests list';
    expect(await screen.findByRole('heading', { name: next })).toBeInTheDocument();
    expect(patches(calls)[0]?.body).toMatchObject({ id: REQUEST_ID, timeWindow: 'evening', submit: true });
  });

  it('when photos are chosen, then they are sent one by one after the request is saved', async () => {
    const calls = mockFormApi();
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    const user = userEvent.setup();
    const photos = [
      new File(['one'], 'engine.jpg', { type: 'image/jpeg' }),
      new File(['two'], 'wheel.png', { type: 'image/png' }),
    ];
    await user.upload(await screen.findByLabelText('Add photos or a video'), photos);
    expect(await screen.findByRole('img', { name: 'Chosen photo 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const uploads = calls.filter((call) => call.url.startsWith('/maintenances/upload-maintenance-media/'));
    expect(uploads).toHaveLength(2);
    expect(calls.indexOf(uploads[0] as MockRequest)).toBeGreaterThan(calls.indexOf(patches(calls)[0] as MockRequest));
    expect(uploads.map((call) => ((call.body as FormData).get('file') as File).name)).toEqual([
      'engine.jpg',
      'wheel.png',
    ]);
  });

  it('when the server refuses a field, then its message shows under that field', async () => {
    mockFormApi({
      save: () =>
        failure(422, 'VALIDATION_FAILED', {
          fieldErrorKeys: { description: 'validation:maintenanceDescriptionTooShort' },
        }),
    });
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save draft' }));
    const description = await screen.findByLabelText('Describe the problem');
    await waitFor(() => expect(description).toHaveAccessibleDescription('Describe it in at least 10 characters.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention.');
  });

  it('once submitted, then the vehicle, services and address stay as they are and are not sent', async () => {
    const calls = mockFormApi({ request: requestFixture({ status: 'quoted', quotationsCount: 1 }) });
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    expect(await screen.findByLabelText('Vehicle')).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'Oil change' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    const body = patches(calls)[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('vehicleId');
    expect(body).not.toHaveProperty('services');
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('submit');
  });

  it('shows the form in Norwegian', async () => {
    mockFormApi();
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`, 'nb');
    expect(await screen.findByRole('button', { name: 'Lagre utkast' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send inn' })).toBeInTheDocument();
  });
});

describe('photos or a video', () => {
  const video = (name: string, type: string, bytes = 'video') => new File([bytes], name, { type });
  const uploadsOf = (calls: MockRequest[]) =>
    calls.filter((call) => call.url.startsWith('/maintenances/upload-maintenance-media/'));

  it('when an MP4 is chosen, then it previews muted with its controls, is sent after the save with its progress, and no more can be added', async () => {
    let answerUpload: (() => void) | undefined;
    const request = requestFixture();
    const calls = mockApi(async (call) => {
      if (call.url === '/vehicles/get-my-vehicles') return ok(pageOf([vehicleChoiceFixture()]));
      if (call.url === '/users/get-service-details') return ok(catalogue);
      if (call.url === `/maintenances/get-maintenance/${REQUEST_ID}`) return ok(request);
      if (call.method === 'PATCH') return ok(request);
      if (call.url === `/maintenances/upload-maintenance-media/${REQUEST_ID}`) {
        await new Promise<void>((resolve) => {
          answerUpload = resolve;
        });
        return ok({ ...request, media: [{ _id: 'v1', kind: 'video', url: '/v.mp4', contentType: 'video/mp4' }] });
      }
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Add photos or a video');
    expect(input).toHaveAttribute('accept', expect.stringContaining('video/mp4,video/webm'));
    await user.upload(input, video('engine-noise.mp4', 'video/mp4'));

    const preview = await screen.findByLabelText('Chosen video');
    expect(preview.tagName).toBe('VIDEO');
    expect(preview).toHaveAttribute('controls');
    expect((preview as HTMLVideoElement).muted).toBe(true);
    expect(preview).toHaveAttribute('preload', 'metadata');
    expect(screen.queryByLabelText('Add photos or a video')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending the video' })).toBeInTheDocument();
    answerUpload?.();
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const sent = uploadsOf(calls);
    expect(sent).toHaveLength(1);
    expect(((sent[0]?.body as FormData).get('file') as File).name).toBe('engine-noise.mp4');
  });

  it('when the chosen video is removed, then it is not sent and photos or a video can be added again', async () => {
    const calls = mockFormApi();
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Add photos or a video'), video('noise.webm', 'video/webm'));
    await user.click(await screen.findByRole('button', { name: 'Remove the chosen video' }));
    expect(screen.queryByLabelText('Chosen video')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add photos or a video')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(uploadsOf(calls)).toHaveLength(0);
  });

  it('when an iPhone .mov is chosen, then it is refused with the rule and nothing is added or sent', async () => {
    const calls = mockFormApi();
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Add photos or a video'), video('IMG_0042.MOV', 'video/quicktime'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Videos must be MP4 or WebM, up to 20 MB.');
    expect(screen.queryByLabelText('Chosen video')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(uploadsOf(calls)).toHaveLength(0);
  });

  it('when an MP4 over 20 MB is chosen, then it is refused with the rule', async () => {
    mockFormApi();
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    const large = video('long.mp4', 'video/mp4');
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });
    await userEvent.setup().upload(await screen.findByLabelText('Add photos or a video'), large);
    expect(await screen.findByRole('alert')).toHaveTextContent('Videos must be MP4 or WebM, up to 20 MB.');
    expect(screen.queryByLabelText('Chosen video')).not.toBeInTheDocument();
  });

  it('when the request has photos, then a video is refused: a request holds photos or one video', async () => {
    mockFormApi({
      request: requestFixture({ media: [{ _id: 'p1', kind: 'photo', url: '/p.jpg', contentType: 'image/jpeg' }] }),
    });
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    await userEvent
      .setup()
      .upload(await screen.findByLabelText('Add photos or a video'), video('noise.mp4', 'video/mp4'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A request holds photos or one video, not both: remove the photos to add a video.',
    );
    expect(screen.queryByLabelText('Chosen video')).not.toBeInTheDocument();
  });

  it('when the request has its video, then it shows with a way to remove it, and nothing more can be added', async () => {
    const calls = mockFormApi({
      request: requestFixture({ media: [{ _id: 'v1', kind: 'video', url: '/v.mp4', contentType: 'video/mp4' }] }),
    });
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`);
    expect((await screen.findByLabelText('Video of the problem')).tagName).toBe('VIDEO');
    expect(screen.queryByLabelText('Add photos or a video')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove this video' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/v1'))).toBe(true));
  });

  it('in Norwegian, then a refused video says the rule in Norwegian', async () => {
    mockFormApi();
    await renderPages(`/dashboard/maintenance/edit/${REQUEST_ID}`, 'nb');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Legg til bilder eller en video'),
      video('a.mov', 'video/quicktime'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Videoer må være MP4 eller WebM, på opptil 20 MB.');
  });
});
