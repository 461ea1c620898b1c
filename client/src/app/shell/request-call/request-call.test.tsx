import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { IP_LOOKUP_STORAGE_KEY } from '../../../features/content/ip-lookup.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AppShell } from '../app-shell.tsx';
import { defaultDialCountry, dialCodeOptions } from './dial-codes.ts';
import { openRequestCall } from '../../../lib/request-call.ts';

const routes: RouteObject[] = [{ Component: AppShell, children: [{ index: true, Component: () => <h1>Help</h1> }] }];

async function openDialog(language: 'en' | 'nb' = 'en') {
  await renderRoutes(routes, { language });
  act(() => openRequestCall());
  return screen.findByRole('dialog');
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});

describe('dial codes', () => {
  it('lists about two hundred countries from the phone-number metadata, Nigeria +234 first', () => {
    const options = dialCodeOptions('en');
    expect(options.length).toBeGreaterThan(200);
    expect(options[0]).toEqual({ country: 'NG', name: 'Nigeria', dialCode: '+234' });
    expect(options).toContainEqual({ country: 'NO', name: 'Norway', dialCode: '+47' });
    expect(options).toContainEqual({ country: 'GB', name: 'United Kingdom', dialCode: '+44' });
    const rest = options.slice(1).map((option) => option.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names the countries in the visitor`s language', () => {
    expect(dialCodeOptions('nb')).toContainEqual({ country: 'NO', name: 'Norge', dialCode: '+47' });
  });

  it('defaults to the stored country, else Nigeria', () => {
    const options = dialCodeOptions('en');
    expect(defaultDialCountry('NO', options)).toBe('NO');
    expect(defaultDialCountry('no', options)).toBe('NO');
    expect(defaultDialCountry(null, options)).toBe('NG');
    expect(defaultDialCountry('XX', options)).toBe('NG');
  });
});

describe('the request-a-call modal', () => {
  it('when it is sent empty, then every field says what is missing, the phone with one shared message, and nothing is sent', async () => {
    const calls = mockApi(() => ok(null));
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Request a call' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request a call' }));
    expect(await within(dialog).findByText('Enter your full name.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter your phone number with its country code.')).toHaveLength(1);
    expect(within(dialog).getByText('Choose what the call is about.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('when the form is complete, then the call request is sent with the full number, the we-will-call-you toast shows and the modal closes', async () => {
    const calls = mockApi(() => ({
      status: 201,
      body: {
        success: true,
        message: 'Your request has been received. We will call you shortly.',
        data: {
          _id: 'c1',
          fullName: 'Chidi Eze',
          fullPhoneNumber: '+2348031234567',
          category: 'vehicle',
          createdAt: '',
        },
      },
    }));
    const dialog = await openDialog();
    const user = userEvent.setup();
    expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+234 Nigeria');
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Chidi Eze');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Phone number without the country code' }),
      '0803 123 4567',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Vehicle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request a call' }));
    expect(await screen.findByText('Your request has been received. We will call you shortly.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/users/create_call_request',
        body: { fullName: 'Chidi Eze', fullPhoneNumber: '+2348031234567', category: 'vehicle' },
      }),
    ]);
  });

  it('when the visitor`s stored country is Norway, then +47 is chosen, and the modal and its toast are in Norwegian', async () => {
    localStorage.setItem(IP_LOOKUP_STORAGE_KEY, JSON.stringify({ locale: 'nb', country: 'NO', geoCoordinates: null }));
    const calls = mockApi(() => ok({}));
    const dialog = await openDialog('nb');
    const user = userEvent.setup();
    expect(within(dialog).getByRole('combobox', { name: 'Landskode' })).toHaveDisplayValue('+47 Norge');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fullt navn' }), 'Kari Nordmann');
    await user.type(within(dialog).getByRole('textbox', { name: 'Telefonnummer uten landskode' }), '912 34 567');
    await user.click(within(dialog).getByRole('radio', { name: 'Bolig' }));
    await user.click(within(dialog).getByRole('button', { name: 'Be om å bli oppringt' }));
    expect(await screen.findByText('Forespørselen din er mottatt. Vi ringer deg snart.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ fullName: 'Kari Nordmann', fullPhoneNumber: '+4791234567', category: 'home' });
  });

  it('when another country is chosen, then its calling code is used', async () => {
    const calls = mockApi(() => ok({}));
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country code' }), 'GH');
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Ama Mensah');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Phone number without the country code' }),
      '24 123 4567',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Home' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request a call' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ fullName: 'Ama Mensah', fullPhoneNumber: '+233241234567', category: 'home' });
  });

  it('when the server refuses the number, then the message shows on the phone field and the modal stays open', async () => {
    mockApi(() =>
      failure(400, 'VALIDATION_FAILED', {
        fieldErrors: { fullPhoneNumber: 'Enter a valid phone number (digits only).' },
        fieldErrorKeys: { fullPhoneNumber: 'validation:phoneInvalid' },
      }),
    );
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Chidi Eze');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Phone number without the country code' }),
      '8031234567',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Vehicle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request a call' }));
    expect(await within(dialog).findByText('Enter a valid phone number (digits only).')).toBeInTheDocument();
    expect(within(dialog).getByText('Some fields need attention.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when Cancel is pressed, then the modal closes without sending', async () => {
    const calls = mockApi(() => ok({}));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});
