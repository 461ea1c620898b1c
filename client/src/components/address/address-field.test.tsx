import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressSchema, type AddressInput, type PlaceSuggestionDto, type ReverseGeocodeDto } from '@fleetcare/shared';
import { renderRoutes } from '../../test/render.tsx';
import { failure, mockApi, ok, type MockRequest } from '../../test/mock-api.ts';
import { AddressField } from './address-field.tsx';
import { addressFormValue, emptyAddress } from './address-value.ts';

const ikeja: PlaceSuggestionDto = {
  id: 'town:LA:ikeja',
  label: 'Ikeja, Lagos',
  town: 'Ikeja',
  lga: 'Ikeja',
  state: 'Lagos',
  stateCode: 'LA',
  lat: 6.59651,
  lng: 3.34205,
};
const ikorodu: PlaceSuggestionDto = {
  id: 'town:LA:ikorodu',
  label: 'Ikorodu, Lagos',
  town: 'Ikorodu',
  lga: 'Ikorodu',
  state: 'Lagos',
  stateCode: 'LA',
  lat: 6.61526,
  lng: 3.5069,
};
const wuse: PlaceSuggestionDto = {
  id: 'district:FC:wuse',
  label: 'Wuse, FCT',
  town: 'Wuse',
  lga: 'Abuja Municipal Area Council',
  state: 'Federal Capital Territory',
  stateCode: 'FC',
  lat: 9.05785,
  lng: 7.49508,
};
const nearIkeja: ReverseGeocodeDto = {
  place: { town: 'Ikeja', lga: 'Ikeja', state: 'Lagos', stateCode: 'LA', lat: 6.59651, lng: 3.34205 },
  addressLine: 'near Ikeja, Ikeja LGA, Lagos',
  distanceKm: 1.1,
  timezone: 'Africa/Lagos',
};

