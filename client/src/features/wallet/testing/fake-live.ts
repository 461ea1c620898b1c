import { clientEvents, serverEvents, type WalletBalancesDto } from '@fleetcare/shared';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';

/**
 * A stand-in for the server's live socket as the wallet uses it: GET_WALLET_BALANCES answered with the balances
 * it holds, WALLET_BALANCES pushed when the test moves money. With `connects: false` it never connects (the
 * screens then read the balances over HTTP).
 */
export function createFakeWalletSocket(initial: WalletBalancesDto, { connects = true } = {}) {
  let balances = initial;
  const answers: Record<string, () => unknown> = {
    [clientEvents.GET_WALLET_BALANCES]: () => balances,
    [clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS]: () => ({ count: 0 }),
    [clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES]: () => ({ oneToOne: 0, orderCustomer: 0, orderInspector: 0 }),
  };
  const fake = createFakeSocket(
    (event) => {
      const answer = answers[event];
      return answer ? { ok: true, data: answer() } : undefined;
    },
    { connects },
  );
  return {
    ...fake,
    /** Money moved: the server sends every tab of the user the new balances. */
    push(next: WalletBalancesDto) {
      balances = next;
      fake.push(serverEvents.WALLET_BALANCES, next);
    },
  };
}
