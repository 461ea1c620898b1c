import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page.tsx';

const routes = [{ path: '/newsletter/unsubscribe', Component: NewsletterUnsubscribePage }];
const link = '/newsletter/unsubscribe?email=ada%40example.com&token=t0k3n';

describe('the newsletter unsubscribe link', () => {
  it('when the link is good, then it unsubscribes once and offers a way to subscribe again', async () => {
    const calls = mockApi(() => ok({ email: 'ada@example.com', subscribed: false }));
    await renderRoutes(routes, { path: link });
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('We will not send newsletters to ada@example.com any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again on the home page' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/newsletters/unsubscribe-from-newsletter',
        body: { email: 'ada@example.com', token: 't0k3n' },
        params: undefined,
      },
    ]);
  });

  it('when the server says the link is not valid, then that is said with what to do instead', async () => {
    mockApi(() => failure(400, 'LINK_INVALID'));
    await renderRoutes(routes, { path: link });
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link does not work' })).toBeInTheDocument();
    expect(screen.getByText(/Open the link from the latest newsletter again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a call' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('when the link lacks the e-mail or the token, then nothing is sent and the link is called invalid', async () => {
    const calls = mockApi(() => ok({}));
    await renderRoutes(routes, { path: '/newsletter/unsubscribe?email=ada%40example.com' });
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link does not work' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when the connection fails, then a retry sends it again', async () => {
    let down = true;
    const calls = mockApi(() =>
      down ? failure(500, 'INTERNAL_ERROR') : ok({ email: 'ada@example.com', subscribed: false }),
    );
    await renderRoutes(routes, { path: link, language: 'nb' });
    expect(await screen.findByRole('heading', { name: 'Vi fikk ikke meldt deg av akkurat nå' })).toBeInTheDocument();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('heading', { name: 'Du er avmeldt' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
