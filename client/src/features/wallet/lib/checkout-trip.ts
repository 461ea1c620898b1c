/**
 * The top-up the browser left for the gateway's checkout page, remembered for its return: the amount, to offer
 * "try again" with it if the payment did not go through. Session storage: it lives as long as the tab.
 */
const KEY = 'fleetcare.wallet.checkout';

export interface CheckoutTrip {
  reference: string;
  amount: number;
}

export function rememberCheckout(trip: CheckoutTrip): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(trip));
  } catch {
    // Private mode or full storage: the return still works, only "try again" starts with an empty amount.
  }
}

export function recallCheckout(reference: string): CheckoutTrip | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const trip = value as Partial<CheckoutTrip>;
    if (trip.reference !== reference || typeof trip.amount !== 'number') return undefined;
    return { reference, amount: trip.amount };
  } catch {
    return undefined;
  }
}

export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Leaving the app for the gateway's page (a full page load). An object, so tests can stand in for it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
