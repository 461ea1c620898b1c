import { expect, test } from '@playwright/test';
import { enuguSuppliersOnPhones, submittedRequest } from '../../factories/spare-part-requests.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { QuotationComparisonPage, SupplierQuotationPage } from '../../pages/spare-part-quotations.ts';
import { randomIp } from '../../support/people.ts';
import { shootAtBothWidths } from '../../support/screenshots.ts';

/*
 * Two approved parts suppliers in Enugu, each on a phone (360 px) in a browser of their own, quote on a customer's
 * submitted request for brake pads and an oil filter: one offers genuine pads, the other aftermarket ones, both a
 * Tokunbo filter, the second revising theirs for less from their list. The customer opens the comparison and sees
 * both quotations, the cheapest offer of each part in each grade marked in words. Each screen is pictured at 360
 * and 1280 px.
 */

test('two approved suppliers quote on a request in different grades; the customer compares both, the cheapest of each grade marked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const { genuine, aftermarket, okafor, nnamdi } = await enuguSuppliersOnPhones(browser, baseURL ?? '');

  await confirmedAccount(page.request, { firstName: 'Ngozi', lastName: 'Eze' });
  const request = await submittedRequest(page.request);
  expect(request.status).toBe('open');

  await test.step('the first supplier quotes genuine pads and a Tokunbo filter, the total adding up as typed', async () => {
    const form = new SupplierQuotationPage(okafor.page);
    await form.goto(request._id);
    await expect(okafor.page.getByRole('heading', { level: 1, name: 'Send a quotation' })).toBeVisible();
    await form.offer(0, {
      grade: 'New, genuine (OEM)',
      brand: 'Toyota Genuine',
      unitPrice: '18,000',
      warrantyDays: '180',
    });
    await form.offer(1, { grade: 'Tokunbo (used, imported)', unitPrice: '3500' });
    await form.delivery({ fee: '2000', days: '1' });
    await expect(form.liveTotal).toHaveText('₦41,500.00');
    await shootAtBothWidths(okafor.page, 'spare-part-quotation-form');
    await form.send();
    await expect(okafor.page.getByText('Quotation sent. The customer has been told.')).toBeVisible();
    await expect(okafor.page.getByTestId('submitted-quotation')).toContainText('₦41,500.00');
    await shootAtBothWidths(okafor.page, 'spare-part-quotations-submitted');
  });

  await test.step('the second supplier quotes aftermarket pads and a dearer Tokunbo filter', async () => {
    const form = new SupplierQuotationPage(nnamdi.page);
    await form.goto(request._id);
    await form.offer(0, { grade: 'New, quality aftermarket', brand: 'Bosch', unitPrice: '12000', warrantyDays: '90' });
    await form.offer(1, { grade: 'Tokunbo (used, imported)', unitPrice: '4000' });
    await form.delivery({ fee: '1500', days: '2' });
    await expect(form.liveTotal).toHaveText('₦29,500.00');
    await form.send();
    await expect(nnamdi.page.getByTestId('submitted-quotation')).toContainText('₦29,500.00');
  });

  await test.step('the second supplier revises it from the list: the filter for less, as revision 2', async () => {
    await nnamdi.page.getByRole('link', { name: 'Revise quotation' }).click();
    await expect(nnamdi.page.getByRole('heading', { level: 1, name: 'Revise quotation' })).toBeVisible();
    await expect(nnamdi.page.getByTestId('quotation-revision')).toContainText('Revision 1');
    const form = new SupplierQuotationPage(nnamdi.page);
    await expect(form.liveTotal).toHaveText('₦29,500.00');
    await form.line(1).getByRole('textbox', { name: 'Price for one' }).fill('3000');
    await expect(form.liveTotal).toHaveText('₦28,500.00');
    await form.send();
    await expect(nnamdi.page.getByText('Revision 2 sent. The customer has been told.')).toBeVisible();
    await expect(nnamdi.page.getByTestId('submitted-quotation')).toContainText('₦28,500.00');
  });

  await test.step('the customer compares both: each part side by side, the cheapest of each grade marked', async () => {
    const comparison = new QuotationComparisonPage(page);
    await comparison.goto(request._id);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare quotations' })).toBeVisible();
    await expect(comparison.offersFor('Front brake pads')).toHaveCount(2);
    await expect(comparison.offerOf('Front brake pads', genuine)).toContainText('Cheapest for New, genuine (OEM)');
    await expect(comparison.offerOf('Front brake pads', aftermarket)).toContainText(
      'Cheapest for New, quality aftermarket',
    );
    await expect(comparison.offerOf('Oil filter', aftermarket)).toContainText('Cheapest for Tokunbo (used, imported)');
    await expect(comparison.offerOf('Oil filter', genuine)).not.toContainText('Cheapest');
    await expect(comparison.card(aftermarket).getByTestId('quotation-total')).toHaveText('₦28,500.00');
    await expect(comparison.card(genuine).getByTestId('quotation-total')).toHaveText('₦41,500.00');
    await expect(comparison.card(genuine)).toContainText('New supplier, no ratings yet');
    await shootAtBothWidths(page, 'spare-part-quotations-compare');
  });

  for (const supplier of [okafor, nnamdi]) await supplier.context.close();
});
