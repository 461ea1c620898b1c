import { expect, test } from '@playwright/test';
import { contentApi } from '@fleetcare/shared';
import { RequestCallDialog, SiteHeader, SlideInMenu } from '../../pages/shell.ts';
import { waitForApi, waitForApiRequest } from '../../support/api.ts';
import { randomIp } from '../../support/people.ts';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });

test('a visitor requests a call from the Help menu: validation errors first, then the success toast', async ({
  page,
}) => {
  const header = new SiteHeader(page);
  const requestCall = new RequestCallDialog(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await header.requestCallFromHelp();
  await expect(requestCall.dialog).toBeVisible();
  await expect(requestCall.countryCode).toHaveValue('NG');

  await requestCall.submit();
  await expect(requestCall.error('Enter your full name.')).toBeVisible();
  await expect(requestCall.error('Enter your phone number with its country code.')).toHaveCount(1);
  await expect(requestCall.error('Choose what the call is about.')).toBeVisible();

  await requestCall.fill({ fullName: 'Chidi Eze', phone: '0803 123 4567', about: 'Vehicle' });
  const sent = waitForApiRequest(page, contentApi.createCallRequest);
  await requestCall.submit();
  expect((await sent).postDataJSON()).toEqual({
    fullName: 'Chidi Eze',
    fullPhoneNumber: '+2348031234567',
    category: 'vehicle',
  });
  await expect(page.getByText('Your request has been received. We will call you shortly.')).toBeVisible();
  await expect(requestCall.dialog).toBeHidden();
  await expect(header.helpButton()).toBeFocused();
});

test('the modal closes with Escape, and its code is loaded only when it is opened', async ({ page }) => {
  const header = new SiteHeader(page);
  const requestCall = new RequestCallDialog(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page view is sent once the app shell has mounted: by then every script the start-up asks for is asked for.
  const started = waitForApi(page, contentApi.recordPageView);
  await page.goto('/');
  await expect(header.helpButton()).toBeVisible();
  await page.waitForLoadState('load');
  await started;
  expect(scripts.filter((url) => /request-call-dialog|formik|libphonenumber/.test(url))).toEqual([]);
  await header.requestCallFromHelp();
  await expect(requestCall.dialog).toBeVisible();
  expect(scripts.some((url) => url.includes('request-call-dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(requestCall.dialog).toBeHidden();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the slide-in menu opens the modal, and closing it gives the focus back to the menu button', async ({
    page,
  }) => {
    const menu = new SlideInMenu(page);
    const requestCall = new RequestCallDialog(page);
    await page.goto('/');
    await menu.openButton.click();
    await menu.requestCall();
    await expect(requestCall.dialog).toBeVisible();
    await expect(menu.panel).toHaveCount(0);
    await requestCall.cancel();
    await expect(requestCall.dialog).toBeHidden();
    await expect(menu.openButton).toBeFocused();
  });
});
