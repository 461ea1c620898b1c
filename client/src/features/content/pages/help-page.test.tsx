import type { FaqTopicDto } from '@fleetcare/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REQUEST_CALL_EVENT } from '../../../lib/request-call.ts';
import { mockApi, ok, failure } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { HelpPage } from './help-page.tsx';

const faq: FaqTopicDto[] = [
  {
    topic: 'Booking a mechanic',
    entries: [
      { _id: 'a1', question: 'How do I book a mechanic?', answer: 'Open Maintenance in your dashboard.' },
      { _id: 'a2', question: 'What if more work is needed?', answer: 'The mechanic sends a surcharge.' },
    ],
  },
  {
    topic: 'Payments and wallet',
    entries: [{ _id: 'b1', question: 'When is my card charged?', answer: 'When you accept a quotation.' }],
  },
];

/** A stand-in for the server's search: every word must appear in the question or answer. */
function answerFaq(params: unknown) {
  const q = (params as { q?: string } | undefined)?.q?.toLowerCase() ?? '';
  if (!q) return ok(faq);
  return ok(
    faq
      .map((topic) => ({
        ...topic,
        entries: topic.entries.filter((entry) => `${entry.question} ${entry.answer}`.toLowerCase().includes(q)),
      }))
      .filter((topic) => topic.entries.length > 0),
  );
}

const routes = [{ path: '/help', Component: HelpPage }];
const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the help page', () => {
  it('when it opens, then the FAQ is asked for in the visitor’s language and shown grouped by topic', async () => {
    const calls = mockApi(({ params }) => answerFaq(params));
    await renderRoutes(routes, { path: '/help', language: 'nb' });
    const booking = await screen.findByRole('region', { name: 'Booking a mechanic' });
    expect(within(booking).getByText('How do I book a mechanic?')).toBeInTheDocument();
    expect(within(booking).getByText('What if more work is needed?')).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments and wallet' });
    expect(within(payments).getByText('When is my card charged?')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/users/get-all-faq', params: { locale: 'nb' } });
    expect(screen.getByRole('navigation', { name: 'Hjelpeemner' })).toBeInTheDocument();
    expect(document.title).toBe('Hjelpesenter · FleetCare');
  });

  it('when the visitor types a word, then after a pause the address carries ?q= and the matches show', async () => {
    const calls = mockApi(({ params }) => answerFaq(params));
    const { router } = await renderRoutes(routes, { path: '/help' });
    await screen.findByText('How do I book a mechanic?');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the help articles' }), 'card');
    await waitFor(() => expect(router.state.location.search).toBe('?q=card'));
    expect(await screen.findByText('1 answer for “card”')).toBeInTheDocument();
    expect(screen.getByText('When is my card charged?')).toBeInTheDocument();
    expect(screen.queryByText('How do I book a mechanic?')).not.toBeInTheDocument();
    // Debounced: one search for the whole word, not one per key.
    expect(calls.filter((call) => (call.params as { q?: string }).q).map((call) => call.params)).toEqual([
      { locale: 'en', q: 'card' },
    ]);
    // A single match opens, so the answer can be read at once.
    expect(screen.getByText('When you accept a quotation.')).toBeVisible();
  });

  it('when a shared link holds ?q=, then the search box shows it and the search runs', async () => {
    const calls = mockApi(({ params }) => answerFaq(params));
    await renderRoutes(routes, { path: '/help?q=surcharge' });
    expect(await screen.findByText('What if more work is needed?')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('surcharge');
    expect(calls[0]?.params).toEqual({ locale: 'en', q: 'surcharge' });
  });

  it('when nothing matches, then "no results" is shown with a way to contact us and to see everything', async () => {
    mockApi(({ params }) => answerFaq(params));
    const { router } = await renderRoutes(routes, { path: '/help?q=xyzzy' });
    expect(await screen.findByRole('heading', { name: 'No help articles match “xyzzy”' })).toBeInTheDocument();
    const opened: Event[] = [];
    window.addEventListener(REQUEST_CALL_EVENT, (event) => opened.push(event), { once: true });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Request a call' })[0] as HTMLElement);
    expect(opened).toHaveLength(1);
    expect(screen.getByRole('link', { name: '+234 201 330 0500' })).toHaveAttribute('href', 'tel:+2342013300500');

    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('How do I book a mechanic?')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('when the FAQ cannot be loaded, then an error with a retry is shown, and retry loads it', async () => {
    let fail = true;
    mockApi(() => (fail ? failure(500, 'INTERNAL_ERROR') : ok(faq)));
    await renderRoutes(routes, { path: '/help', queryClient: noRetries() });
    expect(await screen.findByText('We could not load the help articles.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How do I book a mechanic?')).toBeInTheDocument();
  });
});
