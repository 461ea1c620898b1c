import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerReviewDto, MyCustomerReviewsDto, TechnicianReviewsDto } from '@fleetcare/shared';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyReviewsSection } from './my-reviews-section.tsx';
import { TechnicianRatingButton } from './technician-rating.tsx';
import { TechnicianReviewsCard } from './technician-reviews-card.tsx';

const TECHNICIAN_ID = '5d0c8f7e-2222-4000-8000-000000000002';

let counter = 0;
function received(overrides: Partial<CustomerReviewDto> = {}): CustomerReviewDto {
  counter += 1;
  return {
    _id: `5d0c8f7e-3333-4000-8000-${String(counter).padStart(12, '0')}`,
    maintenanceId: `5d0c8f7e-1111-4000-8000-${String(counter).padStart(12, '0')}`,
    rating: 5,
    text: 'Came on time and explained everything.',
    reply: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    repliedAt: null,
    services: [{ slug: 'general-servicing', name: 'General servicing' }],
    vehicleLabel: '2019 Toyota Corolla',
    otherPartyName: 'Adaeze N.',
    hidden: false,
    ...overrides,
  };
}

const page = (items: CustomerReviewDto[], summary = { rating: 4.6, ratingCount: 12 }): MyCustomerReviewsDto => ({
  items,
  total: summary.ratingCount,
  page: 1,
  limit: 3,
  as: 'technician',
  summary,
});

const at = (path: string, Component: () => ReactNode): RouteObject[] => [{ path, Component }];

describe('the technician’s reviews card', () => {
  it('when they have reviews, then the average, the count and the newest show, with the way to all of them', async () => {
    const calls = mockApi(() =>
      ok(
        page([
          received({ rating: 5, otherPartyName: 'Adaeze N.' }),
          received({ rating: 4, text: 'Good work.', otherPartyName: 'Bola A.' }),
        ]),
      ),
    );
    await renderRoutes(at('/dashboard', TechnicianReviewsCard), { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(await within(card).findByTestId('reviews-average')).toHaveTextContent('4.6');
    expect(within(card).getByTestId('reviews-count')).toHaveTextContent('12');
    expect(within(card).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('Adaeze N.')).toBeInTheDocument();
    expect(within(card).getByText('Good work.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See all and reply' })).toHaveAttribute(
      'href',
      '/dashboard/settings/technician-profile',
    );
    expect(calls[0]).toMatchObject({
      url: '/customer-reviews/get-my-customer-reviews',
      params: { as: 'technician', page: 1, limit: 3 },
    });
  });

  it('when they have none, then "No customer reviews yet", no average and nothing to see all of', async () => {
    mockApi(() => ok(page([], { rating: null as unknown as number, ratingCount: 0 })));
    await renderRoutes(at('/dashboard', TechnicianReviewsCard), { path: '/dashboard' });
    expect(await screen.findByText('No customer reviews yet')).toBeInTheDocument();
    expect(screen.getByTestId('reviews-average')).toHaveTextContent('None yet');
    expect(screen.queryByRole('link', { name: 'See all and reply' })).not.toBeInTheDocument();
  });

  it('when the reviews cannot be read, then it says so with a retry', async () => {
    mockApi(() => failure(500, 'INTERNAL_ERROR'));
    await renderRoutes(at('/dashboard', TechnicianReviewsCard), { path: '/dashboard', language: 'nb' });
    expect(await screen.findByText('Vi kunne ikke hente omtalene.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it('when a Norwegian technician has none, then "Ingen kundeomtaler ennå"', async () => {
    mockApi(() => ok(page([], { rating: null as unknown as number, ratingCount: 0 })));
    await renderRoutes(at('/dashboard', TechnicianReviewsCard), { path: '/dashboard', language: 'nb' });
    expect(await screen.findByText('Ingen kundeomtaler ennå')).toBeInTheDocument();
  });
});

describe('the technician’s reviews on their profile', () => {
  it('when a review has no reply, then they reply once and the list shows it', async () => {
    let review = received({ otherPartyName: 'Bola A.' });
    const calls = mockApi((request) => {
      if (request.method === 'POST' && request.url === `/customer-reviews/reply-to-review/${review._id}`) {
        review = { ...review, reply: (request.body as { text: string }).text, repliedAt: '2026-11-21T09:00:00.000Z' };
        return ok(review);
      }
      return ok(page([review], { rating: 5, ratingCount: 1 }));
    });
    const user = userEvent.setup();
    await renderRoutes(at('/profile', MyReviewsSection), { path: '/profile' });
    const form = await screen.findByRole('form', { name: 'Reply to Bola A.' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Write your reply.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Reply to Bola A.'), 'Thank you!');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply')).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ text: 'Thank you!' }]);
  });
});

describe('a technician’s rating where customers choose', () => {
  it('when the rating is opened, then the reviews are asked for only then and shown in a dialog', async () => {
    const reviews: TechnicianReviewsDto = {
      technician: { _id: TECHNICIAN_ID, name: 'Emeka O.', rating: 4.6, ratingCount: 12 },
      items: [
        {
          _id: received()._id,
          rating: 5,
          text: 'Very careful with my car.',
          reply: 'Thank you, madam!',
          createdAt: '2026-11-20T10:00:00.000Z',
          repliedAt: '2026-11-21T10:00:00.000Z',
          services: [{ slug: 'general-servicing', name: 'General servicing' }],
          customerName: 'Amaka O.',
        },
      ],
      total: 1,
      page: 1,
      limit: 5,
    };
    const calls = mockApi(() => ok(reviews));
    const user = userEvent.setup();
    const technician = { _id: TECHNICIAN_ID, name: 'Emeka O.', rating: 4.6, ratingCount: 12 };
    await renderRoutes(
      at('/q', () => <TechnicianRatingButton technician={technician} />),
      { path: '/q' },
    );
    const button = screen.getByRole('button', { name: 'Rated 4.6 of 5 by 12 customers: read the reviews' });
    expect(button).toHaveTextContent('4.6 (12)');
    expect(calls).toEqual([]);

    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Emeka O.' });
    expect(await within(dialog).findByText('Very careful with my car.')).toBeInTheDocument();
    expect(within(dialog).getByText('Amaka O.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reply from Emeka O.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toEqual([
        expect.objectContaining({ url: `/customer-reviews/get-technician-reviews/${TECHNICIAN_ID}` }),
      ]),
    );
  });

  it('when the dialog is closed, then the focus is back on the rating that opened it', async () => {
    mockApi(() =>
      ok({
        technician: { _id: TECHNICIAN_ID, name: 'Emeka O.', rating: 4.6, ratingCount: 12 },
        items: [],
        total: 0,
        page: 1,
        limit: 5,
      } satisfies TechnicianReviewsDto),
    );
    const user = userEvent.setup();
    const technician = { _id: TECHNICIAN_ID, name: 'Emeka O.', rating: 4.6, ratingCount: 12 };
    await renderRoutes(
      at('/q', () => <TechnicianRatingButton technician={technician} />),
      { path: '/q' },
    );
    const button = screen.getByRole('button', { name: /read the reviews$/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Emeka O.' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
