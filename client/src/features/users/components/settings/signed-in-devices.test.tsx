import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionDeviceDto } from '@fleetcare/shared';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { failure, mockApi, ok, type MockAnswer } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

const thisDevice: SessionDeviceDto = {
  _id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox on Linux',
  country: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: '2026-03-05T14:05:00.000Z',
  current: true,
};
const phone: SessionDeviceDto = {
  _id: '22222222-2222-4222-8222-222222222222',
  device: 'Chrome on Android',
  country: 'NG',
  createdAt: '2026-02-20T08:00:00.000Z',
  lastUsedAt: '2026-03-06T10:00:00.000Z',
  current: false,
};

function Screen() {
  return (
    <>
      <SignedInDevices />
      <Toaster closeLabel="Close" />
    </>
  );
}

function render(language: 'en' | 'nb' = 'en') {
  return renderRoutes([{ path: '/', Component: Screen }], { language });
}

/** Answers the list with `devices`, and the end call with `onEnd` (by default: the list without that device). */
function serve(devices: SessionDeviceDto[], onEnd?: (id: string) => MockAnswer | Promise<MockAnswer>) {
  let current = devices;
  return mockApi(async ({ method, url }) => {
    if (method === 'GET' && url === '/users/me/sessions') return ok(current);
    const id = /^\/users\/me\/sessions\/([^/]+)\/end$/.exec(url)?.[1];
    if (method === 'POST' && id) {
      if (onEnd) return onEnd(id);
      current = current.filter((device) => device._id !== id);
      return ok(current);
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const list = () => screen.findByRole('list', { name: 'Signed-in devices' });

describe('signed-in devices', () => {
  it('when loaded, then this device is marked and comes first, and only the others can be ended', async () => {
    serve([phone, thisDevice]);
    await render();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox on Linux');
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Chrome on Android');
    expect(items[1]).toHaveTextContent('Nigeria');
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'End session (Chrome on Android)' }),
    ).toBeEnabled();
    expect(screen.queryByText('Only this device is signed in')).not.toBeInTheDocument();
  });

  it('when another device is ended, then it asks first, shows the wait, and the list loses that device', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const calls = serve([thisDevice, phone], () => new Promise<MockAnswer>((resolve) => (answer = resolve)));
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /End session/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Chrome on Android will be signed out at once');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'End session' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/users/me/sessions/${phone._id}/end`,
    ]);

    answer(ok([thisDevice]));
    expect(await screen.findByText('The session on Chrome on Android has ended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Only this device is signed in')).toBeInTheDocument();
  });

  it('when the confirmation is cancelled, then nothing is sent', async () => {
    const calls = serve([thisDevice, phone]);
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /End session/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('when the session had already ended, then it says so and the list is fetched again', async () => {
    let devices = [thisDevice, phone];
    const calls = mockApi(({ method }) => {
      if (method === 'GET') return ok(devices);
      devices = [thisDevice];
      return failure(404, 'NOT_FOUND');
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /End session/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('That session had already ended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Only this device is signed in')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('when ending fails otherwise, then the error is shown and the device stays listed', async () => {
    serve([thisDevice, phone], () => failure(409, 'CURRENT_SESSION'));
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /End session/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End session' }));
    expect(
      await screen.findByText('This is the device you are using. Sign out to end its session.'),
    ).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('when only this device is signed in, then it says so and offers nothing to end', async () => {
    serve([thisDevice]);
    await render();
    expect(await screen.findByText('Only this device is signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End session/ })).not.toBeInTheDocument();
  });

  it('when the list cannot be loaded, then the reason and a retry that loads it', async () => {
    let fail = true;
    mockApi(() => (fail ? failure(429, 'RATE_LIMITED') : ok([thisDevice, phone])));
    await render();
    expect(await screen.findByText('Your devices could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Wait a moment and try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('while loading, then a status is shown', async () => {
    mockApi(() => new Promise<MockAnswer>(() => undefined));
    await render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });

  it('in Norwegian, then the labels, the country and the confirmation are Norwegian', async () => {
    serve([thisDevice, phone]);
    await render('nb');
    const items = within(await screen.findByRole('list', { name: 'Innloggede enheter' })).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Denne enheten')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Nigeria');
    expect(items[1]).toHaveTextContent('Sist brukt');
    await userEvent.setup().click(screen.getByRole('button', { name: /Avslutt økt/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Avslutte denne økten?' })).toBeInTheDocument();
  });
});
