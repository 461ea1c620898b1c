import { clientEvents, serverEvents, type WalletBalancesDto } from '@fleetcare/shared';
import type { LiveSocket } from '../../../lib/live/socket-types.ts';

/**
 * A stand-in for the server's live socket as the wallet uses it: GET_WALLET_BALANCES answered with the balances
 * it holds, WALLET_BALANCES pushed when the test moves money. With `connects: false` it never connects (the
 * screens then read the balances over HTTP).
 */
export function createFakeWalletSocket(initial: WalletBalancesDto, { connects = true } = {}) {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  let connected = false;
  let balances = initial;
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const answers: Record<string, () => unknown> = {
    [clientEvents.GET_WALLET_BALANCES]: () => balances,
    [clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS]: () => ({ count: 0 }),
    [clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES]: () => ({ oneToOne: 0, orderCustomer: 0, orderInspector: 0 }),
  };
  const socket: LiveSocket = {
    get connected() {
      return connected;
    },
    get active() {
      return true;
    },
    connect() {
      if (!connects) return;
      setTimeout(() => {
        connected = true;
        fire('connect');
      }, 0);
    },
    disconnect() {
      connected = false;
    },
    emit(event, ...args) {
      const ack = args.at(-1);
      const answer = answers[event];
      if (!connected || !answer || typeof ack !== 'function') return;
      setTimeout(() => (ack as (result: unknown) => void)({ ok: true, data: answer() }), 0);
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    onGiveUp() {
      // This stand-in never gives up.
    },
  };
  return {
    socket,
    /** Money moved: the server sends every tab of the user the new balances. */
    push(next: WalletBalancesDto) {
      balances = next;
      fire(serverEvents.WALLET_BALANCES, next);
    },
  };
}
