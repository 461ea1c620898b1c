import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { REFERENCE_CHECK_PATH } from '../paths.ts';
import { testReferenceRequest } from '../testing/fixtures.ts';
import { ReferenceCheckPage } from './reference-check-page.tsx';

const TOKEN = 'Zq3xY8kP2mN5vB7cD1fG4hJ6';
const GET_URL = '/users/get-technician-reference-request';
const ANSWER_URL = '/users/answer-technician-reference';

const renderCheck = (path = `${REFERENCE_CHECK_PATH}?token=${TOKEN}`, language: 'en' | 'nb' = 'en') =>
  renderRoutes([{ path: REFERENCE_CHECK_PATH, Component: ReferenceCheckPage }], { path, language });

const answersOf = (calls: MockRequest[]) => calls.filter((call) => call.url === ANSWER_URL);

describe('the reference check page', () => {
  it('names the applicant and how the reference knows them, and takes one answer with a comment', async () => {
    const calls = mockApi((request) => {
      if (request.url === GET_URL) return ok(testReferenceRequest());
      if (request.url === ANSWER_URL) {
        return ok(testReferenceRequest({ state: 'confirmed', answeredAt: '2026-03-05T12:00:00.000Z' }));
      }
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    await renderCheck();
    expect(await screen.findByRole('heading', { level: 1, name: 'Do you know Chinedu O.?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bola Adeyemi, Chinedu O. named you as a reference: their employer, who has known them for 6 years.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    // Sending without a choice says to choose and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(screen.getByText('Choose yes or no.')).toBeInTheDocument();
    expect(answersOf(calls)).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Yes, I know them' }));
    await user.type(screen.getByRole('textbox', { name: 'Anything to add? (optional)' }), 'He fixed my bus for years.');
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByTestId('reference-answer')).toHaveTextContent('You confirmed that you know Chinedu O.');
    expect(answersOf(calls).map((call) => call.body)).toEqual([
      { token: TOKEN, answer: 'confirmed', comment: 'He fixed my bus for years.' },
    ]);
  });

  it('when the link was answered already, then it says so and offers no second answer', async () => {
    mockApi(() => ok(testReferenceRequest({ state: 'denied', answeredAt: '2026-03-05T12:00:00.000Z' })));
    await renderCheck();
    expect(await screen.findByTestId('reference-answer')).toHaveTextContent('You said that you do not know Chinedu O.');
    expect(screen.queryByRole('button', { name: 'Send my answer' })).not.toBeInTheDocument();
  });

  it('when the answer comes after another one, then the answered state shows', async () => {
    let answered = false;
    mockApi((request) => {
      if (request.url === ANSWER_URL) {
        answered = true;
        return failure(409, 'REFERENCE_ALREADY_ANSWERED');
      }
      return ok(
        answered
          ? testReferenceRequest({ state: 'confirmed', answeredAt: '2026-03-05T12:00:00.000Z' })
          : testReferenceRequest(),
      );
    });
    await renderCheck();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: "No, I don't" }));
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByTestId('reference-answer')).toHaveTextContent('You confirmed that you know Chinedu O.');
  });

  it('when the link has expired, then it says so', async () => {
    mockApi(() => failure(410, 'REFERENCE_LINK_EXPIRED'));
    await renderCheck();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it('when the link is broken or has no token, then it says to open it again as sent', async () => {
    mockApi(() => failure(400, 'VALIDATION_FAILED', { fieldErrors: { token: 'This link is not valid.' } }));
    const { unmount } = await renderCheck(`${REFERENCE_CHECK_PATH}?token=short`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    unmount();
    await renderCheck(REFERENCE_CHECK_PATH);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });

  it('reads in Norwegian', async () => {
    mockApi(() => ok(testReferenceRequest()));
    await renderCheck(`${REFERENCE_CHECK_PATH}?token=${TOKEN}`, 'nb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kjenner du Chinedu O.?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ja, jeg kjenner dem' })).toBeInTheDocument();
  });
});
