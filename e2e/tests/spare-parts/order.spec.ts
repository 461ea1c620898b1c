import { expect, test } from '@playwright/test';
import { enuguSuppliersOnPhones, submittedRequest } from '../../factories/spare-part-requests.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { topUpThroughSandbox } from '../../factories/wallet.ts';
import { QuotationComparisonPage, SupplierQuotationPage } from '../../pages/spare-part-quotations.ts';
import { SparePartOrderPage, SupplierOrderPage } from '../../pages/spare-parts.ts';
import { WalletPage } from '../../pages/wallet.ts';
import { randomIp } from '../../support/people.ts';
import { shootAtBothWidths, snap } from '../../support/screenshots.ts';

/*
 * The spare-part order from payment to release: a customer's submitted request in Enugu (brake pads and an oil
 * filter) is quoted by two approved suppliers, each on a phone in a browser of their own, in different grades. The
 * customer tops their wallet up through the sandbox checkout, compares, and pays the aftermarket supplier from the
 * wallet at 360 px; the paid supplier sees where to deliver and to whom, dispatches with a note and delivers, the
 * other reads Not chosen; the customer confirms, and the paid supplier's wallet holds the total less the 10%
 * commission. Each new state is pictured at 360 and 1280 px.
 */

test('a customer pays one of two quotations from the wallet; the supplier dispatches and delivers; the confirmation pays them less the commission', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const { genuine, aftermarket, okafor, nnamdi } = await enuguSuppliersOnPhones(browser, baseURL ?? '');

  await confirmedAccount(page.request, { firstName: 'Ngozi', lastName: 'Eze' });
  const request = await submittedRequest(page.request);
  expect(request.status).toBe('open');
  await topUpThroughSandbox(page.request, 50_000_00);

  await test.step('two suppliers quote in different grades', async () => {
    const genuineForm = new SupplierQuotationPage(okafor.page);
    await genuineForm.goto(request._id);
    await genuineForm.offer(0, { grade: 'New, genuine (OEM)', unitPrice: '18000' });
    await genuineForm.offer(1, { grade: 'Tokunbo (used, imported)', unitPrice: '3500' });
    await genuineForm.delivery({ fee: '2000', days: '1' });
    await genuineForm.send();

    const aftermarketForm = new SupplierQuotationPage(nnamdi.page);
    await aftermarketForm.goto(request._id);
    await aftermarketForm.offer(0, { grade: 'New, quality aftermarket', brand: 'Bosch', unitPrice: '12000' });
    await aftermarketForm.offer(1, { grade: 'Tokunbo (used, imported)', unitPrice: '3000' });
    await aftermarketForm.delivery({ fee: '1500', days: '2' });
    await expect(aftermarketForm.liveTotal).toHaveText('₦28,500.00');
    await aftermarketForm.send();
  });

  const order = new SparePartOrderPage(page);
  await test.step('the customer compares and pays the aftermarket quotation from the wallet', async () => {
    const comparison = new QuotationComparisonPage(page);
    await comparison.goto(request._id);
    await expect(comparison.card(genuine).getByRole('button', { name: 'Pay ₦41,500.00' })).toBeVisible();
    const dialog = await comparison.openPay(aftermarket);
    await expect(dialog.getByTestId('pay-summary')).toContainText(aftermarket);
    await expect(dialog.getByTestId('pay-summary')).toContainText('Delivers 2 days after payment');
    await expect(dialog.getByText('Balance: ₦50,000.00')).toBeVisible();
    await snap(page, 'spare-part-order-pay-dialog');
    await comparison.payFromWallet(dialog);
    await expect(order.section).toContainText(aftermarket);
    await expect(order.step('paid')).toContainText('Paid: done');
    await expect(order.section.getByTestId('order-total')).toHaveText('₦28,500.00');
    await expect(order.section.getByRole('button', { name: 'Cancel and refund' })).toBeVisible();
    await shootAtBothWidths(page, 'spare-part-order-paid');
  });

  const supplierOrder = new SupplierOrderPage(nnamdi.page);
  await test.step('the paid supplier sees where to deliver and to whom; the other reads Not chosen', async () => {
    await supplierOrder.goto(request._id);
    await expect(nnamdi.page.getByTestId('delivery-address')).toContainText('12 Ogui Road');
    await expect(nnamdi.page.getByTestId('delivery-customer')).toContainText('Ngozi Eze');
    await expect(nnamdi.page.getByTestId('supplier-payout')).toHaveText('₦25,650.00');
    await shootAtBothWidths(nnamdi.page, 'spare-part-order-supplier');

    await new SupplierOrderPage(okafor.page).goto(request._id);
    await expect(okafor.page.getByText('Not chosen')).toBeVisible();
    await expect(okafor.page.getByText('12 Ogui Road')).toHaveCount(0);
  });

  await test.step('the supplier dispatches with a note; the customer reads it', async () => {
    await supplierOrder.dispatch('Rider Emeka, 0803 555 0101');
    await expect(supplierOrder.order.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
    await order.goto(request._id);
    await expect(order.step('dispatched')).toContainText('Rider Emeka, 0803 555 0101');
    await expect(order.section.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
    await shootAtBothWidths(page, 'spare-part-order-dispatched');
  });

  await test.step('the supplier delivers; the customer confirms and the order completes', async () => {
    await supplierOrder.deliver();
    await expect(supplierOrder.order).toContainText('Waiting for the customer to confirm');
    await order.goto(request._id);
    await expect(order.step('delivered')).toContainText('Delivered: done');
    await shootAtBothWidths(page, 'spare-part-order-delivered');
    await order.confirmDelivery();
    await expect(order.step('completed')).toContainText('done');
    await shootAtBothWidths(page, 'spare-part-order-completed');
  });

  await test.step('the supplier’s wallet holds the total less the 10% commission', async () => {
    const wallet = new WalletPage(nnamdi.page);
    await wallet.goto();
    await expect(wallet.available).toContainText('₦25,650.00');
    await shootAtBothWidths(nnamdi.page, 'spare-part-order-supplier-wallet');
  });

  for (const supplier of [okafor, nnamdi]) await supplier.context.close();
});
