import { expect, test } from '@playwright/test';
import { subscribeToNewsletter } from '../../factories/content.ts';
import { latestMessage, linkIn } from '../../factories/users.ts';
import { ServicePage } from '../../pages/content.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });

test.describe('service catalogue', () => {
  test('a visitor opens a service page, then its get-price page', async ({ page }) => {
    const services = new ServicePage(page);
    await services.goto('/services/maintenance');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Maintenance and repairs at your location' }),
    ).toBeVisible();
    const servicing = services.service('General servicing and oil change');
    await expect(servicing.getByText('₦8,000 – ₦15,000')).toBeVisible();
    await expect(servicing.getByText('Usually takes 45 min – 2 h')).toBeVisible();
    await servicing.getByRole('link', { name: 'Prices for General servicing and oil change' }).click();

    await expect(page).toHaveURL('/services/get-price/general-servicing');
    await expect(page.getByRole('heading', { level: 1, name: 'General servicing and oil change' })).toBeVisible();
    const rows = services.priceRows;
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText('Car');
    await expect(rows.nth(1)).toContainText('₦8,000 – ₦15,000');
    await expect(rows.nth(4)).toContainText('₦20,000 – ₦40,000');
    // The price page offers booking: the request form (signed out, sign-in comes first).
    await expect(services.bookLink).toHaveAttribute('href', /^\/dashboard\/maintenance/);
  });

  test('the fleet and spare-parts pages show their services; unknown ones say so', async ({ page }) => {
    const services = new ServicePage(page);
    await services.goto('/services/fleet');
    await expect(page.getByRole('heading', { level: 2, name: 'Fleet records' })).toBeVisible();
    await expect(services.service('Pre-purchase vehicle inspection')).toBeVisible();
    await services.goto('/services/spare-parts');
    await expect(services.service('Spare-parts sourcing and fitting')).toBeVisible();
    await services.goto('/services/painting');
    await expect(page.getByRole('heading', { name: 'We do not offer that service' })).toBeVisible();
    await services.goto('/services/get-price/no-such-service');
    await expect(page.getByRole('heading', { name: 'We could not find that service' })).toBeVisible();
  });
});

test.describe('newsletter unsubscribe link', () => {
  test('a link with a wrong token says it does not work and what to do', async ({ page }) => {
    await page.goto('/newsletter/unsubscribe?email=ada%40example.com&token=not-the-right-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link does not work' })).toBeVisible();
  });

  test('the link from the welcome e-mail unsubscribes, and says so', async ({ page, request }) => {
    const email = `unsubscribe.${Date.now()}@example.com`;
    await subscribeToNewsletter(request, email);
    const message = await latestMessage(request, email, 'newsletter-welcome');
    const url = linkIn(message.textBody);
    expect(url.pathname).toBe('/newsletter/unsubscribe');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByText(`We will not send newsletters to ${email} any more.`)).toBeVisible();
  });
});
