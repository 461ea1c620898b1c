import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobEventDto } from '@fleetcare/shared';
import { renderRoutes } from '../../../../test/render.tsx';
import { jobProgressFixture, surchargeFixture } from '../../testing/progress-fixtures.ts';
import { JobSettlement } from './job-settlement.tsx';
import { JobTimeline } from './job-timeline.tsx';
import { SurchargeCard } from './surcharge-card.tsx';

const show = (node: ReactNode, language: 'en' | 'nb' = 'en') =>
  renderRoutes([{ path: '/', element: node }], { language });

describe('JobTimeline', () => {
  it('lists the steps in order, the ones taken with their time, the ETA while on the way, and the next one current', async () => {
    const job = jobProgressFixture({ enRouteAt: '2026-03-05T07:10:00.000Z', etaMinutes: 25 });
    await show(<JobTimeline job={job} timeZone="Africa/Lagos" />);
    const steps = screen.getByRole('list', { name: 'Job progress' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Booked'),
      expect.stringContaining('On the way'),
      expect.stringContaining('Arrived'),
      expect.stringContaining('Work started'),
      expect.stringContaining('Work done'),
      expect.stringContaining('Completed'),
    ]);
    expect(items[1]).toHaveTextContent('ETA 25 min · expected around 08:35');
    expect(items[1]).toHaveTextContent('5 Mar 2026');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Arrived — next');
    expect(items[3]).toHaveTextContent('not yet');
    expect(screen.queryByText('What else happened')).not.toBeInTheDocument();
  });

  it('shows the other events (a reschedule, a surcharge with its amount) and, once cancelled, only the steps taken', async () => {
    const job = jobProgressFixture({
      cancellation: { by: 'customer', reason: 'Plans changed', rule: 'full-refund' },
      timeline: [
        {
          kind: 'booked',
          actor: 'customer',
          at: '2026-03-02T10:00:00.000Z',
          etaMinutes: null,
          note: null,
          amount: null,
        },
        {
          kind: 'reschedule-proposed',
          actor: 'technician',
          at: '2026-03-02T11:00:00.000Z',
          etaMinutes: null,
          note: null,
          amount: null,
        },
        {
          kind: 'canceled',
          actor: 'customer',
          at: '2026-03-02T12:00:00.000Z',
          etaMinutes: null,
          note: 'Plans changed',
          amount: 4_600_000,
        },
      ],
    });
    await show(<JobTimeline job={job} />);
    expect(within(screen.getByRole('list', { name: 'Job progress' })).getAllByRole('listitem')).toHaveLength(1);
    const others = within(screen.getByRole('list', { name: 'What else happened' })).getAllByRole('listitem');
    expect(others).toHaveLength(2);
    expect(others[0]).toHaveTextContent('The mechanic proposed a new time');
    expect(others[1]).toHaveTextContent('The customer canceled the booking · refunded ₦46,000.00');
    expect(others[1]).toHaveTextContent('Plans changed');
  });

  it('says what each amount is: paid into escrow, a surcharge, a refund, paid out to the mechanic', async () => {
    const event = (kind: JobEventDto['kind'], actor: JobEventDto['actor'], amount: number | null): JobEventDto => ({
      kind,
      actor,
      at: '2026-03-02T10:00:00.000Z',
      etaMinutes: null,
      note: null,
      amount,
    });
    const job = jobProgressFixture({
      enRouteAt: '2026-03-05T07:10:00.000Z',
      arrivedAt: '2026-03-05T07:40:00.000Z',
      startedAt: '2026-03-05T07:45:00.000Z',
      workDoneAt: '2026-03-05T10:00:00.000Z',
      completedAt: '2026-03-06T10:00:00.000Z',
      timeline: [
        event('booked', 'customer', 4_600_000),
        event('surcharge-added', 'technician', 2_600_000),
        event('surcharge-paid', 'customer', 2_600_000),
        event('reschedule-proposed', 'technician', null),
        event('dispute-resolved', 'admin', 1_000_000),
        event('completed', 'system', 5_270_000),
      ],
    });
    await show(<JobTimeline job={job} />);
    const steps = within(screen.getByRole('list', { name: 'Job progress' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Booked — done · paid ₦46,000.00 into escrow');
    expect(steps[1]).not.toHaveTextContent('₦');
    expect(steps[5]).toHaveTextContent('Completed — done · ₦52,700.00 paid out to the mechanic');
    const others = within(screen.getByRole('list', { name: 'What else happened' })).getAllByRole('listitem');
    expect(others.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'The mechanic asked for a surcharge · ₦26,000.00',
      'The surcharge was paid · ₦26,000.00',
      'The mechanic proposed a new time',
      'FleetCare resolved the problem · refunded ₦10,000.00',
    ]);
  });

  it('says what an amount is in Norwegian', async () => {
    const job = jobProgressFixture({
      cancellation: { by: 'technician', reason: null, rule: 'technician-canceled' },
      timeline: [
        {
          kind: 'technician-canceled',
          actor: 'technician',
          at: '2026-03-02T12:00:00.000Z',
          etaMinutes: null,
          note: null,
          amount: 4_600_000,
        },
      ],
    });
    await show(<JobTimeline job={job} />, 'nb');
    const others = within(screen.getByRole('list', { name: 'Ellers skjedde dette' })).getAllByRole('listitem');
    expect(others[0]).toHaveTextContent(/Mekanikeren avbestilte · ₦46\s000,00 tilbakebetalt/);
  });

  it('speaks Norwegian', async () => {
    await show(
      <JobTimeline job={jobProgressFixture({ enRouteAt: '2026-03-05T07:10:00.000Z', etaMinutes: 5 })} />,
      'nb',
    );
    expect(screen.getByRole('list', { name: 'Oppdragets fremdrift' })).toHaveTextContent('Ankommer om ca. 5 min');
  });
});

describe('SurchargeCard', () => {
  it('shows the reason, the labour and parts with their grade, the totals, the photos as links and the status', async () => {
    await show(<SurchargeCard surcharge={surchargeFixture()} actions={<button type="button">Pay</button>} />);
    const card = screen.getByRole('article', { name: 'Surcharge of ₦26,000.00' });
    const inside = within(card);
    expect(inside.getByText('The brake discs are worn below the limit.')).toBeInTheDocument();
    expect(inside.getByText('Skim the brake discs')).toBeInTheDocument();
    expect(inside.getByText('2 × Brake disc')).toBeInTheDocument();
    expect(inside.getByText('New aftermarket')).toBeInTheDocument();
    expect(inside.getByText('Waiting for payment')).toBeInTheDocument();
    // When the mechanic sent it, not a date it is for.
    expect(inside.getByText(/^Sent \d+ Mar 2026/)).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Surcharge photo 1' })).toHaveAttribute(
      'href',
      'https://files.example/disc.jpg',
    );
    expect(inside.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it("a declined one shows the customer's reason", async () => {
    await show(
      <SurchargeCard
        surcharge={surchargeFixture({
          status: 'declined',
          declineReason: 'I will buy the discs myself',
          answeredAt: '2026-03-05T10:00:00.000Z',
          media: [],
        })}
      />,
    );
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('I will buy the discs myself')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos of the surcharge' })).not.toBeInTheDocument();
  });
});

describe('JobSettlement', () => {
  const settlement = {
    paid: 4_600_000,
    refunded: 4_400_000,
    released: 200_000,
    commission: 30_000,
    technicianEarnings: 170_000,
    settledAt: '2026-03-05T12:00:00.000Z',
  };

  it('shows the customer what they paid and got back, without the commission', async () => {
    await show(
      <JobSettlement settlement={{ ...settlement, commission: null, technicianEarnings: null }} viewer="customer" />,
    );
    expect(screen.getByText('You paid').nextSibling).toHaveTextContent('₦46,000.00');
    expect(screen.getByText('Refunded to your wallet').nextSibling).toHaveTextContent('₦44,000.00');
    expect(screen.queryByText("FleetCare's commission")).not.toBeInTheDocument();
    expect(screen.queryByText('Your earnings')).not.toBeInTheDocument();
  });

  it('shows the technician the commission and their earnings', async () => {
    await show(<JobSettlement settlement={settlement} viewer="technician" />);
    expect(screen.getByText("FleetCare's commission").nextSibling).toHaveTextContent('₦300.00');
    expect(screen.getByText('Your earnings').nextSibling).toHaveTextContent('₦1,700.00');
  });
});
