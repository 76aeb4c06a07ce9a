import type { Page } from '@playwright/test';
import { testimonials as testimonialsContent } from '@/content/testimonials';
import { about } from '@/content/about';
import {
  agencyIntro,
  areasServed,
  closingCta,
  expertiseKeywords,
  hero,
  homeFaq,
  industriesServed,
  reasons,
  teaserServiceIds,
} from '@/content/home';
import { serviceCards } from '@/content/service-cards';
import { industries, whyChoose } from '@/content/services-page';
import { details as influencerDetails } from '@/content/services/influencer-marketing';
import { details as seoDetails } from '@/content/services/seo';
import type { ServiceDetails } from '@/content/types';
import { SERVICE_IDS, type ServiceId } from '@/definitions/services';
import { APP_PAGE } from './app-page';
import { expect, openPage, type PageProblems } from './fixtures';
import type { PageStep } from './page-sweep-steps';

function expectCleanPage(problems: PageProblems) {
  expect(problems.hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
}

/*
 * What the marketing pages must show, each check a step of the sweep of
 * every page (page-sweep.spec.ts) on the page it loads there.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

export const homeSections: PageStep = {
  title: 'shows its sections in the spec order, from the hero to the closing call to action',
  run: async ({ page, problems }) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'What we do',
      agencyIntro.heading,
      'Say one clear thing, then prove it',
      'Get In Touch',
      // Only signed-off quotes make a testimonials section.
      ...(testimonialsContent.some((item) => !item.sample) ? ['What clients say'] : []),
      'From the Journal',
      'Frequently Asked Questions',
      closingCta.heading,
    ]);
    const heroSection = main.getByRole('region', { name: hero.headline });
    await expect(heroSection.getByRole('link', { name: 'Start a Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const getInTouch = region(page, 'Get In Touch');
    await expect(getInTouch.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(getInTouch.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(
      region(page, closingCta.heading).getByRole('link', { name: closingCta.action.label }),
    ).toHaveAttribute('href', '/contact');
    expectCleanPage(problems);
  },
};

export const homeBookACall: PageStep = {
  title: "'Book a Call' beside the home form opens the booking page",
  run: async ({ page, problems }) => {
    const call = region(page, 'Get In Touch').getByRole('link', { name: 'Book a Call' });
    await expect(call).toHaveAttribute('href', '/book');
    await call.click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a call' })).toBeVisible();
    expectCleanPage(problems);
  },
};

export const keywordsFollowNavigation: PageStep = {
  title: 'the page keywords follow client-side navigation',
  run: async ({ page }) => {
    const keywords = page.locator('meta[name="keywords"]');
    await openPage(page, '/');
    await expect(keywords).toHaveAttribute('content', expertiseKeywords.join(', '));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.headline);
    await expect(keywords).toHaveCount(0);
    await openPage(page, '/services');
    await expect(keywords).toHaveCount(0);
    await page.getByRole('link', { name: 'See the Method: SEO' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO');
    await expect(keywords).toHaveAttribute('content', seoDetails.keywords.join(', '));
  },
};

export const serviceTeasers: PageStep = {
  title: 'shows six service teasers, the first and fourth wider, and a way to all services',
  run: async ({ page, problems }) => {
    const teaser = region(page, 'What we do');
    const cardLinks = teaser.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(cardLinks).toHaveCount(6);
    const hrefs = await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(teaserServiceIds.map((id) => `/services/${id}`));
    for (const id of teaserServiceIds) expect(SERVICE_IDS).toContain(id);

    const cards = teaser.getByRole('listitem');
    const widths = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().width),
    );
    expect(widths[0]).toBeGreaterThan(widths[1]! * 1.5);
    expect(widths[3]).toBeGreaterThan(widths[2]! * 1.5);
    expect(widths[4]).toBeCloseTo(widths[1]!, 0);

    await expect(teaser.getByRole('link', { name: 'View all services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expectCleanPage(problems);
  },
};

export const longText: PageStep = {
  title: 'the long text section lists every area, industry, keyword and reason',
  run: async ({ page, problems }) => {
    const section = region(page, 'A digital marketing agency in Newcastle that keeps things clear');
    await expect(section.getByRole('heading', { level: 4 })).toHaveText([
      'SEO',
      'PPC advertising',
      'Content marketing',
      'Consulting',
      ...reasons.map((reason) => reason.title),
    ]);
    const list = (name: string) => section.getByRole('list', { name }).getByRole('listitem');
    await expect(list('Areas we serve')).toHaveText(areasServed);
    await expect(list('Industries we work with')).toHaveText(industriesServed);
    await expect(list('Our expertise')).toHaveText(expertiseKeywords);
    // The industries are the eleven the services list names (docs/operations.md, "Content the agency supplies").
    expect([areasServed.length, industriesServed.length, expertiseKeywords.length]).toEqual([15, 11, 20]);
    expectCleanPage(problems);
  },
};

export const keywordLooks: PageStep = {
  title: 'the keyword lists read as words, not as buttons to tap',
  run: async ({ page }) => {
    const keywords = region(page, 'A digital marketing agency in Newcastle that keeps things clear')
      .getByRole('list', { name: 'Our expertise' })
      .getByRole('listitem');
    const looks = await keywords.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return { border: style.borderTopWidth, background: style.backgroundColor, cursor: style.cursor };
      }),
    );
    expect(looks.length).toBeGreaterThan(0);
    for (const look of looks)
      expect(look).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)', cursor: 'auto' });
  },
};

export const homeFaqSteps: PageStep = {
  title: 'the FAQ opens one answer at a time and closes the open one',
  run: async ({ page, problems }) => {
    const faq = region(page, 'Frequently Asked Questions');
    // Each question is a <details> summary: the browser's own disclosure, working before any script.
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(12);
    await expect(questions).toHaveText(homeFaq.map((item) => item.question));

    const [first, second] = [questions.nth(0), questions.nth(1)];
    const isOpen = (question: typeof first) =>
      question.evaluate((summary) => summary.closest('details')!.open);
    await expect(faq.getByText(homeFaq[0]!.answer)).toBeHidden();
    await first.click();
    expect(await isOpen(first)).toBe(true);
    await expect(faq.getByText(homeFaq[0]!.answer)).toBeVisible();

    await second.click();
    expect(await isOpen(second)).toBe(true);
    expect(await isOpen(first)).toBe(false);
    await expect(faq.getByText(homeFaq[0]!.answer)).toBeHidden();
    await expect(faq.getByText(homeFaq[1]!.answer)).toBeVisible();

    await second.click();
    expect(await isOpen(second)).toBe(false);
    await expect(faq.getByText(homeFaq[1]!.answer)).toBeHidden();
    expectCleanPage(problems);
  },
};

export const journalTeaser: PageStep = {
  title: 'the Journal teaser shows three real articles, the later two dated',
  run: async ({ page, problems }) => {
    const blog = page.locator('section#blog');
    await expect(blog).toHaveAccessibleName('From the Journal');
    const links = blog.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect((await page.request.get(href)).status()).toBe(200);
    }
    const dates = blog.locator('time');
    await expect(dates).toHaveCount(3);
    await expect(dates.nth(1)).toHaveText(/^\d{1,2}\s*[A-Z][a-z]{2,3}$/);
    await expect(dates.nth(2)).toHaveText(/^\d{1,2}\s*[A-Z][a-z]{2,3}$/);
    await expect(blog.getByText(/\d+ min read/)).toHaveCount(3);
    await expect(blog.getByText('Read →')).toHaveCount(3);
    await expect(blog.getByRole('link', { name: 'View all insights' })).toHaveAttribute('href', '/blog');
    expectCleanPage(problems);
  },
};

export const testimonialsSection: PageStep = {
  title: 'the testimonials sit at #testimonials with signed-off quotes only, and are not there without one',
  run: async ({ page, problems }) => {
    const testimonials = page.locator('section#testimonials');
    const published = testimonialsContent.filter((item) => !item.sample);
    if (published.length === 0) {
      // Nothing to show: no section, and no link anywhere to where it would be.
      await expect(testimonials).toHaveCount(0);
      await expect(page.locator('a[href$="#testimonials"]')).toHaveCount(0);
    } else {
      await expect(testimonials).toHaveAccessibleName('What clients say');
      await expect(testimonials.getByRole('figure')).toHaveCount(published.length);
    }
    for (const sample of testimonialsContent.filter((item) => item.sample)) {
      await expect(page.getByRole('main')).not.toContainText(sample.quote);
    }
    expectCleanPage(problems);
  },
};

export const fadesIn: PageStep = {
  title: 'the page fades in when navigated to, never on the first load, and not for less motion',
  run: async ({ page }) => {
    // The animation on the nearest animated ancestor of the headline: the page wrapper.
    const pageAnimation = () =>
      page.getByRole('heading', { level: 1 }).evaluate((headline) => {
        for (let element = headline.parentElement; element; element = element.parentElement) {
          const { animationName, animationDuration } = getComputedStyle(element);
          if (animationName !== 'none') return animationDuration;
        }
        return null;
      });
    // The first paint is the prerendered page itself: nothing may hold back its largest paint.
    await openPage(page, '/');
    expect(await pageAnimation()).toBeNull();

    // From a page that is an app, whose links are client-side navigations.
    await openPage(page, APP_PAGE);
    await page.getByRole('link', { name: 'Clear North home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await pageAnimation()).toBe('0.5s');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    // From a page that is an app, whose links are client-side navigations.
    await openPage(page, APP_PAGE);
    await page.getByRole('link', { name: 'Clear North home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await pageAnimation()).toBeNull();
  },
};

export const servicesPage: PageStep = {
  title: 'the services page shows eight cards, the reasons to choose us and eleven industries',
  run: async ({ page, problems }) => {
    const methods = page.getByRole('link', { name: /^See the Method/ });
    await expect(methods).toHaveCount(8);
    const hrefs = await methods.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(SERVICE_IDS.map((id) => `/services/${id}`));
    await expect(methods.first()).toHaveText('See the Method →');
    const names = await methods.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(8);

    const why = region(page, whyChoose.heading);
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      ...whyChoose.points.map((point) => point.title),
      'Industries we serve',
    ]);
    expect(industries).toHaveLength(11);
    await expect(why.getByRole('list', { name: 'Industries we serve' }).getByRole('listitem')).toHaveText(
      industries,
    );
    expectCleanPage(problems);
  },
};

const servicePages: Array<{ id: ServiceId; details: ServiceDetails; related: ServiceId[] }> = [
  { id: 'seo', details: seoDetails, related: ['influencer-marketing', 'web-funnel', 'content-strategy'] },
  {
    id: 'influencer-marketing',
    details: influencerDetails,
    related: ['web-funnel', 'content-strategy', 'ppc-advertising'],
  },
];

/** The service pages checked section by section, by their own figures. */
export const servicePageSteps = Object.fromEntries(
  servicePages.map(({ id, details, related }): [string, PageStep] => [
    `/services/${id}`,
    {
      title: `the ${id} service page has every spec section with its own figures`,
      run: async ({ page, problems }) => {
        const card = serviceCards.find((service) => service.id === id)!;
        await expect(page).toHaveTitle(details.metaTitle);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
        await expect(page.getByText(card.subtitle, { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
        // Inline, so it paints with the page.
        const hero = page.getByRole('main').locator('img[src^="data:image/svg+xml,"]');
        await expect(hero).toHaveAttribute('alt', /\w/);
        await expect(hero).toHaveAttribute('width', '1200');
        await expect(hero).toHaveAttribute('height', '675');
        await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
          'href',
          `/contact?service=${id}`,
        );

        await expect(
          page.getByRole('heading', { level: 2, name: `Why Choose Our ${card.title}?` }),
        ).toBeVisible();
        await expect(region(page, 'Perfect For').getByRole('listitem')).toHaveCount(details.idealFor.length);
        await expect(region(page, 'Our Process').getByRole('listitem')).toHaveCount(6);

        const investment = region(page, 'Investment & Timeline');
        await expect(investment.getByText(details.pricing, { exact: true })).toBeVisible();
        await expect(investment.getByText(details.timeline, { exact: true })).toBeVisible();

        const receive = region(page, "What You'll Receive");
        await expect(receive.getByRole('listitem')).toHaveCount(details.deliverables.length);
        await expect(receive.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
          'href',
          `/contact?service=${id}`,
        );

        await expect(region(page, 'Frequently Asked Questions').locator('summary')).toHaveText(
          details.faq.map((item) => item.question),
        );
        await expect(page.getByRole('link', { name: 'Get Your Free Consultation' })).toHaveAttribute(
          'href',
          `/contact?service=${id}`,
        );
        await expect(page.getByRole('link', { name: 'View Business Examples' })).toHaveAttribute(
          'href',
          '/business-examples',
        );

        const relatedLinks = region(page, 'Explore Related Services').getByRole('link');
        const relatedHrefs = await relatedLinks.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        );
        expect(relatedHrefs).toEqual(related.map((other) => `/services/${other}`));
        expect(relatedHrefs).not.toContain(`/services/${id}`);
        expectCleanPage(problems);
      },
    },
  ]),
);

export const viewPricing: PageStep = {
  title: 'View Pricing brings Investment & Timeline into view on the same page',
  run: async ({ page, problems }) => {
    const investment = region(page, 'Investment & Timeline');
    await expect(investment).not.toBeInViewport();
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(investment).toBeInViewport();
    await expect(investment.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page).toHaveURL(/\/services\/seo$/);
    expectCleanPage(problems);
  },
};

export const aboutPage: PageStep = {
  title:
    'the about page has the Why Choose block, three core values, the quote, and recognition and memberships only once confirmed',
  run: async ({ page, problems }) => {
    const confirmed = about.memberships.filter((item) => !item.sample).map((item) => item.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.headline);
    await expect(page.getByText('Founded', { exact: true })).toBeVisible();
    await expect(page.getByText('2020', { exact: true })).toBeVisible();
    await expect(page.locator('img[src*="about-office"]')).toHaveAttribute('width', '1200');

    await expect(region(page, 'Why choose Clear North').getByRole('heading', { level: 3 })).toHaveText([
      'Local Newcastle Expertise',
      'Measures that matter',
      'Comprehensive Service Offering',
      ...(confirmed.length > 0 ? ['Industry Recognition'] : []),
    ]);
    const values = region(page, 'Our core values').getByRole('listitem');
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Transparency First',
      'Results-Driven',
      'Continuous Learning',
    ]);
    await expect(values.first()).toContainText('01');

    const quote = page.getByRole('figure').filter({ has: page.locator('blockquote') });
    await expect(quote.locator('blockquote')).toHaveText(about.quote.text);
    await expect(quote.locator('figcaption')).toHaveText(about.quote.attribution);

    if (confirmed.length === 0) await expect(region(page, 'Memberships & Certifications')).toHaveCount(0);
    else
      await expect(region(page, 'Memberships & Certifications').getByRole('listitem')).toHaveText(confirmed);
    expectCleanPage(problems);
  },
};

export const teasersStack: PageStep = {
  title: 'the service teasers stack in one column of equal cards',
  run: async ({ page, problems }) => {
    const cards = region(page, 'What we do').getByRole('listitem');
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => ({ x: item.getBoundingClientRect().x, width: item.getBoundingClientRect().width })),
    );
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
    expect(new Set(boxes.map((box) => Math.round(box.width))).size).toBe(1);
    expect(boxes[0]!.width).toBeLessThanOrEqual(390);
    expectCleanPage(problems);
  },
};
