import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '@fleetcare/shared';
import { Toaster } from '../../../../components/ui/toast.tsx';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { failure, mockApi, ok } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { userKeys } from '../../api/user-keys.ts';
import { useSignedInUser } from '../../session/use-signed-in-user.ts';
import { testUser } from '../../testing/user-fixture.ts';
import { PhoneTwoFactorSection } from './phone-two-factor-section.tsx';

const withPhone: UserDto = { ...testUser, phone: { dialCode: '+234', number: '8031234567', verified: true } };
const codeSent = { sentTo: '+234 *** *** 4567', expiresAt: '2026-03-05T13:30:00.000Z', resendAfterSeconds: 0 };

function Screen() {
  return (
    <>
      <PhoneTwoFactorSection user={useSignedInUser()} />
      <Toaster closeLabel="Close" />
    </>
  );
}

async function render(user: UserDto) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.currentUser(), user);
  return renderRoutes([{ path: '/', Component: Screen }], { queryClient });
}

describe('sign-in codes by SMS', () => {
  it('when a new code is refused as too many attempts, then the code sent before still turns codes on, and the refusal goes', async () => {
    let codeRequests = 0;
    const calls = mockApi(({ url, body }) => {
      if (url !== '/users/enable-phone-2fa') return failure(404, 'ROUTE_NOT_FOUND');
      const code = (body as { code?: string }).code;
      if (code) return ok({ ...withPhone, twoFactor: { authenticator: false, phone: true } });
      codeRequests += 1;
      return codeRequests === 1 ? ok(codeSent) : failure(429, 'RATE_LIMITED');
    });
    await render(withPhone);
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Code sent to +234 *** *** 4567. It works for 10 minutes.')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Too many attempts. Wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByText('Code sent to +234 *** *** 4567. It works for 10 minutes.')).toBeInTheDocument();

    await person.type(screen.getByLabelText('6-digit code'), '123456');
    await person.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Sign-in codes by SMS are on.')).toBeInTheDocument();
    expect(screen.queryByText('Too many attempts. Wait a moment and try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{}, {}, { code: '123456' }]);
  });
});
