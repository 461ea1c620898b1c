import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  CustomerReviewDto,
  MyCustomerReviewsDto,
  TechnicianReviewDto,
  TechnicianReviewsDto,
} from '@fleetcare/shared';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyReviewsSection } from './my-reviews-section.tsx';
import { TechnicianRatingButton } from './technician-rating.tsx';

const TECHNICIAN = { _id: '5d0c8f7e-2222-4000-8000-000000000002', name: 'Emeka O.', rating: 4.4, ratingCount: 7 };

const id = (prefix: string, index: number) => `5d0c8f7e-${prefix}-4000-8000-${String(index).padStart(12, '0')}`;

/** The `index`th newest review a technician received, as they read it (with a reply to the odd ones). */
function received(index: number): CustomerReviewDto {
  return {
    _id: id('3333', index),
    maintenanceId: id('1111', index),
    rating: 4,
    text: `Review number ${index}.`,
    reply: index % 2 === 1 ? `Thanks for number ${index}.` : null,
    createdAt: '2026-11-20T10:00:00.000Z',
    repliedAt: index % 2 === 1 ? '2026-11-21T10:00:00.000Z' : null,
    services: [{ slug: 'general-servicing', name: 'General servicing' }],
    vehicleLabel: '2019 Toyota Corolla',
    otherPartyName: `Customer ${index}`,
    hidden: false,
  };
}

/** The `index`th newest of a technician's visible reviews, as anyone reads it. */
function visible(index: number): TechnicianReviewDto {
  return {
    _id: id('4444', index),
    rating: 5,
    text: `Public review ${index}.`,
    reply: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    repliedAt: null,
    services: [{ slug: 'general-servicing', name: 'General servicing' }],
    customerName: `Reader ${index}`,
  };
}

const pageParams = (request: MockRequest) => request.params as { page: number; limit: number };

/** Answers each page of `all` by the request's page and limit; `refuse` answers instead when it returns. */
function pagedServer<Review>(
  all: Review[],
  answer: (items: Review[], page: number, limit: number) => unknown,
  refuse?: (request: MockRequest) => MockAnswer | undefined,
) {
  return mockApi((request) => {
    const refused = refuse?.(request);
    if (refused) return refused;
    const { page, limit } = pageParams(request);
    return ok(answer(all.slice((page - 1) * limit, page * limit), page, limit));
  });
}

const myPage =
  (total: number) =>
  (items: CustomerReviewDto[], page: number, limit: number): MyCustomerReviewsDto => ({
    items,
    total,
    page,
    limit,
    as: 'technician',
    summary: { rating: 4, ratingCount: total },
  });

const technicianPage =
  (total: number) =>
  (items: TechnicianReviewDto[], page: number, limit: number): TechnicianReviewsDto => ({
    items,
    total,
    page,
    limit,
    technician: TECHNICIAN,
  });

const profile: RouteObject[] = [{ path: '/profile', Component: MyReviewsSection }];
const quotation: RouteObject[] = [{ path: '/q', Component: () => <TechnicianRatingButton technician={TECHNICIAN} /> }];

const texts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('article')
    .map((article) => within(article).getByText(/^(Review number|Public review) \d+\.$/).textContent);

describe('the technician’s reviews on their profile, ten at a time', () => {
  it('when they have twelve, then the newest ten show and "Show more" adds the other two, then goes', async () => {
    const all = Array.from({ length: 12 }, (_, index) => received(index + 1));
    const calls = pagedServer(all, myPage(12));
    const user = userEvent.setup();
    await renderRoutes(profile, { path: '/profile' });
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    await within(section).findByText('Review number 1.');
    expect(texts(section)).toHaveLength(10);
    expect(within(section).getAllByRole('form')).toHaveLength(5);

    await user.click(within(section).getByRole('button', { name: 'Show more' }));

    expect(await within(section).findByText('Review number 12.')).toBeInTheDocument();
    expect(texts(section)).toEqual(all.map((review) => review.text));
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls.map(pageParams)).toEqual([
      { as: 'technician', page: 1, limit: 10 },
      { as: 'technician', page: 2, limit: 10 },
    ]);
  });

  it('when a new review pushed one onto the next page meanwhile, then that one shows once', async () => {
    const all = Array.from({ length: 12 }, (_, index) => received(index + 1));
    let arrived = false;
    pagedServer(all, myPage(12), (request) => {
      if (pageParams(request).page === 1) return undefined;
      // Asking for page 2 after a new review: what was the tenth is now the eleventh.
      arrived = true;
      return ok(myPage(13)(all.slice(9, 12), 2, 10));
    });
    const user = userEvent.setup();
    await renderRoutes(profile, { path: '/profile' });
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    await within(section).findByText('Review number 1.');
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(await within(section).findByText('Review number 12.')).toBeInTheDocument();
    expect(arrived).toBe(true);
    expect(within(section).getAllByText('Review number 10.')).toHaveLength(1);
    expect(texts(section)).toHaveLength(12);
  });

  it('when the next page cannot be read, then the list stays, says so and tries again', async () => {
    const all = Array.from({ length: 12 }, (_, index) => received(index + 1));
    let broken = true;
    pagedServer(all, myPage(12), (request) =>
      pageParams(request).page === 2 && broken ? failure(500, 'INTERNAL_ERROR') : undefined,
    );
    const user = userEvent.setup();
    await renderRoutes(profile, { path: '/profile', language: 'nb' });
    const section = await screen.findByRole('region', { name: 'Kundeomtaler' });
    await within(section).findByText('Review number 1.');
    await user.click(within(section).getByRole('button', { name: 'Vis flere' }));

    expect(await within(section).findByText('Vi kunne ikke hente flere omtaler.')).toBeInTheDocument();
    expect(texts(section)).toHaveLength(10);
    expect(within(section).queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();

    broken = false;
    await user.click(within(section).getByRole('button', { name: 'Prøv igjen' }));
    expect(await within(section).findByText('Review number 12.')).toBeInTheDocument();
    expect(within(section).queryByText('Vi kunne ikke hente flere omtaler.')).not.toBeInTheDocument();
  });
});

describe('a technician’s reviews in the dialog, five at a time', () => {
  it('when they have seven, then five show and "Show more" asks for the next five and shows the last two', async () => {
    const all = Array.from({ length: 7 }, (_, index) => visible(index + 1));
    const calls = pagedServer(all, technicianPage(7));
    const user = userEvent.setup();
    await renderRoutes(quotation, { path: '/q' });
    await user.click(screen.getByRole('button', { name: 'Rated 4.4 of 5 by 7 customers: read the reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Emeka O.' });
    await within(dialog).findByText('Public review 1.');
    expect(texts(dialog)).toHaveLength(5);

    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));

    expect(await within(dialog).findByText('Public review 7.')).toBeInTheDocument();
    expect(texts(dialog)).toEqual(all.map((review) => review.text));
    expect(within(dialog).getByText('Reader 7')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calls.map((call) => [call.url, pageParams(call)])).toEqual([
      [`/customer-reviews/get-technician-reviews/${TECHNICIAN._id}`, { page: 1, limit: 5 }],
      [`/customer-reviews/get-technician-reviews/${TECHNICIAN._id}`, { page: 2, limit: 5 }],
    ]);
  });

  it('when they have none visible any more, then the dialog says there are no reviews yet', async () => {
    pagedServer([], technicianPage(0));
    const user = userEvent.setup();
    await renderRoutes(quotation, { path: '/q' });
    await user.click(screen.getByRole('button', { name: /read the reviews$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Emeka O.' });
    expect(await within(dialog).findByText('No customer reviews yet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
