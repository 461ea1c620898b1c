import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi } from '../../pages/demo.ts';
import { randomIp } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';

const PROFILE = '/dashboard/settings/technician-profile';

for (const width of [360, 1280]) {
  test(`at ${width} px the demo technician switches off duty and back on from the technician profile, and the saved state stays after a reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    await signInByApi(page.request, DEMO_ACCOUNTS.technician);
    await page.goto(PROFILE);
    const duty = page.getByRole('switch', { name: 'On duty' });
    await expect(duty).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: 'Where you work' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trades and skills' })).toBeVisible();
    await shoot(page, 'technician-profile');

    await duty.click();
    await expect(duty).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('No requests come to you until you switch on duty again.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'On duty' })).toHaveAttribute('aria-checked', 'false');

    // The demo technician is left on duty, as the demo data has them.
    await page.getByRole('switch', { name: 'On duty' }).click();
    await expect(page.getByRole('switch', { name: 'On duty' })).toHaveAttribute('aria-checked', 'true');
  });
}
