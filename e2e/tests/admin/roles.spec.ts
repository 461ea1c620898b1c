import { expect, test } from '@playwright/test';
import { confirmedAccount } from '../../factories/users.ts';
import { AdminPanel, RolesPage } from '../../pages/admin.ts';
import { DEMO_ACCOUNTS, signInOnPage } from '../../pages/demo.ts';
import { NotFoundPage } from '../../pages/shell.ts';
import { LoginPage, TwoFactorSettingsPage } from '../../pages/users.ts';
import { randomIp, uniqueEmail } from '../../support/people.ts';
import { shoot } from '../../support/screenshots.ts';
import { freshTotpCode } from '../../support/two-step.ts';

/*
 * Role management: a super admin makes an existing account an admin; the new admin is sent to turn on two-step
 * sign-in first, then sees only what the role allows; a revoked role takes effect on their next request; nobody can
 * revoke their own super-admin role. And the demo support admin's panel has only the support role's lists.
 */

test('the demo admin makes a customer a finance admin, who sets up two-step sign-in first, and revokes the role again; their own super-admin role cannot be revoked', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  const otherContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const other = await otherContext.newPage();
  const person = await confirmedAccount(other.request);
  const roles = new RolesPage(page);

  await test.step('the demo admin opens Roles in the panel', async () => {
    await new LoginPage(page).goto('/admin-panel');
    await signInOnPage(page, DEMO_ACCOUNTS.admin, /\/admin-panel$/);
    await new AdminPanel(page).menu.getByRole('link', { name: 'Roles' }).click();
    await expect(roles.heading).toBeVisible();
    await expect(roles.rolesOf(DEMO_ACCOUNTS.admin)).toHaveText(['Super admin']);
  });

  await test.step('an address without an account cannot be made an admin', async () => {
    const add = await roles.addAdmin();
    await add.fill({ 'Email of their FleetCare account': uniqueEmail('nobody') });
    await add.choose('Role', 'Finance');
    await add.submitRefused({ reason: 'Joins the finance team.' });
    await expect(
      add.dialog.getByText('No FleetCare account uses this email. Ask the person to sign up first.'),
    ).toBeVisible();
    await add.dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('the customer is made a finance admin', async () => {
    const add = await roles.addAdmin();
    await add.fill({ 'Email of their FleetCare account': person.email });
    await add.choose('Role', 'Finance');
    await add.submit({ reason: 'Joins the finance team.' });
    await expect(page.getByText('Admin added.')).toBeVisible();
    await expect(roles.rolesOf(person.email)).toHaveText(['Finance']);
    await shoot(page, 'admin-roles');
  });

  await test.step('the new admin is sent to turn on two-step sign-in before the panel opens', async () => {
    await other.goto('/admin-panel');
    await expect(other.getByRole('heading', { name: 'Turn on two-factor authentication first' })).toBeVisible();
    await other.getByRole('link', { name: 'Turn on two-factor authentication' }).click();
    const settings = new TwoFactorSettingsPage(other);
    await expect(settings.qrCode).toBeVisible();
    const secret = ((await settings.secret.textContent()) ?? '').replace(/\s/g, '');
    await settings.turnOn(await freshTotpCode(secret));
    await expect(other.getByText('Your authenticator app is set up. Signing in asks for its code.')).toBeVisible();
  });

  await test.step('then the panel shows what finance may use, and not role management or the audit log', async () => {
    const panel = new AdminPanel(other);
    await panel.goto();
    await expect(panel.menu.getByRole('link', { name: 'Coupons' })).toBeVisible();
    await expect(panel.menu.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(panel.menu.getByRole('link', { name: 'Admins' })).toHaveCount(0);
    await expect(panel.menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  });

  await test.step('the super admin revokes the role: the next page the person opens in the panel is not found', async () => {
    const revoke = await roles.roleAction(person.email, 'Revoke a role');
    await revoke.choose('Role', 'Finance');
    await revoke.submit({ reason: 'Left the finance team.', confirm: true });
    await expect(page.getByText('Role revoked.')).toBeVisible();
    await expect(roles.admin(person.email)).toHaveCount(0);

    await other.goto('/admin-panel');
    await expect(new NotFoundPage(other).heading).toBeVisible();
  });

  await test.step('revoking their own super-admin role is refused, and they keep it', async () => {
    const revoke = await roles.roleAction(DEMO_ACCOUNTS.admin, 'Revoke a role');
    await revoke.choose('Role', 'Super admin');
    await revoke.submitRefused({ reason: 'Testing the safety net.', confirm: true });
    await expect(revoke.error).toContainText('You cannot remove the last super admin role you hold yourself.');
    await revoke.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(roles.rolesOf(DEMO_ACCOUNTS.admin)).toHaveText(['Super admin']);
  });

  await otherContext.close();
});

test('the demo support admin sees only the support role’s lists, and no role management', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await new LoginPage(page).goto('/admin-panel');
  await signInOnPage(page, DEMO_ACCOUNTS.supportAdmin, /\/admin-panel$/);
  const panel = new AdminPanel(page);
  await expect(panel.heading).toBeVisible();
  for (const allowed of ['Users', 'Vehicles', 'Call requests', 'Payments']) {
    await expect(panel.menu.getByRole('link', { name: allowed, exact: true })).toBeVisible();
  }
  for (const refused of ['Admins', 'Coupons', 'Ledger', 'Blog posts', 'Audit log']) {
    await expect(panel.menu.getByRole('link', { name: refused, exact: true })).toHaveCount(0);
  }
  await shoot(page, 'admin-panel-support-home');

  await page.goto('/admin-panel/resources/admins/list');
  await expect(page.getByText('This list does not exist, or your roles do not let you read it.')).toBeVisible();
  await page.goto('/admin-panel/roles');
  await expect(page.getByText('Managing roles needs the roles privilege, which your roles do not give.')).toBeVisible();
});
