import { expect, type Page } from '@playwright/test';
import { LoginPage } from './users.ts';

/** The demo accounts as the README lists them: one password for all. */
export const DEMO_ACCOUNTS = {
  customer: 'customer@demo.fleetcare.ng',
  business: 'business@demo.fleetcare.ng',
  technician: 'technician@demo.fleetcare.ng',
  supplier: 'supplier@demo.fleetcare.ng',
  admin: 'admin@demo.fleetcare.ng',
} as const;
export const DEMO_PASSWORD = 'FleetCare-Demo-2026';

/** A visitor trying the demo: signs in with a demo account from the sign-in page, landing where they asked. */
export class DemoVisitor {
  constructor(private readonly page: Page) {}

  async signInAs(role: keyof typeof DEMO_ACCOUNTS, redirectTo = '/dashboard') {
    const login = new LoginPage(this.page);
    await login.goto(redirectTo);
    await login.signIn(DEMO_ACCOUNTS[role], DEMO_PASSWORD);
    await expect(this.page).toHaveURL(redirectTo);
  }
}

/** The fleet overview's figures and its "Coming up" list on /dashboard. */
export class FleetFigures {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Your fleet' });
  }

  /** A figure's link by its words with the count ("5 checks overdue", "1 paper expired"). */
  figure(name: string | RegExp) {
    return this.region.getByRole('link', { name });
  }

  /** The items of "Overdue and coming up in the next N days". */
  get comingUp() {
    return this.region.getByRole('list', { name: /^Overdue and coming up in the next/ }).getByRole('listitem');
  }
}
