import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenOf } from '@fleetcare/shared';
import { blockNewsletterPopup } from '../../pages/content.ts';
import { signInByApi } from '../../pages/demo.ts';
import { NotFoundPage } from '../../pages/shell.ts';
import { randomIp } from '../../support/people.ts';
import { settle } from '../../support/screenshots.ts';

/**
 * Every link the app offers leads somewhere, and every page it leads to passes axe: as a visitor and as each demo
 * role, at phone and desktop width, the crawl opens the landing page and /dashboard, opens every menu there (the
 * header's, the account menu, the slide-in menu, the dashboard's navigation) and follows each link once. A visit
 * fails on a 404 answer, the not-found page, an uncaught error in the page, or a serious or critical axe finding.
 */

/**
 * The demo accounts every fresh database has (server/src/db/demo-accounts.ts); the admins sign in with two-step
 * verification and start from the admin panel's home too, whose menu lists every resource their privileges allow.
 */
const personas = [
  { name: 'visitor' },
  { name: 'customer', email: 'customer@demo.fleetcare.ng' },
  { name: 'business', email: 'business@demo.fleetcare.ng' },
  { name: 'technician', email: 'technician@demo.fleetcare.ng' },
  { name: 'supplier', email: 'supplier@demo.fleetcare.ng' },
  { name: 'admin', email: 'admin@demo.fleetcare.ng', admin: true },
  { name: 'support admin', email: 'support@demo.fleetcare.ng', admin: true },
] as const;

const widths = [360, 1280] as const;
const startPagesOf = (persona: (typeof personas)[number]) =>
  'admin' in persona ? ['/', '/dashboard', '/admin-panel'] : ['/', '/dashboard'];

/** Links the crawl leaves alone: the API, the development outbox, mail and phone links. */
const skipped = [/^\/api\//, /^\/dev\//];

/** WCAG 2.2's target size and the name-holds-the-label check are off in axe by default: the crawl asks for both. */
const extraRules = { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } };

interface Problem {
  persona: string;
  width: number;
  page: string;
  what: string;
}

/**
 * A page counts once per width: the screen's pattern and the query ("/dashboard/fleet/show/:vehicleId" once, however
 * many vehicles link to it). A public page looks the same to every role below the header, and each role's header is
 * checked on its start pages: the first persona to reach a page checks it.
 */
const checked = new Set<string>();
const pageKey = (width: number, url: URL) => `${width} ${screenOf(url.pathname) ?? url.pathname}${url.search}`;

/** Every same-origin link now in the document, as a path with its query (the hash goes: it is the same page). */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !skipped.some((pattern) => pattern.test(url.pathname)))
    .map((url) => `${url.pathname}${url.search}`);
}

/** axe's serious and critical findings on the page as it is, one line each: rule, impact, what it wants, where. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: extraRules }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `axe ${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`,
      ),
    );
}

/** Opens a path and says what is wrong there: a 404, the not-found page, axe's serious and critical findings. */
async function visit(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  const response = await page.goto(path);
  if (response?.status() === 404) found.push('the server answered 404');
  // What is in the window has loaded (sections further down load as they are scrolled near).
  await settle(page, { inView: true });
  if (await new NotFoundPage(page).heading.isVisible()) found.push('the not-found page shows');
  return [...found, ...(await axeFindings(page))];
}

/**
 * Opens, in turn, each closed menu button of the header and the navigation (the Services and Help menus, the bell,
 * the account menu, the slide-in menu, the dashboard's More sheet), lets `whileOpen` look, and closes it with Escape.
 */
async function withEachMenuOpen(page: Page, whileOpen: (menu: string) => Promise<void>): Promise<void> {
  const toggles = page.locator('header button[aria-expanded="false"], nav button[aria-expanded="false"]');
  const count = await toggles.count();
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles.nth(index);
    if (!(await toggle.isVisible())) continue;
    const menu = (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText()).trim();
    await toggle.click();
    await settle(page, { inView: true });
    await whileOpen(menu);
    await page.keyboard.press('Escape');
    await expect(page.locator('[aria-expanded="true"]'), `the ${menu} menu closes on Escape`).toHaveCount(0);
  }
}

function describeProblems(problems: readonly Problem[]): string {
  return problems.map(({ persona, width, page, what }) => `${persona} at ${width} px on ${page}: ${what}`).join('\n');
}

test.describe.configure({ mode: 'serial' });

// One test per persona and width: each is a safety net for a hang of its own size, and a retry repeats one width.
for (const persona of personas) {
  const who = persona.name === 'visitor' ? 'a visitor' : `the demo ${persona.name}`;
  for (const width of widths) {
    test(`as ${who} at ${width} px, every link of the header, the menus, the footer, the dashboard and the landing page leads to a page without errors or serious accessibility faults`, async ({
      page,
    }) => {
      const problems: Problem[] = [];
      let current = '';
      const report = (where: string, found: readonly string[]) => {
        for (const what of found) problems.push({ persona: persona.name, width, page: where, what });
      };
      page.on('pageerror', (error) => report(current, [`uncaught ${error.name}: ${error.message}`]));
      await blockNewsletterPopup(page);
      await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
      if ('email' in persona) await signInByApi(page.request, persona.email);

      let pages = 0;
      await page.setViewportSize({ width, height: 800 });
      const toFollow = new Set<string>();
      for (const start of startPagesOf(persona)) {
        current = start;
        const found = await visit(page, start);
        const seen = new Set(found);
        pages += 1;
        checked.add(pageKey(width, new URL(page.url())));
        for (const link of await linksOn(page)) toFollow.add(link);
        await withEachMenuOpen(page, async (menu) => {
          for (const link of await linksOn(page)) toFollow.add(link);
          // What the open menu adds to the page's own findings.
          for (const what of await axeFindings(page)) {
            if (seen.has(what)) continue;
            seen.add(what);
            found.push(`with the ${menu} menu open, ${what}`);
          }
        });
        report(start, found);
      }
      for (const link of toFollow) {
        const key = pageKey(width, new URL(link, page.url()));
        if (checked.has(key)) continue;
        checked.add(key);
        current = link;
        report(link, await visit(page, link));
        pages += 1;
      }

      test.info().annotations.push({ type: 'pages checked', description: String(pages) });
      expect(problems, `\n${describeProblems(problems)}\n`).toEqual([]);
    });
  }
}
