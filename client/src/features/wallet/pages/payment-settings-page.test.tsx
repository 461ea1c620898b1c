import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { pageOf, testCard } from '../testing/fixtures.ts';
import { renderWalletScreen } from '../testing/render-wallet.tsx';
import { PaymentSettingsPage } from './payment-settings-page.tsx';

const renderPage = () => renderWalletScreen(PaymentSettingsPage, { path: '/dashboard/settings/payment-settings' });

afterEach(() => setLiveSocketFactory(undefined));

describe('the saved cards', () => {
  it('when cards are saved, then each shows brand, last four, expiry and bank, and one is deleted after confirming', async () => {
    const card = testCard();
    let cards = [card, testCard({ brand: 'MASTERCARD', last4: '5559', expMonth: '3', expYear: '2029', bank: null })];
    const calls = mockApi((request) => {
      if (request.url === '/payments/get-saved-bank-cards') return ok(pageOf(cards));
      if (request.method === 'DELETE' && request.url === `/payments/delete-saved-bank-card/${card._id}`) {
        cards = cards.filter((saved) => saved._id !== card._id);
        return ok(null);
      }
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Visa •••• 4081Expires 12/30 · Sandbox Bank');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Mastercard •••• 5559Expires 03/29');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Visa ••••\u00a04081' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('when no card is saved, then it explains that cards are saved after a payment', async () => {
    mockApi(() => ok(pageOf([])));
    await renderPage();
    expect(await screen.findByText('No saved cards')).toBeInTheDocument();
    expect(screen.getByText(/After you top up with a card, you can choose to save it here/)).toBeInTheDocument();
  });
});
