import { expect, test } from '@playwright/test';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });

test.describe('blog and help', () => {
  test('a visitor reads a seeded blog post from the blog list', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'FleetCare blog' })).toBeVisible();
    const title = 'Dashboard warning lights';
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL('/blog/dashboard-warning-lights-explained');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title}.* · FleetCare$`));
    // The Markdown body arrives as HTML with its own sub-headings.
    await expect(page.locator('.prose h2').first()).toBeVisible();
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('the blog list filters by a tag chip, and an unknown post shows a way back', async ({ page }) => {
    await page.goto('/blog');
    const filter = page.getByRole('navigation', { name: 'Filter articles by topic' });
    await filter.getByRole('link', { name: 'Safety' }).click();
    await expect(page).toHaveURL('/blog?tag=safety');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Dashboard warning lights/ })).toBeVisible();

    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that article' })).toBeVisible();
    await page.getByRole('link', { name: 'See all articles' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('a visitor searches the FAQ: a word from a seeded question finds it; nonsense finds nothing', async ({
    page,
  }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 2, name: 'Booking a mechanic' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search the help articles' });
    await search.fill('surcharge');
    await expect(page).toHaveURL('/help?q=surcharge');
    const question = page.getByText('What if the mechanic finds more work to do?');
    await expect(question).toBeVisible();
    await expect(page.getByText('How do I book a mechanic?')).toBeHidden();

    // The search can be shared: the same address shows the same answers.
    await page.reload();
    await expect(search).toHaveValue('surcharge');
    await expect(question).toBeVisible();

    await search.fill('qwxzkj');
    await expect(page.getByRole('heading', { name: 'No help articles match “qwxzkj”' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Request a call' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByText('How do I book a mechanic?')).toBeVisible();
  });

  test('an FAQ answer opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/help');
    const summary = page.locator('summary', { hasText: 'How do I book a mechanic?' });
    const answer = page.getByText(/^Sign in, open Maintenance in your dashboard/);
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });
});