let calls: MockRequest[];
let reverseAnswer: ReturnType<typeof ok> = ok(nearIkeja);
beforeEach(() => {
  reverseAnswer = ok(nearIkeja);
  calls = mockApi((request) => {
    if (request.url.endsWith('/users/search-places')) {
      const q = String((request.params as { q: string }).q).toLowerCase();
      return ok([ikeja, ikorodu, wuse].filter((place) => place.label.toLowerCase().startsWith(q)));
    }
    if (request.url.endsWith('/users/get-address-by-lat-lng')) return reverseAnswer;
    return failure(404, 'ROUTE_NOT_FOUND');
  });
});
afterEach(() => {
  // jsdom has no geolocation of its own: each test that needs one puts it on the navigator.
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** A form with the address field; submitting validates with the shared schema and hands over what it made. */
async function renderAddressForm(options: { language?: 'en' | 'nb'; initial?: typeof emptyAddress } = {}) {
  const submitted = vi.fn<(address: AddressInput) => void>();
  const view = await renderRoutes(
    [
      {
        path: '/',
        element: (
          <Formik
            initialValues={{ address: options.initial ?? emptyAddress }}
            validate={async (values) => {
              try {
                await addressSchema.validate(values.address, { abortEarly: false });
                return {};
              } catch (error) {
                const inner = (error as { inner: { path: string; message: string }[] }).inner;
                const first = new Map<string, string>();
                for (const issue of inner) if (!first.has(issue.path)) first.set(issue.path, issue.message);
                return { address: Object.fromEntries(first) };
              }
            }}
            onSubmit={async (values) => submitted(await addressSchema.validate(values.address))}
          >
            <Form>
              <AddressField name="address" />
              <button type="submit">Save</button>
            </Form>
          </Formik>
        ),
      },
    ],
    { language: options.language },
  );
  return { ...view, submitted };
}

const placeBox = () => screen.getByRole('combobox', { name: 'Town or area' });

function stubGeolocation(answer: (success: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const positionError = (code: number) =>
  ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

describe('AddressField', () => {
  it('suggests places as one types (once typing pauses), and the keyboard picks one with its point', async () => {
    const { submitted } = await renderAddressForm();
    const user = userEvent.setup();
    await user.type(placeBox(), 'ik');
    const list = await screen.findByRole('listbox', { name: 'Towns and areas' });
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    expect(placeBox()).toHaveAttribute('aria-expanded', 'true');
    expect(calls.filter((call) => call.url.endsWith('/users/search-places'))).toHaveLength(1);
    expect(calls[0]?.params).toEqual({ q: 'ik', limit: 8 });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: /Ikorodu, Lagos/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(placeBox()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');

    expect(placeBox()).toHaveValue('Ikorodu, Lagos');
    expect(placeBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Chosen: Ikorodu, Lagos. Type to change it.')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), '5 Ayangburen Road');
    await user.type(screen.getByRole('textbox', { name: 'Landmark (optional)' }), 'near the Total filling station');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        line: '5 Ayangburen Road',
        landmark: 'near the Total filling station',
        town: 'Ikorodu',
        lga: 'Ikorodu',
        state: 'Lagos',
        lat: 6.61526,
        lng: 3.5069,
      }),
    );
  });

  it('picks a place by tap, and shows its LGA and the FCT as people write it', async () => {
    await renderAddressForm();
    const user = userEvent.setup();
    await user.type(placeBox(), 'wu');
    const option = await screen.findByRole('option', { name: /Wuse, FCT/ });
    expect(option).toHaveTextContent('Abuja Municipal Area Council LGA');
    await user.click(option);
    expect(placeBox()).toHaveValue('Wuse, FCT');
    expect(
      screen.getByText('Chosen: Wuse, Abuja Municipal Area Council LGA, Federal Capital Territory. Type to change it.'),
    ).toBeInTheDocument();
  });

  it('closes the list with Escape, and says when nothing starts with the text', async () => {
    await renderAddressForm();
    const user = userEvent.setup();
    await user.type(placeBox(), 'ik');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(placeBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.clear(placeBox());
    await user.type(placeBox(), 'zzq');
    expect(
      await screen.findByText('No town or area in Nigeria starts with “zzq”. Check the spelling.'),
    ).toBeInTheDocument();
  });

  it('forgets the chosen place as soon as the text is changed, so a typed town without a point cannot be saved', async () => {
    const { submitted } = await renderAddressForm({
      initial: addressFormValue({
        line: '12 Admiralty Way',
        landmark: null,
        town: 'Ikeja',
        lga: 'Ikeja',
        state: 'Lagos',
        lat: 6.59651,
        lng: 3.34205,
      }),
    });
    const user = userEvent.setup();
    expect(placeBox()).toHaveValue('Ikeja, Lagos');
    await user.type(placeBox(), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the town or area.')).toBeInTheDocument();
    expect(placeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows each part its own error when the form is sent empty', async () => {
    await renderAddressForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the town or area.')).toBeInTheDocument();
    expect(screen.getByText('Enter the street and house number.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street and number' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("uses the phone's location: the nearest place, with the phone's own point", async () => {
    const getCurrentPosition = stubGeolocation((success) =>
      success({ coords: { latitude: 6.6018, longitude: 3.3515 } } as GeolocationPosition),
    );
    const { submitted } = await renderAddressForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Found: Ikeja, Lagos.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/users/get-address-by-lat-lng'))?.params).toEqual({
      lat: 6.6018,
      lng: 3.3515,
    });
    expect(placeBox()).toHaveValue('Ikeja, Lagos');
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), '1 Obafemi Awolowo Way');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ town: 'Ikeja', lat: 6.6018, lng: 3.3515 })),
    );
  });

  it.each([
    [1, "Location is blocked for this site. Allow it in your browser's settings, or type your town."],
    [2, 'Your device could not tell where you are. Type your town instead.'],
    [3, 'Finding your location took too long. Try again, or type your town.'],
  ])('says what went wrong when the location fails with code %i', async (code, message) => {
    stubGeolocation((_success, fail) => fail(positionError(code)));
    await renderAddressForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(placeBox()).toHaveValue('');
  });

  it('says so when the phone is not near any place in Nigeria', async () => {
    reverseAnswer = failure(404, 'PLACE_NOT_FOUND');
    stubGeolocation((success) => success({ coords: { latitude: 51.5, longitude: -0.12 } } as GeolocationPosition));
    await renderAddressForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We found no place in Nigeria near you. Type your town instead.',
    );
  });

  it('says so when the browser cannot share a location', async () => {
    expect('geolocation' in navigator).toBe(false);
    await renderAddressForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot share your location.');
  });

  it('speaks Norwegian', async () => {
    await renderAddressForm({ language: 'nb' });
    expect(screen.getByRole('combobox', { name: 'By eller område' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bruk posisjonen min' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Landemerke (valgfritt)' })).toBeInTheDocument();
  });
});
