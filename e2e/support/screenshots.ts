import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Screenshots kept for people to look at (git-ignored): e2e/screenshots/<name>. */
export function screenshotPath(name: string): string {
  return path.join(import.meta.dirname, '..', 'screenshots', name);
}

/**
 * Waits until the page looks finished: its fonts and its eager images are loaded and nothing shown is still loading
 * (a spinner, a skeleton, an element marked aria-busy). With `inView`, only what is inside the window counts: a
 * section further down may load only once it is scrolled near. The caller has already waited for the content the
 * picture is about.
 */
export async function settle(
  page: Page,
  { inView = false, loaders = true }: { inView?: boolean; loaders?: boolean } = {},
): Promise<void> {
  await page.waitForFunction(
    ({ onlyInView, waitForLoaders }) => {
      if (document.fonts.status !== 'loaded') return false;
      if (Array.from(document.images).some((image) => image.loading !== 'lazy' && !image.complete)) return false;
      const shown = (element: Element) => {
        if (!element.checkVisibility()) return false;
        if (!onlyInView) return true;
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
      };
      if (!waitForLoaders) return true;
      const loading = document.querySelectorAll('[aria-busy="true"], .animate-spin, .animate-pulse');
      return !Array.from(loading).some(shown);
    },
    { onlyInView: inView, waitForLoaders: loaders },
    // The same net for a hang as the assertions' timeout.
    { timeout: 60_000 },
  );
}

export interface ShotOptions {
  /** The whole page (the default) or only the window (a header, an open menu, a modal). */
  fullPage?: boolean;
  /** Scroll to the top first (the default for full pages: a sticky header would show in the middle). */
  scrollToTop?: boolean;
  /** Slide-ins and transitions shown at their end state, whatever the machine's speed. */
  animations?: 'disabled' | 'allow';
  /** Wait for spinners and skeletons to go (the default); off for a page that shows them on purpose. */
  loaders?: boolean;
}

/**
 * A picture of the page at its current width, e2e/screenshots/<name>-<width>.png, once the page has settled and
 * after checking nothing scrolls sideways.
 */
export async function shoot(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  const { fullPage = true, scrollToTop = fullPage, animations = 'allow', loaders = true } = options;
  const width = page.viewportSize()?.width ?? 0;
  await settle(page, { inView: !fullPage, loaders });
  if (scrollToTop) await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(`${name}-${width}.png`), fullPage, animations });
}

/** `shoot` at 360 px (800 high) and at 1280 px (900 high), then the page back at the size it had. */
export async function shootAtBothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? { width: 360, height: 800 };
  for (const size of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await shoot(page, name);
  }
  await page.setViewportSize(before);
}

/** A picture of the window as it is (an open menu or dialog), without the checks of `shoot`. */
export async function snap(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: screenshotPath(`${name}-${width}.png`) });
}
