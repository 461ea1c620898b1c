import { expect, type Page } from '@playwright/test';
import { screens } from '@fleetcare/shared';
import { AdminPanel, ResourceRecord } from './admin.ts';

/**
 * Customer reviews wherever people meet them: the technician's reviews card on their overview and the list on
 * their profile where they reply, the customer's review on a completed job's page, a technician's reviews opened
 * from a quotation card, and the admins' Customer reviews resource.
 */

/** The technician's "Customer reviews" card on /dashboard: their average, how many, the newest few. */
export class TechnicianReviewsCard {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Customer reviews' });
  }

  get average() {
    return this.region.getByTestId('reviews-average');
  }

  get count() {
    return this.region.getByTestId('reviews-count');
  }

  /** "See all and reply": to their profile's list. */
  get seeAllLink() {
    return this.region.getByRole('link', { name: 'See all and reply' });
  }
}

/** The technician's "Customer reviews" on their profile (/dashboard/settings/technician-profile), with replies. */
export class MyReviewsList {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto(screens.technicianProfile);
    await expect(this.region).toBeVisible();
  }

  get region() {
    return this.page.getByRole('region', { name: 'Customer reviews' });
  }

  /** A review, by words of its text. */
  review(text: string) {
    return this.region.getByRole('article').filter({ hasText: text });
  }

  /** The reply form under a review still unanswered ("Reply to Ngozi A."). */
  replyForm(text: string, customerName: string) {
    return this.review(text).getByRole('form', { name: `Reply to ${customerName}` });
  }

  /** Writes and sends the one reply a review may have; the form then gives way to "Your reply". */
  async reply(text: string, customerName: string, reply: string) {
    const form = this.replyForm(text, customerName);
    await form.getByLabel(`Reply to ${customerName}`).fill(reply);
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(this.page.getByText('Your reply has been sent.')).toBeVisible();
    await expect(form).toBeHidden();
  }
}

/** The customer's "Rate your mechanic" or, once written, "Your review" on a completed job's page. */
export class JobReview {
  constructor(private readonly page: Page) {}

  get written() {
    return this.page.getByRole('region', { name: 'Your review' });
  }

  /** The technician's reply under the review, headed "Reply from <name>". */
  reply(technicianName: string) {
    return this.written.getByText(`Reply from ${technicianName}`).locator('xpath=..');
  }
}

/** A technician's reviews in the dialog a quotation card's "★ 4.6 (12)" opens. */
export class TechnicianReviewsDialog {
  constructor(
    private readonly page: Page,
    private readonly technicianName: string,
  ) {}

  /** The rating button of the technician's quotation card ("Rated 4.5 of 5 by 6 customers: read the reviews"). */
  ratingButton() {
    return this.page
      .getByRole('article', { name: `Quotation from ${this.technicianName}` })
      .getByRole('button', { name: /: read the reviews$/ });
  }

  /** Opens the dialog from the quotation card and waits for its first reviews. */
  async open() {
    await this.ratingButton().click();
    await expect(this.dialog).toBeVisible();
    await expect(this.reviews.first()).toBeVisible();
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: `Reviews of ${this.technicianName}` });
  }

  get reviews() {
    return this.dialog.getByRole('article');
  }

  get showMore() {
    return this.dialog.getByRole('button', { name: 'Show more' });
  }

  async close() {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** The admins' "Customer reviews" resource: a review's record, hidden with a reason and shown again. */
export class ReviewsAdmin {
  constructor(private readonly page: Page) {}

  /** Opens the newest reviews from the panel's menu and the review whose text holds `text`. */
  async openReview(text: string): Promise<ResourceRecord> {
    const panel = new AdminPanel(this.page);
    await panel.goto();
    const list = await panel.open('Customer reviews');
    const row = list.row(text);
    await expect(row).toHaveCount(1);
    await row.getByRole('rowheader').getByRole('link').click();
    const record = new ResourceRecord(this.page);
    await expect(record.heading).toBeVisible();
    await expect(record.value('Review')).toHaveText(text);
    return record;
  }

  async hide(record: ResourceRecord, reason: string) {
    const form = await record.startAction('Hide review');
    await form.submit({ reason, confirm: true });
    await expect(record.value('Hidden')).toHaveText('Yes');
    await expect(record.value('Why it was hidden')).toHaveText(reason);
  }

  async unhide(record: ResourceRecord, reason: string) {
    const form = await record.startAction('Show review again');
    await form.submit({ reason });
    await expect(record.value('Hidden')).toHaveText('No');
  }
}
