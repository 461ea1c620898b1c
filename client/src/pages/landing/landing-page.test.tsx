import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carePlan } from '../../features/subscriptions/testing/fixtures.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

function renderLanding(language: 'en' | 'nb' = 'en') {
  const calls = mockApi(() => ok([carePlan]));
  return { calls, rendered: renderRoutes([{ path: '/', Component: LandingPage }], { language }) };
}

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(false);
});

describe('the landing page', () => {
  it('opens with the headline, Book Now (the booking form) and How it Works', async () => {
    await renderLanding().rendered;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hassle-free, quick and reliable vehicle repairs, anytime, anywhere',
    );
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/dashboard/maintenance?bookingMaintenance=true',
    );
    expect(screen.getByRole('link', { name: 'How it Works' })).toHaveAttribute('href', '/how-it-works');
  });

  it('has the three service cards: the action once its screen exists, the service page until then', async () => {
    await renderLanding().rendered;
    const services = screen
      .getByRole('heading', { name: "One place for your vehicle's whole life" })
      .closest('section');
    if (!services) throw new Error('no services section');
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Book Mechanic', '/dashboard/maintenance?bookingMaintenance=true'],
      ['Buy Spare Parts', '/dashboard/spare-parts/spare-part-requests/new'],
      ['Get Started', '/dashboard/fleet?isAddingNewVehicle=true'],
    ]);
  });

  it('has the Subscriptions section (#subscriptions) with the first plan, How it Works in three steps and Why choose us', async () => {
    const { calls, rendered } = renderLanding();
    await rendered;
    const section = document.getElementById('subscriptions');
    expect(section).toHaveAccessibleName('Maintenance on a plan, for less');
    expect(
      await within(section as HTMLElement).findByRole('heading', { name: 'FleetCare Care Plan' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/users/get-subscription-products')).toHaveLength(1);

    const steps = within(screen.getByRole('region', { name: 'How it Works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Step 1: Book a repair or service',
      'Step 2: We send a mechanic',
      'Step 3: Back on the road',
    ]);
    const reasons = within(screen.getByRole('region', { name: 'Why choose FleetCare' })).getAllByRole('heading', {
      level: 3,
    });
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      'Quality service',
      'Qualified mechanics',
      'Minimal cost',
      'High flexibility',
    ]);
  });

  it('offers the app: Install only once the browser offers it, and the iPhone steps always (no store badges)', async () => {
    await renderLanding().rendered;
    const app = screen.getByRole('region', { name: 'Get the FleetCare app' });
    expect(within(app).queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    expect(app).toHaveTextContent('Choose Add to Home Screen, then Add.');
    expect(within(app).queryByRole('link')).not.toBeInTheDocument();

    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    const install = within(app).getByRole('button', { name: 'Install the app' });
    await act(async () => {
      fireEvent.click(install);
      await Promise.resolve();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await within(app).findByText(/FleetCare is installed on this device/)).toBeInTheDocument();
    expect(within(app).queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('speaks Norwegian', async () => {
    await renderLanding('nb').rendered;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('bilreparasjoner');
    expect(screen.getByRole('link', { name: 'Kjøp reservedeler' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Legg i handlekurven' })).toBeInTheDocument();
  });
});
