import { expect, test } from '@playwright/test';
import { BlogPage, HelpPage } from '../../pages/content.ts';
import { RequestCallDialog } from '../../pages/shell.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });

test.describe('blog and help', () => {
  test('a visitor reads a seeded blog post from the blog list', async ({ page }) => {
    const blog = new BlogPage(page);
    await blog.goto();
    await expect(blog.heading).toBeVisible();
    const title = 'Dashboard warning lights';
    await blog.post(new RegExp(title)).click();
    await expect(page).toHaveURL('/blog/dashboard-warning-lights-explained');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title}.* · FleetCare$`));
    // The Markdown body arrives as HTML with its own sub-headings.
    await expect(page.locator('.prose h2').first()).toBeVisible();
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('the blog list filters by a tag chip, and an unknown post shows a way back', async ({ page }) => {
    const blog = new BlogPage(page);
    await blog.goto();
    await blog.topics.getByRole('link', { name: 'Safety' }).click();
    await expect(page).toHaveURL('/blog?tag=safety');
    await expect(blog.articles).toHaveCount(1);
    await expect(blog.post(/Dashboard warning lights/)).toBeVisible();

    await blog.goto('/blog/no-such-article');
    await expect(blog.notFoundHeading).toBeVisible();
    await page.getByRole('link', { name: 'See all articles' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('a visitor searches the FAQ: a word from a seeded question finds it; nonsense finds nothing', async ({
    page,
  }) => {
    const help = new HelpPage(page);
    await help.goto();
    await expect(page.getByRole('heading', { level: 2, name: 'Booking a mechanic' })).toBeVisible();
    await help.search.fill('surcharge');
    await expect(page).toHaveURL('/help?q=surcharge');
    const question = page.getByText('What if the mechanic finds more work to do?');
    await expect(question).toBeVisible();
    await expect(page.getByText('How do I book a mechanic?')).toBeHidden();

    // The search can be shared: the same address shows the same answers.
    await page.reload();
    await expect(help.search).toHaveValue('surcharge');
    await expect(question).toBeVisible();

    await help.search.fill('qwxzkj');
    await expect(page.getByRole('heading', { name: 'No help articles match “qwxzkj”' })).toBeVisible();
    await help.requestCall();
    await expect(new RequestCallDialog(page).dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await help.showAll();
    await expect(page).toHaveURL('/help');
    await expect(page.getByText('How do I book a mechanic?')).toBeVisible();
  });

  test('an FAQ answer opens and closes from the keyboard', async ({ page }) => {
    const help = new HelpPage(page);
    await help.goto();
    const summary = help.question('How do I book a mechanic?');
    const answer = page.getByText(/^Sign in, open Maintenance in your dashboard/);
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });
});
