/** Leaving the app for the gateway's checkout page (a full page load). An object, so tests can stand in for it. */
export const checkoutNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
