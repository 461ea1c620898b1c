import { expect, test } from '@playwright/test';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a visitor requests a call from the Help menu: validation errors first, then the success toast', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Request a call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a call' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('NG');

  await dialog.getByRole('button', { name: 'Request a call' }).click();
  await expect(dialog.getByText('Enter your full name.')).toBeVisible();
  await expect(dialog.getByText('Enter your phone number with its country code.')).toHaveCount(1);
  await expect(dialog.getByText('Choose what the call is about.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Chidi Eze');
  await dialog.getByRole('textbox', { name: 'Phone number without the country code' }).fill('0803 123 4567');
  await dialog.getByRole('radio', { name: 'Vehicle' }).check();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/users/create_call_request'));
  await dialog.getByRole('button', { name: 'Request a call' }).click();
  expect((await sent).postDataJSON()).toEqual({
    fullName: 'Chidi Eze',
    fullPhoneNumber: '+2348031234567',
    category: 'vehicle',
  });
  await expect(page.getByText('Your request has been received. We will call you shortly.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Help' })).toBeFocused();
});

test('the modal closes with Escape, and its code is loaded only when it is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /request-call-dialog|formik|libphonenumber/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Request a call' }).click();
  await expect(page.getByRole('dialog', { name: 'Request a call' })).toBeVisible();
  expect(scripts.some((url) => url.includes('request-call-dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Request a call' })).toBeHidden();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the slide-in menu opens the modal, and closing it gives the focus back to the menu button', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Request a call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a call' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
