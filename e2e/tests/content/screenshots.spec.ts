import { expect, test, type Page } from '@playwright/test';
import { SiteHeader } from '../../pages/shell.ts';
import { shoot as shootPage, snap } from '../../support/screenshots.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });

// The playground shows spinners and skeletons on purpose: its picture does not wait for them to go.
const shoot = (page: Page, name: string) => shootPage(page, `content-${name}`, { loaders: name !== 'playground' });

const screens: [name: string, path: string, heading: string | RegExp][] = [
  ['how-it-works', '/how-it-works', 'How FleetCare works'],
  ['about-us', '/about-us', 'About FleetCare'],
  ['privacy', '/privacy', 'Privacy policy'],
  ['terms', '/terms', 'Terms of service'],
  ['cookie-policy', '/cookie-policy', 'Cookie policy'],
  ['help', '/help', 'Help centre'],
  ['help-search', '/help?q=refund', 'Help centre'],
  ['help-no-results', '/help?q=qwxzkj', 'Help centre'],
  ['blog', '/blog', 'FleetCare blog'],
  ['blog-tag', '/blog?tag=maintenance', 'FleetCare blog'],
  ['blog-post', '/blog/engine-oil-change-intervals-nigeria', /oil/i],
  ['blog-post-table', '/blog/genuine-tokunbo-aftermarket-spare-parts', /Tokunbo/],
  ['blog-post-not-found', '/blog/no-such-article', 'We could not find that article'],
  ['services-maintenance', '/services/maintenance', 'Maintenance and repairs at your location'],
  ['services-spare-parts', '/services/spare-parts', 'Spare parts, sourced and fitted'],
  ['services-fleet', '/services/fleet', 'Fleet records and fleet maintenance'],
  ['services-inspection', '/services/inspection', 'Vehicle inspections and diagnostics'],
  ['services-roadside', '/services/roadside', 'Roadside assistance'],
  ['services-unknown', '/services/painting', 'We do not offer that service'],
  ['get-price', '/services/get-price/brake-repair', 'Brake repair'],
  ['get-price-unknown', '/services/get-price/no-such-service', 'We could not find that service'],
  [
    'unsubscribe-invalid',
    '/newsletter/unsubscribe?email=ada%40example.com&token=wrong',
    'This unsubscribe link does not work',
  ],
  ['playground', '/playground', 'UI playground'],
];

for (const width of [360, 1280]) {
  test(`every content and service screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await shoot(page, name);
    }

    await test.step('a dialog and a toast of the playground', async () => {
      await page.goto('/playground');
      await page.getByRole('button', { name: 'Open a danger dialog' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete this vehicle?' })).toBeVisible();
      await snap(page, 'content-playground-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Show a success toast' }).click();
      await expect(page.getByText('Your request has been received. We will call you shortly.')).toBeVisible();
      await snap(page, 'content-playground-toast');
    });

    await test.step('Norwegian', async () => {
      await page.goto('/help');
      await new SiteHeader(page).chooseLanguage('nb');
      await expect(page.getByRole('heading', { level: 1, name: 'Hjelpesenter' })).toBeVisible();
      await shoot(page, 'help-nb');
      await page.goto('/services/get-price/diagnostics');
      await expect(page.getByRole('heading', { level: 1, name: 'Feilsøking (OBD-skanning)' })).toBeVisible();
      await shoot(page, 'get-price-nb');
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeVisible();
      await shoot(page, 'privacy-nb');
    });
  });
}
