import { expect, test } from '@playwright/test';
import { randomIp, uniqueEmail } from '../../support/people.ts';

// A made-up address per run keeps the newsletter's per-IP limit apart from other journeys; no country, no banner.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test.describe('the newsletter popup', () => {
  test('a visitor waits 5 s, meets the rules, subscribes, and is not asked again', async ({ page }) => {
    const opened = Date.now();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Car care tips, once a month' });
    await expect(popup).toBeVisible();
    expect(Date.now() - opened).toBeGreaterThanOrEqual(5000);
    await expect(popup.getByLabel('Email address')).toBeFocused();

    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(popup.getByText('Email is required.')).toBeVisible();
    await popup.getByLabel('Email address').fill('not-an-address');
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(popup.getByText('Email is invalid.')).toBeVisible();

    const email = uniqueEmail('newsletter');
    await popup.getByLabel('Email address').fill(email);
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing to the FleetCare newsletter.')).toBeVisible();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('blockNewsletterPopup'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(6000);
    await expect(popup).toHaveCount(0);
  });

  test('"Don\'t show this popup again" keeps it away on the next visit; Escape closes it', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Car care tips, once a month' });
    await expect(popup).toBeVisible();
    await popup.getByRole('checkbox', { name: "Don't show this popup again" }).check();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.reload();
    await page.waitForTimeout(6000);
    await expect(popup).toHaveCount(0);
  });
});
