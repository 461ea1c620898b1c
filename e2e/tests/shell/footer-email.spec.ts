import { expect, test } from '@playwright/test';
import { SignupPage, LoginPage } from '../../pages/users.ts';
import { SiteFooter } from '../../pages/shell.ts';
import { randomIp, uniqueEmail } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a registered address in the footer e-mail box goes to /login with the address filled in', async ({ page }) => {
  await page.goto('/');
  await new SiteFooter(page).continueWith('customer@demo.fleetcare.ng');
  await expect(page).toHaveURL('/login?email=customer%40demo.fleetcare.ng');
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await expect(login.emailField).toHaveValue('customer@demo.fleetcare.ng');
});

test('a new address in the footer e-mail box goes to /signup with the address filled in', async ({ page }) => {
  const email = uniqueEmail('footer');
  await page.goto('/how-it-works');
  const footer = new SiteFooter(page);
  await footer.scrollTo();
  await footer.emailBox.fill(email);
  await footer.emailBox.press('Enter');
  await expect(page).toHaveURL(`/signup?email=${encodeURIComponent(email)}`);
  const signup = new SignupPage(page);
  await expect(signup.heading).toBeVisible();
  await expect(signup.emailField).toHaveValue(email);
});

test('an empty or malformed address is refused in place', async ({ page }) => {
  await page.goto('/');
  const footer = new SiteFooter(page);
  await footer.scrollTo();
  await footer.continueButton.click();
  await expect(footer.error).toHaveText('Email is required.');
  await footer.continueWith('not-an-address');
  await expect(footer.error).toHaveText('Email is invalid.');
  await expect(page).toHaveURL('/');
});
