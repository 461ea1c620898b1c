import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toast.tsx';
import { TOYOTA_2019_VIN, vehicleFixture } from '../testing/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EditVehiclePage } from './edit-vehicle-page.tsx';
import { NewVehiclePage } from './new-vehicle-page.tsx';

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
      { path: '/dashboard/fleet', Component: () => <h1>Fleet list</h1> },
      { path: '/dashboard/fleet/new', Component: withToaster(NewVehiclePage) },
      { path: '/dashboard/fleet/edit/:vehicleId', Component: withToaster(EditVehiclePage) },
      { path: '/dashboard/fleet/show/:vehicleId', Component: withToaster(() => <h1>Vehicle page</h1>) },
    ],
    { path, queryClient, language },
  );
}

beforeEach(() => localStorage.clear());

describe('adding a vehicle', () => {
  it('when a valid VIN is typed, then the brand and model year are filled in and what it tells is shown', async () => {
    const created = vehicleFixture({ _id: '6f1c2d3e-0000-4000-8000-0000000000aa', colour: null });
    const calls = mockApi(({ method, url }) => {
      if (method === 'POST' && url === '/vehicles/create-new-vehicle')
        return { status: 201, body: { success: true, data: created } };
      if (url === `/vehicles/get-vehicle/${created._id}`) return ok(created);
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    await renderPages('/dashboard/fleet/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('VIN (chassis number) (optional)'), 'jtd-br32e7 k0123456');

    expect(await screen.findByTestId('vin-decoded')).toHaveTextContent('Made by Toyota in Japan, model year 2019');
    expect(screen.getByLabelText('Brand (make)')).toHaveValue('Toyota');
    expect(screen.getByLabelText('Model year')).toHaveValue(2019);

    // The user may change what was filled in.
    await user.clear(screen.getByLabelText('Brand (make)'));
    await user.type(screen.getByLabelText('Brand (make)'), 'Lexus');
    await user.type(screen.getByLabelText('Model'), 'ES 350');
    await user.type(screen.getByLabelText('Plate number'), 'lag 123 xy');
    await user.selectOptions(screen.getByLabelText('Fuel'), 'hybrid');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      vin: TOYOTA_2019_VIN,
      plateNumber: 'LAG123XY',
      category: 'car',
      brand: 'Lexus',
      model: 'ES 350',
      year: 2019,
      colour: null,
      fuel: 'hybrid',
      transmission: null,
      engine: null,
      purchaseDate: null,
      notes: null,
    });
    // Right after the create: the photo step of the edit page.
    expect(await screen.findByText('2019 Toyota Corolla was added to your fleet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.getByText('Choose a photo')).toBeInTheDocument();
  });

  it('when a VIN is wrong or fields are missing, then the fields say what to fix and nothing is sent', async () => {
    const calls = mockApi(() => failure(500, 'INTERNAL_ERROR'));
    await renderPages('/dashboard/fleet/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('VIN (chassis number) (optional)'), 'JTDBR32E7K01234');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByLabelText('VIN (chassis number) (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Plate number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Brand (make)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('vin-decoded')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when the plate is already in the fleet (409), then the plate field says so', async () => {
    mockApi(() =>
      failure(409, 'CONFLICT', {
        fieldErrors: { plateNumber: 'You already have a vehicle with this plate number.' },
      }),
    );
    await renderPages('/dashboard/fleet/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Plate number'), 'LAG123XY');
    await user.type(screen.getByLabelText('Brand (make)'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'Corolla');
    await user.type(screen.getByLabelText('Model year'), '2019');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('You already have a vehicle with this plate number.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Plate number')).toHaveFocus());
  });
});

describe('editing a vehicle', () => {
  it('when a field is changed, then only that field is sent and the vehicle page opens with a notice', async () => {
    const vehicle = vehicleFixture();
    const calls = mockApi(({ method, url }) => {
      if (method === 'PATCH') return ok({ ...vehicle, colour: 'Blue' });
      if (url === `/vehicles/get-vehicle/${vehicle._id}`) return ok(vehicle);
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    await renderPages(`/dashboard/fleet/edit/${vehicle._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit 2019 Toyota Corolla' })).toBeInTheDocument();
    const user = userEvent.setup();
    const colour = screen.getByLabelText('Colour (optional)');
    expect(colour).toHaveValue('Silver');
    await user.clear(colour);
    await user.type(colour, 'Blue');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Vehicle page' })).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/vehicles/update-vehicle/${vehicle._id}`);
    expect(patch?.body).toEqual({ colour: 'Blue' });
    expect(screen.getByText('Changes to 2019 Toyota Corolla were saved.')).toBeInTheDocument();
  });

  it('when the new VIN is already in the fleet (409 with a key), then a Norwegian user reads it in Norwegian', async () => {
    const vehicle = vehicleFixture();
    mockApi(({ method, url }) => {
      if (method === 'PATCH') {
        return failure(409, 'CONFLICT', {
          fieldErrors: { vin: 'You already have a vehicle with this VIN.' },
          fieldErrorKeys: { vin: 'validation:vinTaken' },
        });
      }
      if (url === `/vehicles/get-vehicle/${vehicle._id}`) return ok(vehicle);
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    await renderPages(`/dashboard/fleet/edit/${vehicle._id}`, 'nb');
    const user = userEvent.setup();
    const colour = await screen.findByLabelText('Farge (valgfritt)');
    await user.clear(colour);
    await user.type(colour, 'Blå');
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    expect(
      await screen.findByText('Du har allerede et kjøretøy med dette understellsnummeret (VIN).'),
    ).toBeInTheDocument();
    expect(screen.queryByText('You already have a vehicle with this VIN.')).not.toBeInTheDocument();
  });

  it('when a photo of the wrong type or too large is chosen, then it says so and sends nothing', async () => {
    const vehicle = vehicleFixture();
    const calls = mockApi(() => ok(vehicle));
    await renderPages(`/dashboard/fleet/edit/${vehicle._id}`);
    await screen.findByRole('heading', { name: 'Photo' });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose a photo');
    await user.upload(input, new File(['%PDF'], 'papers.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(await screen.findByText('This picture is larger than 8 MB. Choose a smaller one.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when a photo is chosen and uploaded, then it is sent as multipart "photo" and a notice confirms', async () => {
    const vehicle = vehicleFixture();
    const calls = mockApi(({ method }) =>
      ok(method === 'POST' ? { ...vehicle, photoUrl: '/files/signed/photo.webp' } : vehicle),
    );
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    await renderPages(`/dashboard/fleet/edit/${vehicle._id}`);
    await screen.findByRole('heading', { name: 'Photo' });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose a photo'), new File(['jpeg'], 'car.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('The photo was saved.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/vehicles/upload-vehicle-photo/${vehicle._id}`);
    expect(post?.body).toBeInstanceOf(FormData);
    expect((post?.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Current photo of 2019 Toyota Corolla' })).toHaveAttribute(
      'src',
      '/files/signed/photo.webp',
    );
  });

  it('when the vehicle is shared with view rights, then the form is not offered', async () => {
    const vehicle = vehicleFixture({ access: 'view', owner: { _id: 'u-2', fullName: 'Chinedu Okafor' } });
    mockApi(() => ok(vehicle));
    await renderPages(`/dashboard/fleet/edit/${vehicle._id}`);
    expect(await screen.findByText('You can view this vehicle but not change it')).toBeInTheDocument();
    expect(screen.getByText(/Chinedu Okafor shared it with you with view rights/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
