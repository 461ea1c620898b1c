import { expect, test } from '@playwright/test';
import { LandingPage, NewsletterPopup, withNewsletterPopup } from '../../pages/content.ts';
import { randomIp, uniqueEmail } from '../../support/people.ts';

// A made-up address per run keeps the newsletter's per-IP limit apart from other journeys; no country, no banner.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
// These journeys meet the newsletter popup: their browsers start without its block flag.
test.use(withNewsletterPopup);

test.describe('the newsletter popup', () => {
  test('a visitor waits 5 s, meets the rules, subscribes, and is not asked again', async ({ page }) => {
    const landing = new LandingPage(page);
    const popup = new NewsletterPopup(page);
    const opened = Date.now();
    await landing.goto();
    await expect(landing.heading).toBeVisible();
    await expect(popup.dialog).toBeVisible();
    expect(Date.now() - opened).toBeGreaterThanOrEqual(5000);
    await expect(popup.email).toBeFocused();

    await popup.subscribe();
    await expect(popup.dialog.getByText('Email is required.')).toBeVisible();
    await popup.subscribe('not-an-address');
    await expect(popup.dialog.getByText('Email is invalid.')).toBeVisible();

    await popup.subscribe(uniqueEmail('newsletter'));
    await expect(page.getByText('Thank you for subscribing to the FleetCare newsletter.')).toBeVisible();
    await expect(popup.dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('blockNewsletterPopup'))).toBe('true');

    await page.reload();
    await expect(landing.heading).toBeVisible();
    await page.waitForTimeout(6000);
    await expect(popup.dialog).toHaveCount(0);
  });

  test('"Don\'t show this popup again" keeps it away on the next visit; Escape closes it', async ({ page }) => {
    const popup = new NewsletterPopup(page);
    await new LandingPage(page).goto();
    await expect(popup.dialog).toBeVisible();
    await popup.dontShowAgain.check();
    await page.keyboard.press('Escape');
    await expect(popup.dialog).toBeHidden();
    await page.reload();
    await page.waitForTimeout(6000);
    await expect(popup.dialog).toHaveCount(0);
  });
});
