import type { Page, Response } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { builtPaths } from '../support/prerendered-pages';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { expect, startApp, test, type PageProblems } from './fixtures';
import { measuredByAxe, pageHeadings } from './page-headings';
import { desktopSteps, mobileSteps, type PageStep, type Sweep } from './page-sweep-steps';
import { servedChatTriggers } from './served-chat-triggers';
import { undersizedTargets } from './target-sizes';
import { visitorRoutes } from './visitor-routes';

/*
 * Every page the build wrote is loaded once on a desktop, and every public
 * page once more on a phone, and every check made of a page is made in that
 * one load: its policy, heading and breadcrumbs, coming alive cleanly, its
 * chat triggers as served, its tap targets, its accessibility in every look,
 * and what the page itself must show or do (page-sweep-steps.ts). Each check
 * is a step named as the test it once was; a test sweeps one group of pages
 * in one browser context, each page opened as by a new visitor.
 */

/** The site-wide way to the assistant, in every page's footer. */
const TRIGGER_NAME = 'Ask our assistant';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The actions a visitor presses most, which must be at least 44 px tall. */
const PRIMARY_ACTIONS = [
  { route: '/', role: 'button', name: 'Send Message' },
  { route: '/contact', role: 'button', name: 'Send Message' },
  { route: '/pricing', role: 'link', name: 'Get Started' },
  { route: '/pricing', role: 'link', name: 'Start Growing' },
  { route: '/pricing', role: 'link', name: 'Scale Now' },
  { route: '/services/seo', role: 'link', name: 'Get Your Free Consultation' },
  { route: '/business-examples', role: 'button', name: 'Search Examples' },
  { route: '/blog', role: 'link', name: 'Book a Strategy Call' },
  { route: '/auth', role: 'button', name: 'Sign In' },
] as const;

/** Pages swept together, in one context: by the site's sections. */
const GROUPS: Array<{ name: string; sections: string[] | 'the rest' }> = [
  {
    name: 'the home page and the agency pages',
    sections: ['', 'about', 'education', 'privacy', 'pricing', 'business-examples', 'contact'],
  },
  { name: 'the service pages', sections: ['services'] },
  { name: 'the Journal', sections: ['blog'] },
  { name: 'the account, booking and newsletter pages', sections: ['auth', 'book', 'newsletter'] },
  { name: 'the app pages, resources, tools and the not-found page', sections: 'the rest' },
];

const named = new Set(GROUPS.flatMap((group) => (group.sections === 'the rest' ? [] : group.sections)));
const sectionOf = (path: string) => path.split(/[/?]/)[1] ?? '';
const inGroup = (group: (typeof GROUPS)[number]) => (path: string) =>
  group.sections === 'the rest' ? !named.has(sectionOf(path)) : group.sections.includes(sectionOf(path));

/** Every page the sitemap lists, as a path. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * Readies the test's page for the sweep: a page measured by axe-core is
 * measured at rest, without the newsletter popup (as atRestForMeasuring in
 * ./axe.ts does), and console lines are kept for the page they came from.
 */
async function startSweep(
  page: Page,
  problems: PageProblems,
  width: number,
  atRest: ReadonlySet<string>,
): Promise<Sweep> {
  await page.addInitScript(
    ({ key, paths }) => {
      try {
        if (paths.includes(location.pathname + location.search)) localStorage.setItem(key, 'true');
      } catch {
        // A blank page has no storage.
      }
    },
    { key: STORAGE_KEYS.newsletterPopupShown, paths: [...atRest] },
  );
  const sweep: Sweep = { page, problems, width, logged: [], sitemap: await sitemapPaths(page) };
  page.on('console', (message) => sweep.logged.push(message.text()));
  return sweep;
}

/**
 * Opens the next page as a new visitor would: nothing kept from the page
 * before, and nothing heard from it counted against this one.
 */
async function asNewVisitor(sweep: Sweep, atRest: boolean): Promise<void> {
  const { page } = sweep;
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.context().clearCookies();
  await page.emulateMedia({ reducedMotion: atRest ? 'reduce' : null });
  sweep.problems.errors.length = 0;
  sweep.problems.hydration.length = 0;
  sweep.logged.length = 0;
}

async function runSteps(sweep: Sweep, steps: PageStep[] | undefined, response: Response | null) {
  for (const step of steps ?? []) await test.step(step.title, () => step.run(sweep, response));
}

async function chatTriggersAsServed(sweep: Sweep, path: string, response: Response | null) {
  if (!sweep.sitemap.includes(path)) return;
  await test.step('every page in the sitemap has one chat trigger in its footer, and only Pricing has another', async () => {
    const served = await servedChatTriggers(sweep.page, await response!.text(), TRIGGER_NAME);
    expect(served.inFooter, path).toBe(1);
    expect(served.footerHrefs, path).toEqual(['/contact']);
    expect(served.names, path).toEqual(path === '/pricing' ? ['Quick Chat', TRIGGER_NAME] : [TRIGGER_NAME]);
  });
}

