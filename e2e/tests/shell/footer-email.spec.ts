import { expect, test } from '@playwright/test';
import { randomIp, uniqueEmail } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a registered address in the footer e-mail box goes to /login with the address filled in', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your email' }).fill('customer@demo.fleetcare.ng');
  await footer.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/login?email=customer%40demo.fleetcare.ng');
  await expect(page.getByRole('heading', { name: 'Sign in to FleetCare' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue('customer@demo.fleetcare.ng');
});

test('a new address in the footer e-mail box goes to /signup with the address filled in', async ({ page }) => {
  const email = uniqueEmail('footer');
  await page.goto('/how-it-works');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your email' }).fill(email);
  await footer.getByRole('textbox', { name: 'Your email' }).press('Enter');
  await expect(page).toHaveURL(`/signup?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Create your FleetCare account' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
});

test('an empty or malformed address is refused in place', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Continue' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Email is required.');
  await footer.getByRole('textbox', { name: 'Your email' }).fill('not-an-address');
  await footer.getByRole('button', { name: 'Continue' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Email is invalid.');
  await expect(page).toHaveURL('/');
});
