import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { usersApi } from '@fleetcare/shared';
import { apiUrl, waitForApi } from '../support/api.ts';
import { withSharedTotpCode } from '../support/two-step.ts';
import { LoginPage } from './users.ts';

/** The demo accounts as the README lists them: one password for all. */
export const DEMO_ACCOUNTS = {
  customer: 'customer@demo.fleetcare.ng',
  business: 'business@demo.fleetcare.ng',
  technician: 'technician@demo.fleetcare.ng',
  supplier: 'supplier@demo.fleetcare.ng',
  admin: 'admin@demo.fleetcare.ng',
  supportAdmin: 'support@demo.fleetcare.ng',
} as const;
export const DEMO_PASSWORD = 'FleetCare-Demo-2026';
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The demo admins sign in with two-step verification: an authenticator code from the demo secret. */
export const DEMO_TWO_STEP_ACCOUNTS: readonly string[] = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.supportAdmin];

/**
 * Signs in from the sign-in page already open, with the password and, for the demo admins, an authenticator code
 * no other worker has spent, and waits until the app lands on `expected`.
 */
export async function signInOnPage(page: Page, email: string, expected: string | RegExp, password = DEMO_PASSWORD) {
  const login = new LoginPage(page);
  await login.signIn(email, password);
  if (DEMO_TWO_STEP_ACCOUNTS.includes(email)) {
    const status = await withSharedTotpCode(email, async (code) => {
      const answer = waitForApi(page, usersApi.loginTwoFactor);
      await login.enterCode(code);
      return (await answer).status();
    });
    expect(status, 'the two-step code was refused').toBe(200);
  }
  await expect(page).toHaveURL(expected);
}

/**
 * Signs a demo account in through the API (the request context keeps the session cookie), completing two-step
 * sign-in with an unspent authenticator code for the demo admins.
 */
export async function signInByApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const first = await request.post(apiUrl(usersApi.login), { data: { email, password } });
  expect(first.status(), await first.text()).toBe(200);
  const answer = (await first.json()).data as { status: string; challengeId?: string };
  if (answer.status === 'signed-in') return;
  expect(answer.status).toBe('two-factor-required');
  let refusal = '';
  const status = await withSharedTotpCode(email, async (code) => {
    const second = await request.post(apiUrl(usersApi.loginTwoFactor), {
      data: { challengeId: answer.challengeId, method: 'authenticator', code },
    });
    if (second.status() !== 200) refusal = await second.text();
    return second.status();
  });
  expect(status, refusal).toBe(200);
}

/** A visitor trying the demo: signs in with a demo account from the sign-in page, landing where they asked. */
export class DemoVisitor {
  constructor(private readonly page: Page) {}

  async signInAs(role: DemoAccount, redirectTo = '/dashboard') {
    const login = new LoginPage(this.page);
    await login.goto(redirectTo);
    await signInOnPage(this.page, DEMO_ACCOUNTS[role], redirectTo);
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
