import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The signed-in area's navigation: a side menu from 1024 px up, a bar at the bottom of the screen below that, whose
 * More button opens a sheet with the entries that do not fit. Only the one the width shows is visible, so the
 * lookups below find that one. Names are the English ones.
 */
export class DashboardNav {
  constructor(private readonly page: Page) {}

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Dashboard' });
  }

  get moreButton(): Locator {
    return this.nav.getByRole('button', { name: 'More' });
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: 'More' });
  }

  /** A role's heading above its entries (shown when the user has entries of several roles). */
  heading(name: string): Locator {
    return this.nav.getByRole('heading', { name });
  }

  /** The entries on the menu or the bar (not those inside the More sheet). */
  get links(): Locator {
    return this.nav.getByRole('link');
  }

  /** The entry marked as the current page, on the bar or the menu, or inside the More sheet when it is open. */
  get current(): Locator {
    return this.page.locator('nav [aria-current="page"]').filter({ visible: true });
  }

  /** Every entry's name, in order: the bar's and then the More sheet's (closed again afterwards). */
  async entryNames(): Promise<string[]> {
    await expect(this.nav).toBeVisible();
    const names = await this.links.allInnerTexts();
    if (!(await this.moreButton.isVisible())) return names.map((name) => name.trim());
    await this.moreButton.click();
    await expect(this.sheet).toBeVisible();
    const more = await this.sheet.getByRole('link').allInnerTexts();
    await this.closeSheet();
    return [...names, ...more].map((name) => name.trim());
  }

  async openMore() {
    await this.moreButton.click();
    await expect(this.sheet).toBeVisible();
  }

  async closeSheet() {
    await this.sheet.getByRole('button', { name: 'Close' }).click();
    await expect(this.sheet).toBeHidden();
  }

  /** Follows an entry, from the bar or menu, or from the More sheet when it is there. */
  async go(name: string) {
    const link = this.nav.getByRole('link', { name, exact: true });
    if (await link.isVisible()) {
      await link.click();
      return;
    }
    await this.openMore();
    await this.sheet.getByRole('link', { name, exact: true }).click();
    await expect(this.sheet).toBeHidden();
  }
}

/** The overview's card for a role other than vehicle owner ("Technician account"). */
export function roleCard(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name });
}