async function tapTargets(sweep: Sweep, path: string) {
  if (!visitorRoutes.includes(path)) return;
  const { page } = sweep;
  await test.step('every link and button on every public page is at least 24 px square, or spaced apart', async () => {
    const failures = (await undersizedTargets(page)).map((failure) => `${path}: ${failure}`);
    expect(failures).toEqual([]);
  });
  const primary = PRIMARY_ACTIONS.filter((action) => action.route === path);
  if (primary.length === 0) return;
  await test.step('the primary actions are at least 44 px tall', async () => {
    for (const { route, role, name } of primary) {
      const box = await page.getByRole('main').getByRole(role, { name, exact: true }).first().boundingBox();
      expect(box?.height, `${name} on ${route}`).toBeGreaterThanOrEqual(44);
    }
  });
}

/** One page, on a desktop: every check of it in one load. */
async function sweepOnDesktop(sweep: Sweep, path: string): Promise<void> {
  const { page, problems } = sweep;
  const route = pageHeadings.find((candidate) => candidate.path === path);
  const measured = measuredByAxe.has(path);
  const steps = desktopSteps.pages[path];
  await test.step(path, async () => {
    await asNewVisitor(sweep, measured);
    const shows = route ? ', shows its heading and breadcrumbs' : '';
    const response =
      await test.step(`${path} is served under the Content-Security-Policy${shows} and comes alive cleanly`, async () => {
        const served = await page.goto(path);
        expect(served?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
        await startApp(page);
        if (route) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
          const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
          if (route.crumbs.length === 0) {
            await expect(trail).toHaveCount(0);
          } else {
            await expect(trail.getByRole('listitem')).toHaveText(route.crumbs);
            // The last crumb is the current page, not a link.
            await expect(trail.getByRole('link')).toHaveCount(route.crumbs.length - 1);
            await expect(trail.locator('[aria-current="page"]')).toHaveText([route.crumbs.at(-1)!]);
          }
          expect(problems.hydration).toEqual([]);
          expect(problems.errors).toEqual([]);
        }
        return served;
      });
    await chatTriggersAsServed(sweep, path, response);
    await tapTargets(sweep, path);
    await runSteps(sweep, steps?.untouched, response);
    // One load, measured in every look: a failure names the look.
    if (measured) {
      await test.step(`${path} has no accessibility violations in any theme`, async () => {
        expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
      });
    }
    await runSteps(sweep, steps?.then, response);
  });
}

/** One public page, on a phone: every check of it in one load. */
async function sweepOnPhone(sweep: Sweep, path: string): Promise<void> {
  const steps = mobileSteps.pages[path];
  await test.step(path, async () => {
    await asNewVisitor(sweep, false);
    const response = await sweep.page.goto(path);
    await startApp(sweep.page);
    await tapTargets(sweep, path);
    await runSteps(sweep, steps?.untouched, response);
    await runSteps(sweep, steps?.then, response);
  });
}

/** Addresses no page of the build answers as itself: each opened once, for what it shows. */
async function sweepElsewhere(
  sweep: Sweep,
  steps: Record<string, PageStep[]>,
  inGroupPath: (path: string) => boolean,
) {
  for (const [path, pageSteps] of Object.entries(steps)) {
    if (!inGroupPath(path)) continue;
    await test.step(path, async () => {
      await asNewVisitor(sweep, measuredByAxe.has(path) || path.includes('?token='));
      await runSteps(sweep, pageSteps, null);
    });
  }
}

test.describe('every page on a desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const group of GROUPS) {
    const paths = builtPaths().filter(inGroup(group));
    const elsewhere = Object.keys(desktopSteps.elsewhere).filter(inGroup(group));
    test(`${group.name}: each served under the policy, alive cleanly, its heading, triggers, targets and accessibility as they must be`, async ({
      page,
      problems,
    }) => {
      test.setTimeout(45_000 * (paths.length + elsewhere.length) + 30_000);
      const atRest = new Set([...measuredByAxe, ...elsewhere.filter((path) => path.includes('?token='))]);
      const sweep = await startSweep(page, problems, DESKTOP.width, atRest);
      if (group.sections !== 'the rest' && group.sections.includes('')) {
        await test.step('every page axe-core measures is a page the build wrote', () => {
          expect([...measuredByAxe].filter((path) => !builtPaths().includes(path))).toEqual([]);
        });
        await test.step('every page in the sitemap is a page the build wrote, and so is swept', () => {
          expect(sweep.sitemap.length).toBeGreaterThan(20);
          expect(sweep.sitemap.filter((path) => !builtPaths().includes(path))).toEqual([]);
        });
      }
      for (const path of paths) await sweepOnDesktop(sweep, path);
      await sweepElsewhere(sweep, desktopSteps.elsewhere, inGroup(group));
    });
  }
});

test.describe(`every public page on a phone @mobile`, () => {
  test.use({ viewport: PHONE });

  for (const group of GROUPS) {
    const paths = visitorRoutes.filter(inGroup(group));
    const elsewhere = Object.keys(mobileSteps.elsewhere).filter(inGroup(group));
    if (paths.length + elsewhere.length === 0) continue;
    test(`${group.name} @mobile: each page's targets, and what it must show on a phone`, async ({
      page,
      problems,
    }) => {
      test.setTimeout(30_000 * (paths.length + elsewhere.length) + 30_000);
      const sweep = await startSweep(page, problems, PHONE.width, new Set());
      for (const path of paths) await sweepOnPhone(sweep, path);
      await sweepElsewhere(sweep, mobileSteps.elsewhere, inGroup(group));
    });
  }
});
