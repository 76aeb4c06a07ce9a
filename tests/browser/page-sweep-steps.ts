import type { Page, Response } from '@playwright/test';
import { hero } from '@/content/home';
import { APP_PAGE } from './app-page';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { violationLog } from './csp-report-log';
import { appLive, expect, openPage, type PageProblems } from './fixtures';
import {
  aboutPage,
  fadesIn,
  homeBookACall,
  homeFaqSteps,
  homeSections,
  journalTeaser,
  keywordLooks,
  keywordsFollowNavigation,
  longText,
  servicePageSteps,
  servicesPage,
  serviceTeasers,
  teasersStack,
  testimonialsSection,
  viewPricing,
} from './page-sweep-marketing';

/** A sweep through pages in one context: its page, what the current page logged, and the sitemap's paths. */
export interface Sweep {
  page: Page;
  problems: PageProblems;
  /** The viewport's width. */
  width: number;
  /** Every console line of the current page. */
  logged: string[];
  sitemap: string[];
}

/** A check of the page the sweep is on, named as the test it once was. */
export interface PageStep {
  title: string;
  run: (sweep: Sweep, response: Response | null) => Promise<void>;
}

/** A page's own checks: those of the page as it loaded, and those that use it or go on from it. */
export interface PageSteps {
  untouched?: PageStep[];
  then?: PageStep[];
}

