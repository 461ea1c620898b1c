import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, lagosToday, sparePartRequestsApi, type SparePartRequestDto } from '@fleetcare/shared';
import { approvedSupplier } from '../../factories/suppliers.ts';
import { confirmedAccount } from '../../factories/users.ts';
import { createVehicle } from '../../factories/vehicles.ts';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { SparePartRequestsPage } from '../../pages/spare-parts.ts';
import { apiUrl, dataOf } from '../../support/api.ts';
import { randomIp } from '../../support/people.ts';
import { shootAtBothWidths } from '../../support/screenshots.ts';

/*
 * A vehicle owner on a phone (360 px) asks for spare parts: from the empty list to a new request for their fleet
 * Corolla, delivered in Enugu in a week, with two parts, submitted to suppliers; the request opens with the number
 * of suppliers asked. An approved parts supplier in Enugu, in a browser of their own, finds the invitation in their
 * list and opens it: the area and the parts, never the street. Each screen is pictured at 360 and 1280 px.
 */

const street = '21 Zik Avenue, Uwani';

test('a customer builds a spare-part request with two parts and submits it; an approved supplier in the state finds the invitation and reads it by its area only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const businessName = `Okafor Brake Centre ${randomUUID().slice(0, 6)}`;

  const supplierContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  await approvedSupplier(supplierContext.request, baseURL ?? '', {
    firstName: 'Chidi',
    lastName: 'Okafor',
    profile: {
      businessName,
      cacNumber: 'RC 7654321',
      address: {
        line: '5 Ogui Road',
        landmark: null,
        town: 'Enugu',
        lga: 'Enugu North',
        state: 'Enugu',
        lat: 6.4402,
        lng: 7.4943,
      },
      deliveryStates: ['Enugu'],
      partCategories: ['brakes', 'filters'],
      brands: ['toyota'],
      grades: ['new-oem', 'new-aftermarket', 'tokunbo'],
    },
  });
  await confirmedAccount(page.request, { firstName: 'Ngozi', lastName: 'Eze' });
  const vehicle = await createVehicle(page.request, { brand: 'Toyota', model: 'Corolla', year: 2019 });
  const requests = new SparePartRequestsPage(page);
  let requestId = '';

  await test.step('the empty list leads to a new request', async () => {
    await requests.goto();
    await expect(page.getByRole('heading', { name: 'No spare-part requests yet' })).toBeVisible();
    await shootAtBothWidths(page, 'spare-part-requests-empty');
    await requests.main.getByRole('link', { name: 'New request' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New spare-part request' })).toBeVisible();
  });

  await test.step('chooses the fleet Corolla, the delivery address and the day, then adds two parts', async () => {
    await requests.main.getByRole('combobox', { name: 'Vehicle' }).selectOption(vehicle._id);
    await requests.deliverTo({ typed: 'Enugu', place: /^Enugu, Enugu Enugu North/, street });
    await requests.main.getByLabel('Needed by').fill(addDays(lagosToday(new Date()), 7));
    await requests.addPart({
      name: 'Front brake pads',
      partNumber: '04465-02220',
      category: 'Brakes',
      quantity: 2,
      grades: ['New, genuine (OEM)'],
    });
    await expect(page).toHaveURL(/\/dashboard\/spare-parts\/spare-part-requests\/edit\/[0-9a-f-]{36}$/);
    requestId = page.url().split('/').at(-1) ?? '';
    await requests.addPart({
      name: 'Oil filter',
      category: 'Filters',
      quantity: 1,
      grades: ['New, quality aftermarket', 'Tokunbo (used, imported)'],
    });
    await expect(page.getByTestId('parts-count')).toHaveText('2 of 20');
    await shootAtBothWidths(page, 'spare-part-request-draft');
  });

  await test.step('submits it to suppliers: the request opens with the suppliers asked', async () => {
    await requests.main.getByRole('button', { name: 'Submit to suppliers' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/spare-parts/spare-part-requests/show/${requestId}$`));
    await expect(requests.status).toHaveText('Open');
    const sent = await dataOf<SparePartRequestDto>(
      await page.request.get(apiUrl(sparePartRequestsApi.getSparePartRequest, { id: requestId })),
    );
    expect(sent.invitedSuppliers).toBeGreaterThanOrEqual(1);
    await expect(requests.invitedSuppliers).toHaveText(
      `${sent.invitedSuppliers} supplier${sent.invitedSuppliers === 1 ? '' : 's'}`,
    );
    const parts = page.getByRole('region', { name: '2 parts' });
    await expect(parts.getByText('Front brake pads')).toBeVisible();
    await expect(parts.getByText('Oil filter')).toBeVisible();
    await shootAtBothWidths(page, 'spare-part-request-open');
  });

  await test.step('the supplier finds the invitation and opens it: the area and the parts, never the street', async () => {
    const supplier = await supplierContext.newPage();
    await blockNewsletterPopup(supplier);
    await supplier.setViewportSize({ width: 360, height: 800 });
    await supplier.goto('/dashboard/spare-parts');
    await expect(supplier).toHaveURL(/\/dashboard\/spare-parts\/my-quotations$/);
    await expect(supplier.getByTestId('invitations-count')).toContainText('waiting');
    await shootAtBothWidths(supplier, 'supplier-quotations-hub');
    await supplier.getByRole('link', { name: /Invitations to quote/ }).click();
    const card = supplier.locator(`a[href$="/show-request/${requestId}"]`);
    await expect(card).toContainText('Enugu');
    await expect(card).toContainText('2019 Toyota Corolla · 2 parts');
    await shootAtBothWidths(supplier, 'supplier-invitations');
    await card.click();
    await expect(supplier.getByTestId('invited-area')).toContainText('Enugu');
    const parts = supplier.getByRole('region', { name: '2 parts' });
    await expect(parts.getByText('Front brake pads')).toBeVisible();
    await expect(parts.getByText('Oil filter')).toBeVisible();
    await expect(supplier.getByText('Zik Avenue')).toHaveCount(0);
    await expect(supplier.getByText('Ngozi')).toHaveCount(0);
    await shootAtBothWidths(supplier, 'supplier-invited-request');
    await supplierContext.close();
  });
});
