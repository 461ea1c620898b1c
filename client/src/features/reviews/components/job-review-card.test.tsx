import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerReviewDto, JobReviewDto } from '@fleetcare/shared';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { JobReviewCard } from './job-review-card.tsx';

const JOB_ID = '5d0c8f7e-1111-4000-8000-0000000000c1';
const DEADLINE = '2026-12-20T10:00:00.000Z';

function writtenReview(overrides: Partial<CustomerReviewDto> = {}): CustomerReviewDto {
  return {
    _id: '5d0c8f7e-3333-4000-8000-000000000001',
    maintenanceId: JOB_ID,
    rating: 4,
    text: 'Quick and tidy.',
    reply: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    repliedAt: null,
    services: [{ slug: 'oil-change', name: 'Oil change' }],
    vehicleLabel: '2019 Toyota Corolla',
    otherPartyName: 'Emeka Obi',
    hidden: false,
    ...overrides,
  };
}

/** A server for one completed job: its review state, and create-customer-review (`refuse` answers instead). */
function reviewServer(start: JobReviewDto, refuse?: (request: MockRequest) => MockAnswer | undefined) {
  let state = start;
  return mockApi((request) => {
    const refused = refuse?.(request);
    if (refused) return refused;
    if (request.url === `/customer-reviews/get-job-review/${JOB_ID}`) return ok(state);
    if (request.method === 'POST' && request.url === '/customer-reviews/create-customer-review') {
      const body = request.body as { rating: number; text: string | null };
      const review = writtenReview({ rating: body.rating, text: body.text });
      state = { review, canReview: false, reviewableUntil: DEADLINE };
      return { status: 201, body: { success: true, data: review } };
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const routes: RouteObject[] = [
  { path: '/job', Component: () => <JobReviewCard maintenanceId={JOB_ID} technicianName="Emeka Obi" /> },
];

const open: JobReviewDto = { review: null, canReview: true, reviewableUntil: DEADLINE };

async function renderCard(language: 'en' | 'nb' = 'en') {
  const user = userEvent.setup();
  await renderRoutes(routes, { path: '/job', language });
  return { user, form: await screen.findByRole('form', { name: 'Rate your mechanic' }) };
}

describe('the "Rate your mechanic" card', () => {
  it('when the job may be rated, then five labelled stars in one group, the optional text and the last day', async () => {
    reviewServer(open);
    const { form } = await renderCard();
    const group = within(form).getByRole('group', { name: 'Your rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Tell other customers about the work/)).toBeInTheDocument();
    expect(screen.getByText(/You can rate this job until 20 December 2026/)).toBeInTheDocument();
  });

  it('when sent without stars, then it asks for them and sends nothing', async () => {
    const calls = reviewServer(open);
    const { user, form } = await renderCard();
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByText('Choose 1 to 5 stars.')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when a star is tapped and the text written, then the review is sent and the card shows it', async () => {
    const calls = reviewServer(open);
    const { user, form } = await renderCard();
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(form).getByLabelText(/Tell other customers/), 'Quick and tidy.');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Quick and tidy.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      orderId: JOB_ID,
      rating: 4,
      text: 'Quick and tidy.',
    });
  });

  it('when the stars are chosen with the keyboard, then the arrow keys move the choice', async () => {
    const calls = reviewServer(open);
    const { user, form } = await renderCard();
    await user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ rating: 3 }));
  });

  it('when the server says the time has passed, then the form says so and keeps the stars', async () => {
    reviewServer(open, (request) => (request.method === 'POST' ? failure(409, 'REVIEW_WINDOW_CLOSED') : undefined));
    const { user, form } = await renderCard();
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(
      await within(form).findByText(
        'A job can be reviewed within 30 days of its completion; that time has passed for this one.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('when the review was written and answered, then it shows with the mechanic’s reply', async () => {
    reviewServer({
      review: writtenReview({ reply: 'Thank you, madam!', repliedAt: '2026-11-26T08:00:00.000Z' }),
      canReview: false,
      reviewableUntil: DEADLINE,
    });
    await renderRoutes(routes, { path: '/job' });
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByText('Reply from Emeka Obi')).toBeInTheDocument();
    expect(screen.getByText('Thank you, madam!')).toBeInTheDocument();
  });

  it('when 30 days have passed without a review, then it says the time to rate ended, in Norwegian too', async () => {
    reviewServer({ review: null, canReview: false, reviewableUntil: DEADLINE });
    await renderRoutes(routes, { path: '/job', language: 'nb' });
    expect(
      await screen.findByText(/Fristen for å vurdere dette oppdraget gikk ut 20. desember 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vurder mekanikeren din' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
