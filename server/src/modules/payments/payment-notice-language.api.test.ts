import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FIVE_THOUSAND, payAtSandbox, postWebhook, sentWebhook, startCheckout } from './payments.test-support.ts';

/*
 * What the server writes to a person is in that person's language (their account's locale), from the same
 * catalogues the client uses: here a credited top-up, in the app and in its e-mail copy.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { sandboxWebhookDelivery: () => Promise.resolve() });
});
afterAll(() => t.close());

/** A payer in `locale` whose ₦5,000 top-up the gateway has just confirmed. */
async function creditedTopUp(locale: 'en' | 'nb') {
  const payer = await signUpAndSignIn(t, { locale });
  const payment = await startCheckout(payer.agent, { amount: FIVE_THOUSAND });
  await payAtSandbox(t, payment.reference);
  const webhook = sentWebhook(t, payment.reference);
  await postWebhook(t, webhook.rawBody, webhook.signature).expect(200);
  return payer.user;
}

async function paymentNotices(userId: string) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, 'payments')));
  return rows.map((row) => row.message);
}

async function notificationEmails(userId: string) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.template, 'notification')));
}

describe('the language of a wallet notification', () => {
  it('when a Norwegian user tops up, then the notice and its e-mail copy are in Norwegian', async () => {
    const user = await creditedTopUp('nb');
    expect(await paymentNotices(user._id)).toEqual(['₦5\u00a0000,00 er satt inn i lommeboken din.']);
    const [email] = await notificationEmails(user._id);
    // The subject line folds every kind of space into a plain one.
    expect(email?.subject).toBe('FleetCare: ₦5 000,00 er satt inn i lommeboken din.');
    expect(email?.textBody).toContain('Du har et nytt varsel');
    expect(email?.textBody).toContain('Hei Amaka,');
    expect(email?.textBody).toContain('Åpne i FleetCare: ');
    expect(email?.htmlBody).toContain('<html lang="nb">');
    expect(email?.htmlBody).toContain('Kundeservice: døgnet rundt, alle dager.');
  });

  it('when an English user tops up, then the notice and its e-mail copy are in English', async () => {
    const user = await creditedTopUp('en');
    expect(await paymentNotices(user._id)).toEqual(['₦5,000.00 was added to your wallet.']);
    const [email] = await notificationEmails(user._id);
    expect(email?.subject).toBe('FleetCare: ₦5,000.00 was added to your wallet.');
    expect(email?.textBody).toContain('You have a new notification');
    expect(email?.textBody).toContain('Hello Amaka,');
    expect(email?.textBody).toContain('Open in FleetCare: ');
    expect(email?.htmlBody).toContain('<html lang="en">');
  });

  it('when a Norwegian user signs up, then the confirmation e-mail is in Norwegian too', async () => {
    const user = await signUpAndSignIn(t, { locale: 'nb' });
    const [verify] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, user.user._id), eq(outboxMessages.template, 'verify-email')));
    expect(verify?.subject).toBe('Bekreft e-postadressen din for FleetCare');
    expect(verify?.textBody).toContain('Velkommen til FleetCare, Amaka');
  });
});
