import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDto } from '@fleetcare/shared';
import { routes } from '../router.tsx';
import { failure, mockApi, ok, setSessionCookie, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { testUser } from '../../features/users/testing/user-fixture.ts';

const withPhone: UserDto = { ...testUser, phone: { dialCode: '+234', number: '8031234567', verified: true } };
const codeSent = { sentTo: '+234 *** *** 4567', expiresAt: '2099-01-01T00:00:00.000Z', resendAfterSeconds: 30 };

function serve(user: UserDto, extra: (request: MockRequest) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/users/get-user') return ok(user);
    if (request.url === '/users/me/recent-activities') return ok({ items: [], total: 0, page: 1, limit: 10 });
    return ok(null);
  });
}

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(true);
});
afterEach(() => setSessionCookie(false));

describe('two-factor settings', () => {
  it('shows the QR code and the secret in groups of four, and turns the authenticator on with a code', async () => {
    const calls = serve(testUser, ({ url }) => {
      if (url === '/users/get-authenticator-app-provisioning-uri') {
        return ok({
          uri: 'otpauth://totp/x',
          secret: 'JBSWY3DPEHPK3PXPJBSW',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          enabled: false,
        });
      }
      if (url === '/users/provision-authenticator') {
        return ok({ ...testUser, twoFactor: { authenticator: true, phone: false } });
      }
      return undefined;
    });
    await renderRoutes(routes, { path: '/dashboard/settings/two-factor' });
    expect(await screen.findByTestId('authenticator-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW');
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Your authenticator app is set up. Signing in asks for its code.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/users/provision-authenticator')?.body).toEqual({ code: '123456' });
  });

  it('turns SMS codes on: first a code is sent, then the code confirms', async () => {
    const calls = serve(withPhone, ({ url, body }) => {
      if (url === '/users/get-authenticator-app-provisioning-uri') return failure(409, 'TWO_FACTOR_ALREADY_ENABLED');
      if (url === '/users/enable-phone-2fa') {
        return (body as { code?: string }).code
          ? ok({ ...withPhone, twoFactor: { authenticator: false, phone: true } })
          : ok(codeSent);
      }
      return undefined;
    });
    await renderRoutes(routes, { path: '/dashboard/settings/two-factor' });
    const section = (await screen.findByRole('heading', { name: /Codes by SMS/ })).closest('section');
    if (!section) throw new Error('no SMS section');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Send me a code' }));
    expect(await within(section).findByText(/Code sent to \+234 \*\*\* \*\*\* 4567/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('6-digit code'), '654321');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(within(section).getByText('On')).toBeInTheDocument());
    expect(calls.filter((call) => call.url === '/users/enable-phone-2fa').map((call) => call.body)).toEqual([
      {},
      { code: '654321' },
    ]);
  });
});

describe('profile settings', () => {
  it('refuses a picture over 1 MB or of another type before sending it', async () => {
    const calls = serve(testUser);
    await renderRoutes(routes, { path: '/dashboard/settings/user-profile' });
    const input = await screen.findByLabelText('Choose a picture');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/larger than 1 MB/)).toBeInTheDocument();
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/not a JPEG, PNG or WebP picture/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save picture' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/users/upload-my-avatar')).toBe(false);
  });

  it('asks for three different security questions', async () => {
    serve(testUser);
    await renderRoutes(routes, { path: '/dashboard/settings/user-profile' });
    const user = userEvent.setup();
    const question1 = await screen.findByLabelText('Question 1');
    await user.selectOptions(question1, 'firstCar');
    await user.selectOptions(screen.getByLabelText('Question 2'), 'firstCar');
    await user.selectOptions(screen.getByLabelText('Question 3'), 'birthCity');
    for (const [index, answer] of ['Peugeot', 'Volvo', 'Enugu'].entries()) {
      await user.type(screen.getByLabelText(`Answer ${index + 1}`), answer);
    }
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findAllByText('Choose three different questions.')).toHaveLength(2);
  });
});
