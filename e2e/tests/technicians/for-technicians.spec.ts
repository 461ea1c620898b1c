import { expect, test, type Page } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { NotFoundPage } from '../../pages/shell.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

/** The page for mechanics (/technician and /mechanic): its hero holds the call to register. */
function forTechnicians(page: Page) {
  const hero = page.getByRole('main').locator('section').first();
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Jobs near you, at the price you quote' }),
    hero,
    action: (name: string) => hero.getByRole('link', { name, exact: true }),
  };
}

for (const width of [360, 1280]) {
  test(`at ${width} px a visitor reaches the page for mechanics from the footer and signs up with the mechanic role chosen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mechanics: work with us' }).click();
    await expect(page).toHaveURL(/\/mechanic$/);
    const mechanics = forTechnicians(page);
    await expect(mechanics.heading).toBeVisible();
    await expect(new NotFoundPage(page).heading).toBeHidden();
    for (const section of ['What you earn', 'How jobs come to you', 'What we check', 'Registering, step by step']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await shoot(page, 'for-technicians-visitor');
    await mechanics.action('Sign up as a technician').click();
    await expect(page).toHaveURL(/\/signup\?role=technician$/);
    await expect(page.getByRole('radio', { name: 'Mechanic' })).toBeChecked();
  });

  test(`at ${width} px a signed-in vehicle owner is offered to turn the account into a technician's, at the first step`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    await confirmedAccount(page.request);
    await page.goto('/technician');
    const mechanics = forTechnicians(page);
    const turn = mechanics.action('Turn your account into a technician account');
    await expect(turn).toBeVisible();
    await expect(mechanics.action('Sign up as a technician')).toHaveCount(0);
    await shoot(page, 'for-technicians-customer');
    await turn.click();
    await expect(page).toHaveURL(/\/technician\/technician-registration\/personal$/);
    await expect(new NotFoundPage(page).heading).toBeHidden();
  });
}
