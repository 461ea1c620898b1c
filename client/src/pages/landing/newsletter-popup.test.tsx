import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast.tsx';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { BLOCK_NEWSLETTER_POPUP_KEY } from '../../features/landing/newsletter/newsletter-flags.ts';
import { mockApi, ok, setSessionCookie, type MockAnswer, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { NewsletterPopupSlot } from './newsletter-slot.tsx';

const TITLE = 'Car care tips, once a month';
const subscribed = (message: string): MockAnswer => ({
  status: 200,
  body: { success: true, data: { email: 'ada@example.com', subscribed: true }, message },
});

async function renderPopup(handler: (request: MockRequest) => MockAnswer = () => ok(null)) {
  const calls = mockApi(handler);
  await renderRoutes([
    {
      path: '/',
      Component: () => (
        <>
          <button type="button">Something on the page</button>
          <NewsletterPopupSlot />
          <Toaster closeLabel="Close notice" />
        </>
      ),
    },
  ]);
  return calls;
}

/** Lets the popup's 5 s pass; its code then loads (a real dynamic import). */
async function waitFiveSeconds() {
  act(() => vi.advanceTimersByTime(5000));
}

/** The open popup, once it takes pointer input (the modal layer is set up a tick after it appears). */
async function dialog() {
  const popup = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(popup).toHaveStyle({ pointerEvents: 'auto' }));
  return popup;
}

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(false);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setSessionCookie(false);
});

describe('the newsletter popup', () => {
  it('is hidden at first and opens after 5000 ms for a visitor, with the focus inside', async () => {
    await renderPopup();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    const popup = await dialog();
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
  });

  it('never opens while the block flag is set', async () => {
    localStorage.setItem(BLOCK_NEWSLETTER_POPUP_KEY, 'true');
    await renderPopup();
    act(() => vi.advanceTimersByTime(15_000));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the signed-in user is already subscribed, then the block flag is set and it stays hidden', async () => {
    setSessionCookie(true);
    await renderPopup(({ url }) =>
      url === '/users/get-user' ? ok({ ...testUser, newsletterSubscribed: true }) : ok(null),
    );
    await waitFiveSeconds();
    await waitFor(() => expect(localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY)).toBe('true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the signed-in user is not subscribed, then it opens with their address filled in', async () => {
    setSessionCookie(true);
    await renderPopup(({ url }) => (url === '/users/get-user' ? ok(testUser) : ok(null)));
    await waitFiveSeconds();
    const popup = await dialog();
    expect(within(popup).getByLabelText('Email address')).toHaveValue('amaka@example.com');
    expect(localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY)).toBeNull();
  });

  it('"Don\'t show this popup again" stores the block flag, and unticking it clears the flag', async () => {
    await renderPopup();
    await waitFiveSeconds();
    const popup = await dialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const checkbox = within(popup).getByRole('checkbox', { name: "Don't show this popup again" });
    await user.click(checkbox);
    expect(localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY)).toBe('true');
    await user.click(checkbox);
    expect(localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY)).toBeNull();
  });

  it('submitting marks the field touched and stops while the address is missing or invalid', async () => {
    const calls = await renderPopup();
    await waitFiveSeconds();
    const popup = await dialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(popup).getByRole('button', { name: 'Subscribe' }));
    expect(await within(popup).findByText('Email is required.')).toBeInTheDocument();
    await user.type(within(popup).getByLabelText('Email address'), 'not-an-address');
    await user.click(within(popup).getByRole('button', { name: 'Subscribe' }));
    expect(await within(popup).findByText('Email is invalid.')).toBeInTheDocument();
    expect(within(popup).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a successful subscribe sets the block flag, shows the server message as a notice and closes', async () => {
    const calls = await renderPopup(({ method }) =>
      method === 'POST' ? subscribed('Thank you for subscribing, said the server.') : ok(null),
    );
    await waitFiveSeconds();
    const popup = await dialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(within(popup).getByLabelText('Email address'), ' Ada@Example.com ');
    await user.click(within(popup).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Thank you for subscribing, said the server.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY)).toBe('true');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/newsletters/subscribe-to-newsletter',
      body: { email: 'Ada@Example.com', locale: 'en' },
    });
  });

  it('a failed subscribe shows the server message, stops the spinner and keeps the popup open', async () => {
    await renderPopup(({ method }) =>
      method === 'POST'
        ? {
            status: 429,
            body: { success: false, code: 'RATE_LIMITED', message: 'Slow down, said the server.', requestId: 'r' },
          }
        : ok(null),
    );
    await waitFiveSeconds();
    const popup = await dialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(within(popup).getByLabelText('Email address'), 'ada@example.com');
    await user.click(within(popup).getByRole('button', { name: 'Subscribe' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent('Slow down, said the server.');
    expect(within(popup).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY)).toBeNull();
  });

  it('Escape closes it and the focus goes back where it was', async () => {
    await renderPopup();
    const before = screen.getByRole('button', { name: 'Something on the page' });
    act(() => before.focus());
    await waitFiveSeconds();
    await dialog();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(before).toHaveFocus();
    // Closing is not blocking: the popup may come back on a later visit.
    expect(localStorage.getItem(BLOCK_NEWSLETTER_POPUP_KEY)).toBeNull();
  });
});
