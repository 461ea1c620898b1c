import { expect, type Page } from '@playwright/test';

/**
 * Target sizes for touch (WCAG 2.2, 2.5.8, with FleetCare's own floor for main actions): everything that can be
 * tapped in the page's main region, its open dialogs and its notices is at least 24×24 px, and a form's submit
 * button is at least 44 px tall. What is tapped is measured: a checkbox or radio inside its label is the label, a
 * link stretched over its card (an ::after over the card) is the card. Links inside running text (.prose, written
 * articles) are excepted, as WCAG excepts them.
 */
export async function expectTapTargets(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const scopes = document.querySelectorAll('main, [role="dialog"], [role="alertdialog"], [aria-live] > ul > li');
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"]';
    const found: string[] = [];
    const seen = new Set<Element>();

    /** The box a tap lands in: the label around a control, the card a stretched link covers, else the element. */
    const tapBox = (element: HTMLElement): DOMRect => {
      if (element instanceof HTMLInputElement && element.closest('label')) {
        return (element.closest('label') as HTMLElement).getBoundingClientRect();
      }
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).position !== 'static') return parent.getBoundingClientRect();
        }
      }
      return element.getBoundingClientRect();
    };

    for (const scope of Array.from(scopes)) {
      for (const element of Array.from(scope.querySelectorAll<HTMLElement>(selector))) {
        if (seen.has(element)) continue;
        seen.add(element);
        if (element.closest('.prose')) continue;
        if (!element.checkVisibility()) continue;
        // A visually hidden control (a file input behind its label, a radio drawn as a chip) is tapped through its
        // label; one without a label is left to the screen readers that reach it.
        const own = element.getBoundingClientRect();
        const srOnly = own.width <= 1 || own.height <= 1;
        if (srOnly && !(element instanceof HTMLInputElement && element.closest('label'))) continue;
        const box = tapBox(element);
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
        const what = `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
        // Half a pixel of rounding is allowed for.
        if (box.width < 23.5 || box.height < 23.5) found.push(`${what} is under 24×24 px`);
        else if (element instanceof HTMLButtonElement && element.type === 'submit' && box.height < 43.5) {
          found.push(`${what}: a form's submit button is under 44 px tall`);
        }
      }
    }
    return found;
  });
  const width = page.viewportSize()?.width ?? 0;
  expect(problems, `targets too small to tap at ${width} px on ${page.url()}`).toEqual([]);
}