export interface SweepSteps {
  pages: Record<string, PageSteps>;
  /** Addresses no built page answers as itself: each step opens what it checks. */
  elsewhere: Record<string, PageStep[]>;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The mean luminance (0 black to 1 white) of a PNG, decoded in a blank page of the same browser. */
async function meanLuminance(page: Page, png: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      for (let index = 0; index < data.length; index += 4) {
        sum += (0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!) / 255;
      }
      return sum / (data.length / 4);
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

/**
 * The system's scheme switched on a page already shown fades its colours
 * in: measured where they end, in a frame drawn in the new scheme, as a page
 * loaded in that scheme shows them.
 */
async function settledInScheme(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

const illustrations = (width: number): PageStep => ({
  title: `the illustrations follow the dark theme, not bright panels on a dark page (${width}px)`,
  run: async ({ page }) => {
    const path = pathOf(page);
    for (const [scheme, dark] of [
      ['light', false],
      ['dark', true],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settledInScheme(page);
      const illustration = page.locator('main img').first();
      await illustration.scrollIntoViewIfNeeded();
      await expect(illustration).toHaveJSProperty('complete', true);
      const luminance = await meanLuminance(page, await illustration.screenshot());
      if (dark) expect(luminance, `${path} in the dark theme`).toBeLessThan(0.35);
      else expect(luminance, `${path} in the light theme`).toBeGreaterThan(0.65);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await settledInScheme(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  },
});

const notFoundFits: PageStep = {
  title: 'the not-found pages fit the screen, their search button in view',
  run: async ({ page, width }) => {
    const path = pathOf(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeInViewport({
      ratio: 1,
    });
  },
};

const NOT_FOUND_SEARCHES = 'the not-found page searches the articles and links to the main sections';

/** The not-found page's sections and search, from a not-found page that is live. */
async function searchFromNotFound(page: Page): Promise<void> {
  const sections = page.getByRole('navigation', { name: 'Main sections' });
  await expect(sections.getByRole('link')).toHaveText([
    'Services',
    'Pricing',
    'Insights, the Journal',
    'Education',
    'About',
    'Contact',
  ]);

  await page.getByRole('searchbox', { name: 'Search our articles' }).fill('minimalism');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\?q=minimalism$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
  await expect(page.getByRole('searchbox').first()).toHaveValue('minimalism');
}

const mistypedService: PageStep = {
  title: 'a mistyped service URL goes on to the service it meant',
  run: async ({ page }) => {
    await page.goto('/services/web-funnels');
    await expect(page).toHaveURL(/\/services\/web-funnel$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Web Funnels/);
  },
};

const articleNotFound: PageStep = {
  title: "the 'Article not found' toast says where the visitor is going",
  run: async ({ page }) => {
    await openPage(page, '/blog/no-such-article');
    const toast = page.getByRole('alertdialog', { name: 'Article not found' });
    await expect(toast).toContainText('It may have moved. Here are all our articles.');
    await expect(page).toHaveURL(/\/blog$/);
  },
};

const sectionCrumbs = (crumbs: readonly [string, string, string]): PageStep => ({
  title: 'a section that is no page of its own is a crumb without a link, and not the current page',
  run: async ({ page }) => {
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText([...crumbs]);
    await expect(trail.getByRole('link')).toHaveText(['Home']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText([crumbs[2]]);
  },
});

const measuredWithToken = (path: string): PageStep => ({
  title: `${path} has no accessibility violations in any theme`,
  run: async ({ page }) => {
    await openPage(page, path);
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  },
});

const noViolationReported: PageStep = {
  title: 'no page of the site had a violation reported',
  run: async ({ page }) => {
    const reported = await (await violationLog(new URL(page.url()).origin))();
    expect(reported.filter((item) => !item.data.document?.includes('/contact?csp-test'))).toEqual([]);
  },
};

const footerSections: PageStep = {
  title: 'the footer has the spec sections and the current year',
  run: async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
    // All eight services, in the services page's order.
    await expect(footer.getByRole('region', { name: 'Services' }).getByRole('link')).toHaveText([
      'Influencer Marketing',
      'Web Funnels',
      'Content Strategy',
      'PPC Advertising',
      'Social Media Ads',
      'SEO',
      'Strategy Consulting',
      'Branding',
    ]);
    await expect(footer.getByRole('region', { name: 'Resources' }).getByRole('link')).toHaveText([
      'Insights',
      'Business Examples',
      'Pricing',
      'About',
      'Contact',
      'Privacy',
    ]);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Clear North`);
    // Social links show only when configured, and this build configures none.
    await expect(footer.getByRole('link', { name: /Twitter|Instagram|LinkedIn/ })).toHaveCount(0);
  },
};

// No signed-off quote yet: no section that says they are on their way, and no link to one.
const noTestimonials: PageStep = {
  title: 'without testimonials the footer has no Testimonials link and the home page no such section',
  run: async ({ page }) => {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' })).toHaveCount(0);
    await expect(page.locator('#testimonials')).toHaveCount(0);
    await expect(page.getByText('Client stories are on their way')).toHaveCount(0);
  },
};

const compactHeader: PageStep = {
  title: 'the header turns compact after 20px of scroll',
  run: async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-compact');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-compact');
  },
};

const skipLinks: PageStep = {
  title: 'skip links move focus to the main content and the navigation',
  run: async ({ page }) => {
    await page.keyboard.press('Tab');
    const skipMain = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipMain).toBeFocused();
    await expect(skipMain).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main')).toBeFocused();

    await openPage(page, '/about');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to navigation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeFocused();
  },
};

const signUpAndAdminLogin: PageStep = {
  title: 'the Sign Up tab and the Admin Login dialog have no accessibility violations in any theme',
  run: async ({ page }) => {
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('Send me the Clear North newsletter').click();
    await expect(page.getByRole('checkbox')).toBeChecked();
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
    await page.getByRole('banner').getByRole('button', { name: 'Admin login' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin Login' }).getByLabel('Email')).toBeVisible();
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  },
};

const unknownPath: PageStep = {
  title: 'an unknown path shows the not-found page and logs the path',
  run: async ({ page, problems, logged }, response) => {
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
    expect(problems.hydration).toEqual([]);
  },
};

// From a page that is still an app; a page of islands links to the next page as a document.
const linksInsideTheApp: PageStep = {
  title: 'links navigate inside the app without a full reload',
  run: async ({ page }) => {
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page).toHaveTitle(/Services/);
  },
};

/** The Privacy page's code, held back to make a route change fail. */
const PRIVACY_CHUNK = '**/assets/privacy-*.js';

// From a page that is an app, whose links load the next page's code.
const errorScreenTryAgain: PageStep = {
  title: 'a page that fails to load shows the error screen, and Try Again recovers',
  run: async ({ page }) => {
    const errors: string[] = [];
    const onConsole = (message: { type: () => string; text: () => string }) =>
      message.type() === 'error' && errors.push(message.text());
    page.on('console', onConsole);
    await page.route(PRIVACY_CHUNK, (route) => route.abort('connectionreset'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();

    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(fallback).toContainText(
      "We're sorry, but something unexpected happened. Please try refreshing the page.",
    );
    // Errors are logged with an ISO timestamp prefix.
    expect(errors.some((line) => /^\[\d{4}-\d{2}-\d{2}T[\d:.]+Z\] Uncaught error/.test(line))).toBe(true);
    page.off('console', onConsole);

    await page.unroute(PRIVACY_CHUNK);
    await fallback.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and cookies');
  },
};

const errorScreenRefresh: PageStep = {
  title: 'Refresh Page on the error screen reloads the page',
  run: async ({ page }) => {
    // A page that is an app, whose links load the next page's code.
    await openPage(page, APP_PAGE);
    await page.route(PRIVACY_CHUNK, (route) => route.abort('connectionreset'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    // The chunk must have failed before it is let through again; on a busy machine it is asked for late.
    const refresh = page.getByRole('alert').getByRole('button', { name: 'Refresh Page' });
    await expect(refresh).toBeVisible();
    await page.unroute(PRIVACY_CHUNK);
    const reloaded = page.waitForEvent('load');
    await refresh.click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and cookies');
  },
};

const fullScreenMenu: PageStep = {
  title: 'the full-screen menu lists every page with a tagline and locks scrolling',
  run: async ({ page }) => {
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
    ).toBeHidden();
    await page.getByLabel('Open menu').click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(7);
    await expect(menu.getByRole('link', { name: /Insights\s*The Journal/ })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await menu.getByRole('link', { name: /^Education/ }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/education$/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  },
};

const bottomNavigation: PageStep = {
  title: 'the bottom navigation highlights the current section',
  run: async ({ page }) => {
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Insights' }).click();
    await expect(bar.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  },
};

const TOKEN = 'token=abcdefghijklmno.0.0';

/** What each page must show or do on a desktop, beyond what every page must. */
export const desktopSteps: SweepSteps = {
  pages: {
    '/': {
      untouched: [
        homeSections,
        serviceTeasers,
        longText,
        keywordLooks,
        journalTeaser,
        testimonialsSection,
        noTestimonials,
        illustrations(1280),
        noViolationReported,
      ],
      then: [homeFaqSteps, homeBookACall, keywordsFollowNavigation],
    },
    '/about': { untouched: [aboutPage, footerSections], then: [skipLinks] },
    '/services': { untouched: [servicesPage, compactHeader] },
    '/services/seo': { untouched: [servicePageSteps['/services/seo']!, viewPricing] },
    '/services/influencer-marketing': { untouched: [servicePageSteps['/services/influencer-marketing']!] },
    '/contact': { untouched: [illustrations(1280)] },
    '/blog': { untouched: [illustrations(1280)] },
    '/auth': { then: [signUpAndAdminLogin] },
    '/tools/roi-calculator': { untouched: [sectionCrumbs(['Home', 'Tools', 'ROI Calculator'])] },
    '/newsletter/unsubscribe': { untouched: [sectionCrumbs(['Home', 'Newsletter', 'Unsubscribe'])] },
    '/no-such-page': {
      untouched: [notFoundFits],
      then: [
        unknownPath,
        {
          title: NOT_FOUND_SEARCHES,
          run: async ({ page }) => {
            const response = await page.goto('/no-such-page');
            expect(response?.status()).toBe(404);
            await appLive(page);
            await searchFromNotFound(page);
          },
        },
      ],
    },
    [APP_PAGE]: { then: [linksInsideTheApp, errorScreenTryAgain] },
  },
  elsewhere: {
    '/services/no-such-service': [
      {
        title: 'an unknown service says it was not found and lists every service',
        run: async ({ page }) => {
          const response = await page.goto('/services/no-such-service');
          expect(response?.status()).toBe(404);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
          await expect(page.getByRole('navigation', { name: 'Our services' }).getByRole('link')).toHaveCount(
            8,
          );
          await expect(page).toHaveURL(/\/services\/no-such-service$/);
        },
      },
      notFoundFits,
    ],
    '/services/digital-advertising': [
      {
        title: 'a retired service URL lands on its real service',
        run: async ({ page }) => {
          await page.goto('/services/digital-advertising');
          await expect(page).toHaveURL(/\/services\/ppc-advertising$/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('PPC Advertising');
        },
      },
    ],
    '/services/web-funnels': [mistypedService],
    '/blog/no-such-article': [articleNotFound],
    // The newsletter's links as a mail opens them, with a token.
    [`/newsletter/confirm?${TOKEN}`]: [measuredWithToken(`/newsletter/confirm?${TOKEN}`)],
    [`/newsletter/unsubscribe?${TOKEN}`]: [measuredWithToken(`/newsletter/unsubscribe?${TOKEN}`)],
    [APP_PAGE]: [errorScreenRefresh, fadesIn],
  },
};

/** What each public page must show or do on a phone, beyond what every page must. */
export const mobileSteps: SweepSteps = {
  pages: {
    '/': { untouched: [teasersStack, keywordLooks, illustrations(390)], then: [fullScreenMenu] },
    '/contact': { untouched: [illustrations(390)] },
    '/blog': { untouched: [illustrations(390)] },
    '/services/seo': { then: [bottomNavigation] },
    '/no-such-page': {
      untouched: [notFoundFits],
      then: [
        {
          title: NOT_FOUND_SEARCHES,
          run: async ({ page }, response) => {
            expect(response?.status()).toBe(404);
            await searchFromNotFound(page);
          },
        },
      ],
    },
  },
  elsewhere: {
    '/services/no-such-service': [
      {
        title: 'the not-found pages fit the screen, their search button in view',
        run: async (sweep) => {
          await sweep.page.goto('/services/no-such-service');
          await notFoundFits.run(sweep, null);
        },
      },
    ],
    '/services/web-funnels': [mistypedService],
    '/blog/no-such-article': [articleNotFound],
  },
};
